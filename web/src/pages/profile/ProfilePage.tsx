// /profile: the user's profile (tokens and settings tabs are added here by their features).
import { Button, Card, Result, Skeleton, Typography } from 'antd';
import { GENERIC, PROFILE_PAGE } from '@contracts/messages';
import { useProfile } from '../../features/profile/api';
import { ProfileDetails } from '../../features/profile/ProfileDetails';

export default function ProfilePage() {
  const { data: profile, error, isLoading, mutate } = useProfile();
  return (
    <div className="page" style={{ maxWidth: 640 }}>
      <Typography.Title level={1}>Profile</Typography.Title>
      <Card>
        {isLoading && <Skeleton active />}
        {error && !profile && (
          <Result
            status="error"
            title={PROFILE_PAGE.loadFailed}
            subTitle={error.message}
            extra={
              <Button type="primary" onClick={() => void mutate()}>
                {GENERIC.tryAgain}
              </Button>
            }
          />
        )}
        {profile && <ProfileDetails profile={profile} onSaved={() => mutate()} />}
      </Card>
    </div>
  );
}
