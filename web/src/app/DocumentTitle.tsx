// Sets the page <title> from the deepest matched route's `handle.title`, followed by the site name.
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useRuntimeConfig } from './runtimeConfig';

export interface RouteHandle {
  /** The page's title; the home page has none and shows the site name alone. */
  title?: string;
}

export function documentTitle(siteName: string, title?: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}

export function DocumentTitle() {
  const { siteName } = useRuntimeConfig();
  const matches = useMatches();
  const title = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.title).find(Boolean);
  useEffect(() => {
    document.title = documentTitle(siteName, title);
  }, [siteName, title]);
  return null;
}
