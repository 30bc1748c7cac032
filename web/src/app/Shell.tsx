// The page frame around every route: skip link, header, <main> (antd Content), footer, title and scroll handling.
import { Layout, Spin } from 'antd';
import { Outlet, useNavigation } from 'react-router-dom';
import { DocumentTitle } from './DocumentTitle';
import { ScrollToTop } from './ScrollToTop';
import { SiteHeader } from './SiteHeader';
import { useRuntimeConfig } from './runtimeConfig';

export const MAIN_ID = 'main-content';

export function Shell() {
  const { siteName, supportEmail } = useRuntimeConfig();
  const navigation = useNavigation();
  return (
    <Layout className="site-layout">
      <a href={`#${MAIN_ID}`} className="skip-link">
        Skip to main content
      </a>
      <ScrollToTop />
      <DocumentTitle />
      <SiteHeader />
      {/* Layout.Content renders <main>: the page components must not add another. */}
      <Layout.Content id={MAIN_ID} tabIndex={-1} className="site-content" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </Layout.Content>
      <Layout.Footer className="site-footer">
        <span>
          © {new Date().getFullYear()} {siteName}. Free AI pest-control advice.
        </span>
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </Layout.Footer>
    </Layout>
  );
}

/** Shown while a route's code loads for the first time. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
