// The application root: providers, the error boundary and the router.
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@contracts/config';
import type { AuthUser } from '../features/auth/session';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { createAppRouter } from './router';

export function App({ config, initialUser }: { config: RuntimeConfig; initialUser: AuthUser | null }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders config={config} initialUser={initialUser}>
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </AppProviders>
  );
}
