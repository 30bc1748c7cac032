// The site's security headers, one definition for CloudFront's response headers policies (infra/aws/web.ts) and the
// local server (infra/local/server.ts): the Content-Security-Policy (the map's hosts, 'unsafe-eval' and blob: only on
// the map's page), HSTS, X-Frame-Options, nosniff, Referrer-Policy, X-XSS-Protection and Permissions-Policy, and the
// stricter set the site's own assets (/public/*) are served with.
import { GOOGLE_MAPS_HOSTS, imageOrigins } from '../functions/contracts/contentOrigins';
import { PUBLIC_ASSET_CSP } from '../functions/contracts/siteSettings';
import { PATHS } from '../web/src/app/paths';

/**
 * The one page that shows the map, and so the only one whose CSP admits Google's map hosts, 'unsafe-eval' and blob:
 * scripts (the Maps JavaScript API evaluates code and runs blob: workers). A CSP comes with the document, so the web
 * loads this page as a document of its own before it shows the map (features/providers/ProviderMapPanel.tsx).
 */
export const MAP_PAGE = PATHS.providers;

/** Browser features the site never uses, refused to it and to anything it embeds; geolocation only for its own pages. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** HSTS: a year, subdomains included (sent over HTTPS only: a browser ignores it over plain HTTP). */
export const HSTS = { maxAgeSeconds: 365 * 24 * 60 * 60, includeSubdomains: true } as const;
export const FRAME_OPTIONS = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

const TURNSTILE = 'https://challenges.cloudflare.com';

export interface PageOptions {
  /** The region of the Cognito user pool the browser signs in with. */
  region: string;
  /** A maps key is configured, so the map page shows the map. */
  maps: boolean;
  /** The page is MAP_PAGE. */
  mapPage: boolean;
  /**
   * The site-assets bucket's own origin, where the chat's photos go up (a presigned POST) and are read from (short-lived
   * signed links): admitted to connect-src and img-src. Absent where no bucket serves them.
   */
  photoOrigin?: string;
}

/**
 * What a page loads: its own origin, Cognito, Cloudflare Turnstile, and on the map's page (with a maps key) Google's map
 * hosts, 'unsafe-eval' and blob: workers. Images only from imageOrigins (the Markdown renderer's rule too) and data: and
 * blob: (the UI's own icons and previews of a file being uploaded), and the chat's photos from the bucket's origin (the
 * only connection elsewhere besides Cognito: their upload). antd injects inline styles.
 */
export function contentSecurityPolicy({ region, maps, mapPage, photoOrigin }: PageOptions): string {
  const map = maps && mapPage;
  const google = (hosts: readonly string[]) => (map ? hosts : []);
  const sources = (...list: Array<string | readonly string[]>) => list.flat().join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", map ? ["'unsafe-eval'", 'blob:'] : [], google(GOOGLE_MAPS_HOSTS.script), TURNSTILE)}`,
    `style-src ${sources("'self'", "'unsafe-inline'", google(GOOGLE_MAPS_HOSTS.style))}`,
    `img-src ${sources(imageOrigins(map), 'data:', 'blob:', photoOrigin ?? [])}`,
    `font-src ${sources("'self'", 'data:', google(GOOGLE_MAPS_HOSTS.font))}`,
    `connect-src ${sources("'self'", `https://cognito-idp.${region}.amazonaws.com`, google(GOOGLE_MAPS_HOSTS.connect), photoOrigin ?? [])}`,
    `frame-src ${TURNSTILE}`,
    ...(map ? ['worker-src blob:'] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const hsts = `max-age=${HSTS.maxAgeSeconds}${HSTS.includeSubdomains ? '; includeSubDomains' : ''}`;

/**
 * Every page's and API answer's headers, as CloudFront sends them. `https: false` (the local server on plain HTTP)
 * leaves HSTS out; `enforce: false` (Vite's dev server, whose inline preamble and hot reload the policy would block)
 * sends the CSP as Content-Security-Policy-Report-Only, so its violations show in the console but nothing is blocked.
 */
export function pageHeaders(options: PageOptions & { https: boolean; enforce: boolean }): Record<string, string> {
  return {
    [options.enforce ? 'content-security-policy' : 'content-security-policy-report-only']: contentSecurityPolicy(options),
    ...(options.https ? { 'strict-transport-security': hsts } : {}),
    'x-frame-options': FRAME_OPTIONS,
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    // '0': the browsers' XSS auditors are gone or were themselves a way to leak; the CSP does that work.
    'x-xss-protection': '0',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/** The headers of a file under /public/ (an uploaded image, the favicon): nothing in it may run, even opened on its own. */
export function assetHeaders(options: { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': PUBLIC_ASSET_CSP,
    ...(options.https ? { 'strict-transport-security': hsts } : {}),
    'x-frame-options': FRAME_OPTIONS,
    'x-content-type-options': 'nosniff',
  };
}
