// The server render bin/prerender.ts runs after the build: a route as a visitor first sees it, with the default
// configuration, in the same tree the browser hydrates (main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './app/App';
import { PRERENDER_CONFIG, prerenderKey } from './app/prerendered';
import { routes } from './app/routes';

export const key = prerenderKey(PRERENDER_CONFIG);

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <App config={PRERENDER_CONFIG} initialUser={null}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
}
