// The profile's Settings tab: e-mail preferences; data and privacy consent; privacy and
// data (export, deletion); account security (account type, change password, two-factor authentication, creation date).
import { useId, type ReactNode } from 'react';
import { Card, Descriptions, Divider, Flex, Typography } from 'antd';
import type { Profile } from '@contracts/profile';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../lib/ButtonLink';
import { longDate } from '../../lib/format';
import { RoleBadge } from '../../lib/RoleBadge';
import { DataExport } from './DataExport';
import { MarketingConsent } from './MarketingConsent';
import { PasswordChangeDialog } from './PasswordChangeDialog';
import { PrivacyConsentIndicator } from './PrivacyConsentIndicator';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card>
      <section aria-labelledby={id}>
        <Typography.Title level={2} id={id} style={{ fontSize: 18, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </section>
    </Card>
  );
}

/** `twoFactor` is the second factor's setting (the auth feature's TotpSetting, composed by the page). */
export function SettingsTab({ profile, onProfile, twoFactor }: { profile: Profile; onProfile: (profile: Profile) => unknown; twoFactor: ReactNode }) {
  return (
    <Flex vertical gap={16}>
      <Section title="Email Preferences">
        <Typography.Paragraph>
          We send e-mails to <Typography.Text strong>{profile.email}</Typography.Text>.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Account e-mails (sign-in, password reset and replies to your requests) are always sent. Marketing e-mails are
          sent only with your consent below.
        </Typography.Paragraph>
      </Section>
      <Section title="Data and Privacy Consent">
        <MarketingConsent profile={profile} onProfile={onProfile} />
        <Divider />
        <PrivacyConsentIndicator profile={profile} />
      </Section>
      <Section title="Privacy and Data">
        <Typography.Paragraph type="secondary">
          Download a copy of everything we store about you: your profile, consents, conversations and requests.
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <DataExport />
          <ButtonLink to={PATHS.dataDeletion} danger>
            Request Data Deletion
          </ButtonLink>
        </Flex>
      </Section>
      <Section title="Account Security">
        <Descriptions
          column={1}
          items={[
            { key: 'type', label: 'Account type', children: <RoleBadge role={profile.role} /> },
            { key: 'password', label: 'Password', children: <PasswordChangeDialog /> },
            { key: 'mfa', label: 'Two-factor authentication', children: twoFactor },
            { key: 'created', label: 'Account created', children: longDate(profile.createdAt) },
          ]}
        />
      </Section>
    </Flex>
  );
}
