// The privacy consent indicator: consented, pending or unknown. It shows pending, then
// after 0.5 s consented when the profile records the privacy policy consent given at sign-up, otherwise unknown.
import { useEffect, useState } from 'react';
import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { SETTINGS_TAB } from '@contracts/messages';
import type { Profile } from '@contracts/profile';
import { PATHS } from '../../app/paths';
import { longDate } from '../../lib/format';

const PRIVACY_CONSENT_CHECK_MS = 500;

type ConsentStatus = 'pending' | 'consented' | 'unknown';

const STATUS: Record<ConsentStatus, { label: string; color: string }> = {
  pending: { label: SETTINGS_TAB.privacyPending, color: '#874d00' },
  consented: { label: SETTINGS_TAB.privacyConsented, color: '#237804' },
  unknown: { label: SETTINGS_TAB.privacyUnknown, color: 'default' },
};

export function PrivacyConsentIndicator({ profile }: { profile: Profile }) {
  const [status, setStatus] = useState<ConsentStatus>('pending');
  const consented = profile.consentToPrivacyPolicy;

  useEffect(() => {
    setStatus('pending');
    const timer = setTimeout(() => setStatus(consented ? 'consented' : 'unknown'), PRIVACY_CONSENT_CHECK_MS);
    return () => clearTimeout(timer);
  }, [consented]);

  return (
    <Flex justify="space-between" align="flex-start" gap={16}>
      <div>
        <Typography.Text strong>Privacy Policy consent</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          You agreed to our <Link to={PATHS.privacyPolicy} style={{ textDecoration: 'underline' }}>
            Privacy Policy
          </Link> when you created your account.
          {status === 'consented' && profile.consentTimestamp && ` Consented on ${longDate(profile.consentTimestamp)}.`}
        </Typography.Paragraph>
      </div>
      <span role="status" aria-live="polite">
        <Tag color={STATUS[status].color}>{STATUS[status].label}</Tag>
      </span>
    </Flex>
  );
}
