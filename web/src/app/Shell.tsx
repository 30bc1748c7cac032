// The page frame around every route: skip link, header, <main>, footer, the lazy cookie banner, title and scroll
// restoration. Plain elements and CSS (styles.css): the frame paints before any antd code loads, the footer with it (a
// footer painted late, from a lazy chunk, was the pages' largest paint). ShellPlaceholder is the frame app.html carries
// (bin/prerender.ts), painted on every path without a pre-rendered page of its own.
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { PATHS } from './paths';
import { DocumentTitle } from './DocumentTitle';
import { SiteHeader } from './SiteHeader';
import { CookieConsentGate } from '../features/cookies/CookieConsentGate';
import { SiteFooter } from '../features/landing/SiteFooter';
import { DeferredSystemStatus } from '../features/monitoring/DeferredSystemStatus';

export const MAIN_ID = 'main-content';

function SkipLink() {
  return (
    <a href={`#${MAIN_ID}`} className="skip-link">
      Skip to main content
    </a>
  );
}

export function Shell() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return (
    <div className="site-layout">
      <SkipLink />
      {/* React Router's: a new page starts at the top (or at its #hash), Back and Forward return where the page was; the
          first render of a pre-rendered page leaves the scroll where the visitor has it (router.tsx). */}
      <ScrollRestoration />
      <DocumentTitle />
      <SiteHeader />
      <DeferredSystemStatus />
      <main id={MAIN_ID} tabIndex={-1} className="site-content" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      <SiteFooter delayed={pathname === PATHS.home} />
      <CookieConsentGate />
    </div>
  );
}

/**
 * The frame before the app has started, the same for a visitor and a signed-in user (the app renders the page over it):
 * the header without what depends on who is there, the spinner in <main>, and the footer.
 */
export function ShellPlaceholder() {
  return (
    <div className="site-layout">
      <SkipLink />
      <SiteHeader pending />
      <main id={MAIN_ID} tabIndex={-1} className="site-content">
        <PageSpinner />
      </main>
      <SiteFooter />
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
