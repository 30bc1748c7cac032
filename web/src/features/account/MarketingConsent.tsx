// Marketing consent: turning it on stores a timestamp, turning it off clears it.
import { useId } from 'react';
import { Flex, Switch, Typography } from 'antd';
import { PROFILE, SETTINGS_TAB } from '@contracts/messages';
import type { Profile } from '@contracts/profile';
import { failureText } from '../../api/mutation';
import { useMutation } from '../../api/useMutation';
import { longDate } from '../../lib/format';
import { saveProfile } from '../../api/profile';

export function MarketingConsent({ profile, onProfile }: { profile: Profile; onProfile: (profile: Profile) => unknown }) {
  const labelId = useId();
  const detailId = useId();
  const { trigger, pending: saving } = useMutation(saveProfile, {
    onSuccess: onProfile,
    success: () => ({ kind: 'success', title: SETTINGS_TAB.preferencesSaved, brief: true }),
    failure: (error) => ({ kind: 'error', title: PROFILE.consentError, description: failureText(error) }),
  });
  const toggle = (marketingConsent: boolean) => trigger({ marketingConsent });

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
