// The route table: one place for every page. Pages load lazily; to add one, add its path to paths.ts and a lazy entry here.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { GENERIC } from '@contracts/messages';
import { PEST_SLUGS } from '@knowledge/slugs';
import type { RouteHandle } from './DocumentTitle';
import { RouteError } from './ErrorBoundary';
import { RequireAuth } from './guards';
import { PATHS, pestPath } from './paths';
import { PageSpinner, Shell } from './Shell';

/** A lazy route whose module's default export is the page component, and whose `handle` export (if any) its head. */
function page(load: () => Promise<{ default: ComponentType; handle?: RouteHandle }>): RouteObject['lazy'] {
  return async () => {
    const loaded = await load();
    return { Component: loaded.default, ...(loaded.handle ? { handle: loaded.handle } : {}) };
  };
}

function titled(title: string): { handle: RouteHandle } {
  return { handle: { title } };
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
          // The knowledge pages: plain elements too, pre-rendered.
          { path: PATHS.faq, lazy: page(() => import('../pages/faq/FaqPage')) },
          { path: PATHS.knowledgebase, lazy: page(() => import('../pages/knowledgebase/KnowledgebasePage')) },
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
            // Every other page uses antd: its theme and App context load with the first of them.
            lazy: page(() => import('./AntdProvider')),
            children: [
              { path: PATHS.about, ...titled('About'), lazy: page(() => import('../pages/about/AboutPage')) },
              { path: PATHS.contact, ...titled('Contact'), lazy: page(() => import('../pages/contact/ContactPage')) },
              {
                path: PATHS.privacyPolicy,
                ...titled('Privacy Policy'),
                lazy: page(() => import('../pages/privacy-policy/PrivacyPolicyPage')),
              },
              { path: PATHS.login, ...titled('Log in'), lazy: page(() => import('../pages/login/LoginPage')) },
              { path: PATHS.register, ...titled('Sign up'), lazy: page(() => import('../pages/register/RegisterPage')) },
              {
                path: PATHS.forgotPassword,
                ...titled('Forgot password'),
                lazy: page(() => import('../pages/forgot-password/ForgotPasswordPage')),
              },
              {
                path: PATHS.resetPassword,
                ...titled('Reset password'),
                lazy: page(() => import('../pages/reset-password/ResetPasswordPage')),
              },
              // Signed-in pages.
              {
                element: <RequireAuth />,
                children: [
                  { path: PATHS.dashboard, ...titled('Dashboard'), lazy: page(() => import('../pages/dashboard/DashboardPage')) },
                  { path: PATHS.profile, ...titled('Profile'), lazy: page(() => import('../pages/profile/ProfilePage')) },
                  { path: PATHS.providers, ...titled('Providers'), lazy: page(() => import('../pages/providers/ProvidersPage')) },
                  {
                    path: PATHS.dataDeletion,
                    ...titled('Data Deletion'),
                    lazy: page(() => import('../pages/data-deletion/DataDeletionPage')),
                  },
                  { path: PATHS.chat, ...titled('AI Pest Consultant'), lazy: page(() => import('../pages/chat/ChatPage')) },
                ],
              },
              // Admin pages go under a RequireAdmin element (see guards.tsx) when they are built.
              { path: '*', ...titled(GENERIC.pageNotFound), lazy: page(() => import('../pages/not-found/NotFoundPage')) },
            ],
          },
        ],
      },
    ],
  },
];
