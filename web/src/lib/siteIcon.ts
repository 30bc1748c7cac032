// The page's icon from the site settings: read at boot (the browser keeps the answer a minute) and changed at once
// after an admin uploads a new one. A plain fetch of a public route: no session, no Amplify.
import { API } from '@contracts/api';
import type { SiteSettings } from '@contracts/siteSettings';

const TYPES: Record<string, string> = { png: 'image/png', ico: 'image/x-icon', jpg: 'image/jpeg', svg: 'image/svg+xml' };

/** Points the page's icon at `url`. */
export function setPageIcon(url: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  const type = TYPES[url.split('.').pop()?.toLowerCase() ?? ''];
  if (type) link.type = type;
  else link.removeAttribute('type');
  link.href = url;
}

/**
 * The settings' favicon on the page, if one is set; a failure leaves the default icon. `reload` asks past the browser's
 * cache and refreshes it (after a change, so this browser's next visit shows it too).
 */
export async function applySiteIcon({ reload = false }: { reload?: boolean } = {}): Promise<void> {
  try {
    const res = await fetch(API.siteSettings, { headers: { Accept: 'application/json' }, cache: reload ? 'reload' : 'default' });
    if (!res.ok) return;
    const settings = (await res.json()) as SiteSettings;
    if (settings.favicon_url) setPageIcon(settings.favicon_url);
  } catch (error) {
    console.warn('The site settings could not be read; the default icon stays', error);
  }
}
