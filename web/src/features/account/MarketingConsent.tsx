// Marketing consent: turning it on stores a timestamp, turning it off clears it.
import { useId, useState } from 'react';
import { App, Flex, Switch, Typography } from 'antd';
import { PROFILE, SETTINGS_TAB } from '@contracts/messages';
import type { Profile } from '@contracts/profile';
import { longDate } from '../../lib/format';
import { saveProfile } from '../../api/profile';

export function MarketingConsent({ profile, onProfile }: { profile: Profile; onProfile: (profile: Profile) => unknown }) {
  const { message, notification } = App.useApp();
  const [saving, setSaving] = useState(false);
  const labelId = useId();
  const detailId = useId();

  const toggle = async (marketingConsent: boolean) => {
    setSaving(true);
    try {
      const saved = await saveProfile({ marketingConsent });
      await onProfile(saved);
      message.success(SETTINGS_TAB.preferencesSaved);
    } catch (error) {
      notification.error({ title: PROFILE.consentError, description: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex justify="space-between" align="flex-start" gap={16}>
      <div>
        <Typography.Text strong id={labelId}>
          Marketing e-mails
        </Typography.Text>
        <Typography.Paragraph type="secondary" id={detailId} style={{ marginBottom: 0 }}>
          I agree to receive pest-control tips, product news and offers by e-mail.
          {profile.marketingConsent && profile.marketingConsentTimestamp && ` Consented on ${longDate(profile.marketingConsentTimestamp)}.`}
        </Typography.Paragraph>
      </div>
      <Switch
        checked={profile.marketingConsent}
        loading={saving}
        onChange={(checked) => void toggle(checked)}
        aria-labelledby={labelId}
        aria-describedby={detailId}
      />
    </Flex>
  );
}
