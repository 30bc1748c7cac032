// /dashboard: the signed-in welcome (display name from the profile) with links to the profile and the chat; a monitoring card for admins.
import { Alert, Card, Col, Row, Skeleton, Space, Typography } from 'antd';
import { PROFILE_PAGE } from '@contracts/messages';
import { useAuth } from '../../app/AuthProvider';
import { PATHS } from '../../app/paths';
import { useProfile } from '../../features/profile/api';
import { ButtonLink } from '../../lib/ButtonLink';

export default function DashboardPage() {
  const { user, isAdmin } = useAuth();
  const { data: profile, error, isLoading } = useProfile();
  const name = profile?.displayName || user?.name || user?.email;

  return (
    <div className="page">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Typography.Title level={1}>Welcome back, {name}</Typography.Title>
      )}
      {error && <Alert type="warning" showIcon title={PROFILE_PAGE.loadFailed} description={error.message} />}
      <Space wrap style={{ margin: '8px 0 24px' }}>
        <ButtonLink to={PATHS.profile}>Edit Profile</ButtonLink>
        <ButtonLink to={PATHS.chat} type="primary">
          Continue Chatting
        </ButtonLink>
      </Space>
      {isAdmin && (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <Card>
              <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
                System Monitoring
              </Typography.Title>
              <Typography.Paragraph>Service health, API performance, token usage and client errors.</Typography.Paragraph>
              <ButtonLink to={PATHS.monitoring}>Open System Monitoring</ButtonLink>
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}
