// The context every page relies on: antd theme and App (message/notification), runtime config, auth.
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { RuntimeConfig } from '@contracts/config';
import type { AuthUser } from '../features/auth/session';
import { AuthProvider } from './AuthProvider';
import { RuntimeConfigProvider } from './runtimeConfig';
import { theme } from './theme';

export function AppProviders({
  config,
  initialUser,
  children,
}: {
  config: RuntimeConfig;
  initialUser: AuthUser | null;
  children: ReactNode;
}) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>
        <RuntimeConfigProvider config={config}>
          <AuthProvider initialUser={initialUser}>{children}</AuthProvider>
        </RuntimeConfigProvider>
      </AntApp>
    </ConfigProvider>
  );
}
