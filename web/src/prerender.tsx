// The server render bin/prerender.ts runs after the build: a route as a visitor first sees it, with the default
// configuration, in the same tree the browser hydrates (main.tsx), and the head its route gives (DocumentTitle); and
// the app's shell (app.html) as it paints before the app has started, the same for visitors and signed-in users. A
// page drawn with antd comes with the styles antd generated for it (antd writes its styles from the browser).
import { StrictMode, type ReactNode } from 'react';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
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
  /** The <style> elements antd generated for the markup ('' on a page without antd). */
  styles: string;
}

/** The markup of `table` at `path`, with the context of its matched routes; `wrap` puts a provider around the app. */
async function renderRoutes(table: RouteObject[], path: string, wrap: (app: ReactNode) => ReactNode = (app) => app) {
  const handler = createStaticHandler(table);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      {wrap(
        <App config={PRERENDER_CONFIG} initialUser={null}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>,
      )}
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

/** A route's page; with `antd`, the page is drawn with antd and its styles are collected as it renders. */
export async function render(path: string, { antd = false } = {}): Promise<Rendered> {
  const cache = createCache();
  const wrap = antd ? (app: ReactNode) => <StyleProvider cache={cache}>{app}</StyleProvider> : undefined;
  const { markup, context } = await renderRoutes(routes, path, wrap);
  const head = routeHead(context.matches.map((match) => ({ handle: match.route.handle })));
  return { markup, title: documentTitle(PRERENDER_CONFIG.siteName, head.title), description: head.description, styles: antd ? extractStyle(cache) : '' };
}

/** The markup of the app's shell (ShellPlaceholder), which the app renders its page over once it has started. */
export async function renderShell(): Promise<string> {
  return (await renderRoutes([{ path: '*', element: <ShellPlaceholder /> }], '/')).markup;
}
