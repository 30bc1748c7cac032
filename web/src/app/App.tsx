// The application root: providers and the error boundary around the routing (the browser's router, or the static
// one when pages are pre-rendered).
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@contracts/config';
import type { AuthUser } from './session';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';

export function App({ config, initialUser, children }: { config: RuntimeConfig; initialUser: AuthUser | null; children: ReactNode }) {
  return (
    <AppProviders config={config} initialUser={initialUser}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </AppProviders>
  );
}
