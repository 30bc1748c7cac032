// The page's head from the deepest matched route's `handle`: the <title> (followed by the site name), the meta
// description and the canonical link. bin/prerender.ts writes the same title and description into pre-rendered pages.
// A page whose head depends on what it loaded (a case study) gives it with usePageHead, which wins over the handle.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router-dom';
import { useRuntimeConfig } from './runtimeConfig';

export interface RouteHandle {
  /** The page's title; the home page has none and shows the site name alone. */
  title?: string;
  /** The page's meta description; without one, the site's. */
  description?: string;
  /** Fetches the page's code ahead of its first render (signed-in pages, see routes.tsx). */
  preload?: () => Promise<unknown>;
  /** Drawn in plain elements: rendered outside antd's provider even once it has loaded (AntdHost). */
  plain?: boolean;
}

/** The site's description, for pages without their own. */
export const SITE_DESCRIPTION = 'Free AI pest-control advice: eco-friendly, DIY-first answers and vetted local providers.';

export function documentTitle(siteName: string, title?: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}

/** The title and description the deepest route that names them gives. */
export function routeHead(matches: readonly Pick<UIMatch, 'handle'>[]): { title?: string; description: string } {
  const handles = [...matches].reverse().map((m) => (m.handle ?? {}) as RouteHandle);
  return {
    title: handles.map((h) => h.title).find(Boolean),
    description: handles.map((h) => h.description).find(Boolean) ?? SITE_DESCRIPTION,
  };
}

/** The head element matching `selector`, created with `attributes` when missing. */
function headElement(tag: 'meta' | 'link', selector: string, attributes: Record<string, string>): HTMLElement {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.append(element);
  }
  return element;
}

/** The head a page has given with usePageHead (one page shows at a time), or null. */
let pageHead: { title: string; description: string } | null = null;
const pageHeadListeners = new Set<() => void>();
const subscribePageHead = (listener: () => void) => {
  pageHeadListeners.add(listener);
  return () => pageHeadListeners.delete(listener);
};
const currentPageHead = () => pageHead;
const nullHead = () => null;

function setPageHead(head: typeof pageHead) {
  pageHead = head;
  pageHeadListeners.forEach((listener) => listener());
}

/** Gives the page's title and description from what it shows, while it is shown; undefined leaves the route's. */
export function usePageHead(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (title === undefined) return;
    const head = { title, description: description ?? SITE_DESCRIPTION };
    setPageHead(head);
    return () => {
      if (pageHead === head) setPageHead(null);
    };
  }, [title, description]);
}

export function DocumentTitle() {
  const { siteName } = useRuntimeConfig();
  const { pathname } = useLocation();
  const route = routeHead(useMatches());
  const { title, description } = useSyncExternalStore(subscribePageHead, currentPageHead, nullHead) ?? route;
  useEffect(() => {
    document.title = documentTitle(siteName, title);
    headElement('meta', 'meta[name="description"]', { name: 'description' }).setAttribute('content', description);
    // Absolute, as search engines want it: the origin is known only in the browser.
    headElement('link', 'link[rel="canonical"]', { rel: 'canonical' }).setAttribute('href', new URL(pathname, window.location.origin).href);
  }, [siteName, title, description, pathname]);
  return null;
}
