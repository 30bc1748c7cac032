// The server render bin/prerender.ts runs after the build: a route as a visitor first sees it, with the default
// configuration, in the same tree the browser hydrates (main.tsx), and the head its route gives (DocumentTitle); and
// the app's shell (app.html) as it paints before the app has started, the same for visitors and signed-in users.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { App } from './app/App';
import { documentTitle, routeHead, type RouteHandle } from './app/DocumentTitle';
import { PRERENDER_CONFIG, prerenderKey } from './app/prerendered';
import { routes } from './app/routes';
import { ShellPlaceholder } from './app/Shell';

export const key = prerenderKey(PRERENDER_CONFIG);

export interface Rendered {
  markup: string;
  title: string;
  description: string;
}

/** The markup of `table` at `path`, with the context of its matched routes. */
async function renderRoutes(table: RouteObject[], path: string) {
  const handler = createStaticHandler(table);
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
  return { markup, context };
}

/** The paths of the signed-in pages (a route whose handle can preload its code: see routes.tsx's `signedIn`). */
export function signedInPaths(table: RouteObject[] = routes): string[] {
  return table.flatMap((route) => [
    ...((route.handle as RouteHandle | undefined)?.preload && route.path ? [route.path] : []),
    ...signedInPaths(route.children ?? []),
  ]);
}

/** A route's page, drawn in plain elements (the pre-rendered pages load no antd). */
export async function render(path: string): Promise<Rendered> {
  const { markup, context } = await renderRoutes(routes, path);
  const head = routeHead(context.matches.map((match) => ({ handle: match.route.handle })));
  return { markup, title: documentTitle(PRERENDER_CONFIG.siteName, head.title), description: head.description };
}

/** The markup of the app's shell (ShellPlaceholder), which the app renders its page over once it has started. */
export async function renderShell(): Promise<string> {
  return (await renderRoutes([{ path: '*', element: <ShellPlaceholder /> }], '/')).markup;
}
