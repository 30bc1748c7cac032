// The page frame around every route: skip link, header, <main>, the lazy footer and cookie banner, title and scroll
// restoration. Plain elements and CSS (styles.css): the frame paints before any antd code loads.
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { DocumentTitle } from './DocumentTitle';
import { SiteHeader } from './SiteHeader';
import { CookieConsentGate } from '../features/cookies/CookieConsentGate';
import { DeferredFooter } from '../features/landing/DeferredFooter';
import { DeferredSystemStatus } from '../features/monitoring/DeferredSystemStatus';

export const MAIN_ID = 'main-content';

export function Shell() {
  const navigation = useNavigation();
  return (
    <div className="site-layout">
      <a href={`#${MAIN_ID}`} className="skip-link">
        Skip to main content
      </a>
      {/* React Router's: a new page starts at the top (or at its #hash), Back and Forward return where the page was. */}
      <ScrollRestoration />
      <DocumentTitle />
      <SiteHeader />
      <DeferredSystemStatus />
      <main id={MAIN_ID} tabIndex={-1} className="site-content" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      <DeferredFooter />
      <CookieConsentGate />
    </div>
  );
}

/** Shown while a route's code loads for the first time. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
