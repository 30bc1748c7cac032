// /profile?tab=profile|tokens|settings: the profile, the tokens (usage, history, request) and the settings; the
// tab lives in the query string and changing it replaces the history entry.
import { Button, Card, Result, Skeleton, Tabs, Typography } from 'antd';
import { GENERIC, PROFILE_PAGE } from '@contracts/messages';
import type { Profile } from '@contracts/profile';
import { SettingsTab } from '../../features/account/SettingsTab';
import { TotpSetting } from '../../features/auth/TotpSetting';
import { useProfile } from '../../api/profile';
import { ProfileDetails } from '../../features/profile/ProfileDetails';
import { TokensTab } from '../../features/tokens/TokensTab';
import { useTabParam } from '../../lib/useTabParam';

const PROFILE_TABS = ['profile', 'tokens', 'settings'] as const;

export default function ProfilePage() {
  const { data: profile, error, isLoading, mutate } = useProfile();
  const [tab, selectTab] = useTabParam('tab', PROFILE_TABS, 'profile');
  const onProfile = (next: Profile) => mutate(next, { revalidate: false });

  return (
    <div className="page" style={{ maxWidth: 880 }}>
      <Typography.Title level={1}>Profile</Typography.Title>
      {isLoading && <Skeleton active />}
      {error && !profile && (
        <Card>
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
        </Card>
      )}
      {profile && (
        <Tabs
          activeKey={tab}
          onChange={selectTab}
          items={[
            {
              key: 'profile',
              label: 'Profile',
              children: (
                <Card>
                  <ProfileDetails profile={profile} onSaved={onProfile} />
                </Card>
              ),
            },
            { key: 'tokens', label: 'Tokens', children: <TokensTab profile={profile} onProfile={onProfile} /> },
            { key: 'settings', label: 'Settings', children: <SettingsTab profile={profile} onProfile={onProfile} twoFactor={<TotpSetting />} /> },
          ]}
        />
      )}
    </div>
  );
}
