// The cookie banner: Accept All, Decline, close (counts as decline) and Learn more,
// which opens a dialog on essential, analytics, functional and targeting cookies with a link to the privacy policy.
import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { COOKIES, PRIVACY_POLICY } from '@contracts/messages';
import { AntdProvider } from '../../app/AntdProvider';
import { PATHS } from '../../app/paths';
import { storeCookieConsent, type CookieConsent } from './consent';
import './cookies.css';

const KINDS = [
  { title: COOKIES.essentialTitle, text: COOKIES.essential },
  { title: COOKIES.analyticsTitle, text: COOKIES.analytics },
  { title: COOKIES.functionalTitle, text: COOKIES.functional },
  { title: COOKIES.targetingTitle, text: COOKIES.targeting },
];

const TEXT_ID = 'cookie-banner-text';

function Banner({ onDone }: { onDone: () => void }) {
  const [detailsOpen, setDetailsOpen] = useState(false);

  const choose = (consent: CookieConsent) => {
    storeCookieConsent(consent);
    setDetailsOpen(false);
    onDone();
  };

  return (
    <>
      <div className="cookie-banner-spacer" aria-hidden />
      <section className="cookie-banner" aria-label={COOKIES.label} aria-describedby={TEXT_ID}>
        <Button
          className="cookie-banner-close"
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={COOKIES.close}
          onClick={() => choose('declined')}
        />
        <p id={TEXT_ID} className="cookie-banner-text">
          {COOKIES.text}
        </p>
        <div className="cookie-banner-actions">
          <Button type="link" className="cookie-banner-more" onClick={() => setDetailsOpen(true)}>
            {COOKIES.learnMore}
          </Button>
          <Button onClick={() => choose('declined')}>{COOKIES.decline}</Button>
          <Button type="primary" onClick={() => choose('accepted')}>
            {COOKIES.acceptAll}
          </Button>
        </div>
      </section>
      <Modal
        open={detailsOpen}
        title={COOKIES.dialogTitle}
        onCancel={() => setDetailsOpen(false)}
        footer={[
          <Button key="decline" onClick={() => choose('declined')}>
            {COOKIES.decline}
          </Button>,
          <Button key="accept" type="primary" onClick={() => choose('accepted')}>
            {COOKIES.acceptAll}
          </Button>,
        ]}
      >
        {KINDS.map((kind) => (
          <div key={kind.title}>
            <Typography.Title level={3} className="cookie-kind-title">
              {kind.title}
            </Typography.Title>
            <Typography.Paragraph>{kind.text}</Typography.Paragraph>
          </div>
        ))}
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          <Link to={PATHS.privacyPolicy} className="cookie-policy-link" onClick={() => setDetailsOpen(false)}>
            {PRIVACY_POLICY.title}
          </Link>
        </Typography.Paragraph>
      </Modal>
    </>
  );
}

/** Mounted by the shell, outside the antd pages: brings antd's theme and App context along. */
export default function CookieBanner({ onDone }: { onDone: () => void }) {
  return (
    <AntdProvider>
      <Banner onDone={onDone} />
    </AntdProvider>
  );
}
