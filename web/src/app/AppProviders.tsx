// The context every page relies on: runtime config and auth. antd's theme and App context come with the routes that
// use antd (AntdProvider), so the shell's first paint needs no antd code.
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@contracts/config';
import type { AuthUser } from './session';
import { AuthProvider } from './AuthProvider';
import { RuntimeConfigProvider } from './runtimeConfig';

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
    <RuntimeConfigProvider config={config}>
      <AuthProvider initialUser={initialUser}>{children}</AuthProvider>
    </RuntimeConfigProvider>
  );
}
