// /dashboard: the welcome (display name, Edit Profile, Continue Chatting), System Monitoring for admins, the
// analytics for a time range (usage charts, statistics, report), pest types, recent chat activities, quick links.
import { useState } from 'react';
import { Alert, Card, Col, Row, Skeleton, Space, Typography } from 'antd';
import type { AnalyticsRange } from '@contracts/analytics';
import { PROFILE_PAGE } from '@contracts/messages';
import { useAuth } from '../../app/AuthProvider';
import { PATHS } from '../../app/paths';
import { useAnalytics } from '../../api/analytics';
import { AnalyticsSection } from '../../features/dashboard/AnalyticsSection';
import { PestDistribution } from '../../features/dashboard/PestDistribution';
import { QuickLinks } from '../../features/dashboard/QuickLinks';
import { RecentActivities } from '../../features/dashboard/RecentActivities';
import { useProfile } from '../../api/profile';
import { ButtonLink } from '../../lib/ButtonLink';

export default function DashboardPage() {
  const { user, isAdmin } = useAuth();
  const { data: profile, error, isLoading } = useProfile();
  const [range, setRange] = useState<AnalyticsRange>('week');
  const { analytics, failed } = useAnalytics(range);
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
      <Row gutter={[16, 16]}>
        {isAdmin && (
          <Col xs={24} md={12}>
            <Card>
              <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
                System Monitoring
              </Typography.Title>
              <Typography.Paragraph>Service health, API performance, token usage and client errors.</Typography.Paragraph>
              <ButtonLink to={PATHS.monitoring}>Open System Monitoring</ButtonLink>
            </Card>
          </Col>
        )}
        <Col xs={24}>
          <AnalyticsSection range={range} onRange={setRange} analytics={analytics} failed={failed} />
        </Col>
        <Col xs={24} lg={12}>
          <PestDistribution analytics={analytics} />
        </Col>
        <Col xs={24} lg={12}>
          <RecentActivities analytics={analytics} />
        </Col>
        <Col xs={24}>
          <QuickLinks />
        </Col>
      </Row>
    </div>
  );
}
