// The route table: one place for every page. Pages load lazily; to add one, add its path to paths.ts and a lazy entry here.
import { Suspense, use, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { GENERIC } from '@contracts/messages';
import { PEST_SLUGS } from '@knowledge/slugs';
import type { RouteHandle } from './DocumentTitle';
import { AntdHost, loadAntd } from './AntdHost';
import { RouteError } from './ErrorBoundary';
import { RequireAdmin, RequireAuth, RequireSecondFactor } from './guards';
import { PATHS, pestPath } from './paths';
import { PageSpinner, Shell } from './Shell';

/** A lazy route whose module's default export is the page component, and whose `handle` export (if any) its head. */
function page(load: () => Promise<{ default: ComponentType; handle?: RouteHandle }>): RouteObject['lazy'] {
  return async () => {
    const loaded = await load();
    return { Component: loaded.default, ...(loaded.handle ? { handle: loaded.handle } : {}) };
  };
}

/** A lazy route of a page that uses antd: its code and antd's provider load together (see AntdHost). */
function antdPage(load: () => Promise<{ default: ComponentType; handle?: RouteHandle }>): RouteObject['lazy'] {
  return page(() => Promise.all([load(), loadAntd()]).then(([loaded]) => loaded));
}

function titled(title: string): { handle: RouteHandle } {
  return { handle: { title } };
}

/** A page of AntdHost's drawn in plain elements (it renders outside antd's provider). */
function plainTitled(title: string): { handle: RouteHandle } {
  return { handle: { title, plain: true } };
}

/**
 * A signed-in page. Its code loads when RequireAuth renders it, not when the address matches (as a lazy route's
 * would), so a visitor sent to /login never downloads it; `handle.preload` lets the boot fetch it for a signed-in user.
 */
function signedIn(path: string, title: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  let module: ReturnType<typeof load> | undefined;
  const preload = () => {
    if (module) return module;
    // Signed-in pages use antd: its provider comes with the page's code.
    const loading = Promise.all([load(), loadAntd()]).then(([loaded]) => loaded);
    // React's use() reads a settled promise at once (no fallback) when it carries its status and value; a failed
    // load is forgotten, so the error page's 'Try again' loads afresh.
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => (module = undefined),
    );
    return (module = loading);
  };
  function SignedInPage() {
    const { default: Page } = use(preload());
    return <Page />;
  }
  return {
    path,
    handle: { title, preload } satisfies RouteHandle,
    element: (
      <Suspense fallback={<PageSpinner />}>
        <SignedInPage />
      </Suspense>
    ),
  };
}

export const routes: RouteObject[] = [
  {
    path: PATHS.home,
    element: <Shell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // Pathless: errors inside a page render within the shell, header and footer still usable.
        errorElement: <RouteError />,
        children: [
          // The home page: plain elements, pre-rendered (bin/prerender.ts), no antd.
          { index: true, lazy: page(() => import('../pages/home/HomePage')) },
          // The knowledge, about and privacy pages: plain elements too, pre-rendered.
          { path: PATHS.about, ...titled('About'), lazy: page(() => import('../pages/about/AboutPage')) },
          { path: PATHS.privacyPolicy, ...titled('Privacy Policy'), lazy: page(() => import('../pages/privacy-policy/PrivacyPolicyPage')) },
          { path: PATHS.faq, lazy: page(() => import('../pages/faq/FaqPage')) },
          { path: PATHS.knowledgebase, lazy: page(() => import('../pages/knowledgebase/KnowledgebasePage')) },
          // The case studies: plain elements too (the list is also the knowledgebase's tab); their content is the
          // service's, so they are rendered in the browser, not pre-rendered.
          { path: PATHS.caseStudies, lazy: page(() => import('../pages/case-studies/CaseStudiesPage')) },
          { path: `${PATHS.caseStudies}/:slug`, lazy: page(() => import('../pages/case-studies/CaseStudyPage')) },
          {
            element: <RequireAuth />,
            children: [{ path: PATHS.preventionGuide, lazy: page(() => import('../pages/prevention-guide/PreventionGuidePage')) }],
          },
          // One route per pest guide, so an unknown pest falls through to the 404.
          ...PEST_SLUGS.map(
            (slug): RouteObject => ({
              path: pestPath(slug),
              lazy: async () => {
                const loaded = await import('../pages/pests/PestPage');
                return { Component: loaded.default, handle: loaded.pestHandle(slug) };
              },
            }),
          ),
          {
            // Every other page: antd's theme and App context come with the first page that uses antd (AntdHost); the
            // login, sign-up, contact and add-business pages are plain (no antd until a toast or a dialog needs it).
            // A lazy route (its code is already here): the router renders its pages after a tick, as it did when it
            // loaded antd, so a signed-in page's first render (which suspends on its code) is never inside a test's act().
            lazy: async () => ({ Component: AntdHost }),
            children: [
              { path: PATHS.contact, ...plainTitled('Contact'), lazy: page(() => import('../pages/contact/ContactPage')) },
              { path: PATHS.addBusiness, ...plainTitled('Add Your Business'), lazy: page(() => import('../pages/add-business/AddBusinessPage')) },
              { path: PATHS.login, ...plainTitled('Log in'), lazy: page(() => import('../pages/login/LoginPage')) },
              { path: PATHS.register, ...plainTitled('Sign up'), lazy: page(() => import('../pages/register/RegisterPage')) },
              {
                path: PATHS.forgotPassword,
                ...titled('Forgot password'),
                lazy: antdPage(() => import('../pages/forgot-password/ForgotPasswordPage')),
              },
              {
                path: PATHS.resetPassword,
                ...titled('Reset password'),
                lazy: antdPage(() => import('../pages/reset-password/ResetPasswordPage')),
              },
              // Signed-in pages.
              {
                element: <RequireAuth />,
                children: [
                  signedIn(PATHS.dashboard, 'Dashboard', () => import('../pages/dashboard/DashboardPage')),
                  signedIn(PATHS.profile, 'Profile', () => import('../pages/profile/ProfilePage')),
                  signedIn(PATHS.providers, 'Providers', () => import('../pages/providers/ProvidersPage')),
                  signedIn(PATHS.dataDeletion, 'Data Deletion', () => import('../pages/data-deletion/DataDeletionPage')),
                  signedIn(PATHS.chat, 'AI Pest Consultant', () => import('../pages/chat/ChatPage')),
                  // Admins only: the page itself tells anyone else (the spec's text), so it is not under RequireAdmin;
                  // an admin still sets up the second factor first.
                  { element: <RequireSecondFactor />, children: [signedIn(PATHS.monitoring, 'System Monitoring', () => import('../pages/monitoring/MonitoringPage'))] },
                ],
              },
              // Admin pages: visitors go to /login (and back after signing in), other users to /dashboard.
              {
                element: <RequireAdmin />,
                children: [signedIn(PATHS.admin, 'Admin', () => import('../pages/admin/AdminPage'))],
              },
              { path: '*', ...titled(GENERIC.pageNotFound), lazy: antdPage(() => import('../pages/not-found/NotFoundPage')) },
            ],
          },
        ],
      },
    ],
  },
];
