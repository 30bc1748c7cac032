// The profile's Tokens tab: sub-tabs Token Usage and Token History, then the token request control.
import { Card, Tabs, Typography } from 'antd';
import type { Profile } from '@contracts/profile';
import { TokenHistory } from './TokenHistory';
import { TokenRequestForm } from './TokenRequestForm';
import { TokenUsage } from './TokenUsage';

export function TokensTab({ profile, onProfile }: { profile: Profile; onProfile: (profile: Profile) => unknown }) {
  return (
    <>
      <Tabs
        items={[
          { key: 'usage', label: 'Token Usage', children: <TokenUsage profile={profile} /> },
          { key: 'history', label: 'Token History', children: <TokenHistory /> },
        ]}
      />
      <Card style={{ marginTop: 24 }}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          Request More Tokens
        </Typography.Title>
        <TokenRequestForm profile={profile} onRecorded={(reply) => onProfile(reply.profile)} />
      </Card>
    </>
  );
}
