// The server render bin/prerender.ts runs after the build: a route as a visitor first sees it, with the default
// configuration, in the same tree the browser hydrates (main.tsx), and the head its route gives (DocumentTitle).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './app/App';
import { documentTitle, routeHead } from './app/DocumentTitle';
import { PRERENDER_CONFIG, prerenderKey } from './app/prerendered';
import { routes } from './app/routes';

export const key = prerenderKey(PRERENDER_CONFIG);

export interface Rendered {
  markup: string;
  title: string;
  description: string;
}

export async function render(path: string): Promise<Rendered> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <App config={PRERENDER_CONFIG} initialUser={null}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  const head = routeHead(context.matches.map((match) => ({ handle: match.route.handle })));
  return { markup, title: documentTitle(PRERENDER_CONFIG.siteName, head.title), description: head.description };
}
