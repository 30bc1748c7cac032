// The browser router over the route table.
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

/**
 * `prerendered`: the first render hydrates the page's own HTML (bin/prerender.ts). The router then takes it as
 * server-rendered (empty hydration data: no route has a loader), and its ScrollRestoration leaves the first render's
 * scroll to the browser, which has the page already: a visitor who scrolled before the app started stays there
 * (without it the first render scrolled to the top). A page rendered anew still restores a reload's saved position.
 */
export function AppRouter({ prerendered = false }: { prerendered?: boolean }) {
  const [router] = useState(() => createBrowserRouter(routes, prerendered ? { hydrationData: {} } : undefined));
  return <RouterProvider router={router} />;
}
