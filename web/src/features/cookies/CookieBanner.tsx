// The cookie banner: one short line with Accept All, Decline, close (counts as decline) and Learn more, which opens a
// dialog on essential, analytics, functional and targeting cookies with a link to the privacy policy. Compact, so its
// text is never a page's largest paint (it appears 1.5 s after load). Plain HTML and the browser's own modal dialog (no
// antd), so the public pages it appears on stay light. At the bottom right, or at the top where the page keeps its own
// controls at the bottom (the chat's composer).
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { COOKIES, PRIVACY_POLICY } from '@contracts/messages';
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
const DIALOG_TITLE_ID = 'cookie-dialog-title';

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden focusable="false">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export default function CookieBanner({ placement, onDone }: { placement: 'top' | 'bottom'; onDone: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeDialog = () => dialog.current?.close();
  const choose = (consent: CookieConsent) => {
    storeCookieConsent(consent);
    closeDialog();
    onDone();
  };

  return (
    <>
      {placement === 'bottom' && <div className="cookie-banner-spacer" aria-hidden />}
      <section className="cookie-banner" data-placement={placement} aria-label={COOKIES.label} aria-describedby={TEXT_ID}>
        <p id={TEXT_ID} className="cookie-banner-text">
          {COOKIES.text}
        </p>
        <div className="cookie-banner-actions">
          <button type="button" className="cookie-banner-more" onClick={() => dialog.current?.showModal()}>
            {COOKIES.learnMore}
          </button>
          <button type="button" className="pp-btn" onClick={() => choose('declined')}>
            {COOKIES.decline}
          </button>
          <button type="button" className="pp-btn pp-btn-primary" onClick={() => choose('accepted')}>
            {COOKIES.acceptAll}
          </button>
        </div>
        <button type="button" className="pp-btn pp-btn-text cookie-banner-close" aria-label={COOKIES.close} onClick={() => choose('declined')}>
          <CloseIcon />
        </button>
      </section>
      <dialog ref={dialog} className="cookie-dialog" aria-labelledby={DIALOG_TITLE_ID}>
        <div className="cookie-dialog-head">
          <h2 id={DIALOG_TITLE_ID}>{COOKIES.dialogTitle}</h2>
          <button type="button" className="pp-btn pp-btn-text cookie-dialog-close" aria-label={COOKIES.closeDialog} onClick={closeDialog}>
            <CloseIcon />
          </button>
        </div>
        <p>{COOKIES.details}</p>
        {KINDS.map((kind) => (
          <div key={kind.title}>
            <h3 className="cookie-kind-title">{kind.title}</h3>
            <p>{kind.text}</p>
          </div>
        ))}
        <p>
          <Link to={PATHS.privacyPolicy} className="cookie-policy-link" onClick={closeDialog}>
            {PRIVACY_POLICY.title}
          </Link>
        </p>
        <div className="cookie-dialog-actions">
          <button type="button" className="pp-btn" onClick={() => choose('declined')}>
            {COOKIES.decline}
          </button>
          <button type="button" className="pp-btn pp-btn-primary" onClick={() => choose('accepted')}>
            {COOKIES.acceptAll}
          </button>
        </div>
      </dialog>
    </>
  );
}
