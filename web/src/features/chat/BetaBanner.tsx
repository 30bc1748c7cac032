// The beta banner at the bottom left: shown 2 seconds after arrival unless dismissed before ('Got it' or close);
// the dismissal is remembered in local storage (betaBannerDismissed).
import { useEffect, useState } from 'react';
import { Button, Tag } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { CHAT } from '@contracts/messages';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { BETA_BANNER_DELAY_MS, STORAGE_KEYS } from './constants';
import { local, readStored, writeStored } from '../../lib/storage';

function dismissed(): boolean {
  return readStored(local, STORAGE_KEYS.betaBannerDismissed) === 'true';
}

export function BetaBanner() {
  const { supportEmail } = useRuntimeConfig();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (dismissed()) return;
    const timer = window.setTimeout(() => setVisible(true), BETA_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const dismiss = () => {
    setVisible(false);
    writeStored(local, STORAGE_KEYS.betaBannerDismissed, 'true');
  };

  if (!visible) return null;
  return (
    <section className="chat-beta-banner" aria-label={CHAT.betaLabel}>
      <Button className="chat-beta-close" type="text" size="small" icon={<CloseOutlined />} aria-label={CHAT.betaClose} onClick={dismiss} />
      <p className="chat-beta-text">
        <Tag color="#166534">{CHAT.betaTitle}</Tag>{' '}
        {CHAT.betaFeedback} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
      <Button size="small" type="primary" onClick={dismiss}>
        {CHAT.betaGotIt}
      </Button>
    </section>
  );
}
