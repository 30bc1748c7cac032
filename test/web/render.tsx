// Renders the real route table in a memory router with the app's providers, for page-level tests.
import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@contracts/config';
import type { ReactNode } from 'react';
import { AntdProvider } from '../../web/src/app/AntdProvider';
import { AppProviders } from '../../web/src/app/AppProviders';
import { routes } from '../../web/src/app/routes';
import type { AuthUser } from '../../web/src/app/session';

export const testConfig: RuntimeConfig = {
  siteName: 'PestPilot',
  supportEmail: 'support@pestpilot.example',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_test',
  userPoolClientId: 'client',
  authFlowType: 'USER_PASSWORD_AUTH',
};

export const visitor = null;
export const user: AuthUser = { id: 'u-1', email: 'user@example.com', name: 'Uma User', role: 'user' };
export const admin: AuthUser = { id: 'a-1', email: 'admin@example.com', name: 'Ada Admin', role: 'admin' };

export function renderApp(
  path: string | { pathname: string; search?: string; hash?: string; state?: unknown },
  { as = visitor as AuthUser | null, config = testConfig }: { as?: AuthUser | null; config?: RuntimeConfig } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <TestStyles>
      <AppProviders config={config} initialUser={as}>
        <RouterProvider router={router} />
      </AppProviders>
    </TestStyles>,
  );
  return { ...view, router };
}

/** The app's providers with antd's, as every page but the home page has them (see web/src/app/routes.tsx). */
export function PageProviders({ initialUser, config = testConfig, children }: { initialUser: AuthUser | null; config?: RuntimeConfig; children: ReactNode }) {
  return (
    <TestStyles>
      <AppProviders config={config} initialUser={initialUser}>
        <AntdProvider>{children}</AntdProvider>
      </AppProviders>
    </TestStyles>
  );
}

/**
 * antd's styles go to a node outside the document: jsdom then computes an element's style from the default sheet and
 * inline styles only, not from antd's thousands of rules (each role query and click asked for it on every ancestor,
 * about 40% of the web tests' time). What antd shows or hides by inline style and attributes still counts; how its
 * CSS lays a page out is for the browser tests in Chromium.
 */
const styles = document.createElement('div');
export function TestStyles({ children }: { children: ReactNode }) {
  return <StyleProvider container={styles}>{children}</StyleProvider>;
}
