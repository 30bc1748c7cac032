// Which addresses rendered Markdown may use (spec document 2, 2.7): links to http, https, mailto and tel, and relative,
// hash and slash links; images only from the site's own assets (/public/*, the uploads), the one image source the
// site's CSP admits on every page (@contracts/contentOrigins), so no text makes a browser connect to another host.
// Anything else is refused, and the renderer shows it inert. The check reads the address as a browser would: control
// characters and whitespace inside the scheme, letter case and character references (already decoded by the parser)
// change nothing.
import { OWN_ASSETS_PATH } from '@contracts/contentOrigins';

/** The protocols a link may use. */
export const ALLOWED_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;


/** The address as a browser parses it: leading and trailing C0 controls and spaces cut, tabs and newlines dropped. */
function asBrowserReads(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** The scheme of an absolute address, lowercased; undefined for a relative one (no colon before any / ? #). */
function schemeOf(url: string): string | undefined {
  const match = /^([^/?#]*?):/.exec(url);
  // Anything before the first colon that is not a relative path's first segment is a scheme, even a malformed one
  // (a malformed scheme is refused, never waved through as relative).
  return match ? match[1]!.toLowerCase() : undefined;
}

/** The link's address if it is safe to follow, else null (the link is then shown inert). */
export function safeLinkUrl(url: string): string | null {
  const read = asBrowserReads(url);
  if (!read) return null;
  const scheme = schemeOf(read);
  if (scheme === undefined) return read;
  return (ALLOWED_LINK_PROTOCOLS as readonly string[]).includes(scheme) ? read : null;
}

/** The image's address if it may be loaded (the site's own assets), else null (the image is not shown). */
export function safeImageUrl(url: string): string | null {
  const read = asBrowserReads(url);
  // The site's own assets: an absolute path under /public/ (not '//host', which leaves the site, nor '/public/../' in any
  // spelling: a browser reads '%2e' in a path as a dot).
  if (read.startsWith(OWN_ASSETS_PATH) && !/\.\.|%2e|\\/i.test(read)) return read;
  return null;
}
