// The local server sends CloudFront's security headers from the one definition (infra/securityHeaders.ts): the CSP on
// every page and API answer (the map's hosts, 'unsafe-eval' and blob: on the map's page alone), no HSTS over plain HTTP,
// and the CSP as a report only under Vite's dev server. The CSP's images and the Markdown renderer's agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_MAPS_HOSTS, imageOrigins } from '../../functions/contracts/contentOrigins';
import { freePort } from '../../infra/local/ports';
import { startAppServer } from '../../infra/local/server';
import { LOCAL } from '../../infra/local/settings';
import { contentSecurityPolicy, MAP_PAGE, pageHeaders } from '../../infra/securityHeaders';
import { safeImageUrl } from '../../web/src/components/markdown/urls';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('the local server', () => {
  let url: string;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    const port = await freePort();
    const server = await startAppServer({
      port,
      web: 'none',
      webRoot: '/nonexistent',
      config: { siteName: 'PestPilot', supportEmail: 'support@pestpilot.example', region: LOCAL.region, userPoolId: LOCAL.userPoolId, userPoolClientId: LOCAL.userPoolClientId, authFlowType: 'USER_PASSWORD_AUTH', googleMapsApiKey: 'maps-key' },
      // The API's answer is the gateway's; the headers around it are the server's.
      gateway: async () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '{}' }),
      cognito: async () => ({ status: 400, headers: { 'content-type': 'application/json' }, body: '{}' }),
      originSecret: 'local-origin-secret',
    });
    ({ url, stop } = server);
  });
  afterAll(() => stop());

  const headersOf = async (path: string) => {
    const res = await fetch(`${url}${path}`);
    await res.arrayBuffer();
    return Object.fromEntries([...res.headers].filter(([name]) => name in pageHeaders({ region: LOCAL.region, maps: true, mapPage: true, https: true, enforce: true }) || name.startsWith('content-security-policy')));
  };

  it("sends CloudFront's headers on pages, /config.json and API answers, without HSTS over plain HTTP", async () => {
    const expected = pageHeaders({ region: LOCAL.region, maps: true, mapPage: false, https: false, enforce: true });
    expect(expected).not.toHaveProperty('strict-transport-security');
    for (const path of ['/', '/chat', '/config.json', '/api/health']) expect(await headersOf(path), path).toEqual(expected);
    const csp = expected['content-security-policy'];
    expect(csp).not.toMatch(/google|gstatic|'unsafe-eval'|worker-src/);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it("admits the map's hosts, 'unsafe-eval' and blob: workers on the map's page alone", async () => {
    const headers = await headersOf(MAP_PAGE);
    expect(headers).toEqual(pageHeaders({ region: LOCAL.region, maps: true, mapPage: true, https: false, enforce: true }));
    const csp = headers['content-security-policy']!;
    expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining([...GOOGLE_MAPS_HOSTS.script, "'unsafe-eval'", 'blob:']));
    expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining([...GOOGLE_MAPS_HOSTS.img]));
    expect(directive(csp, 'worker-src')).toEqual(['blob:']);
  });
});

describe('the security headers', () => {
  it("report the CSP without enforcing it under Vite's dev server, and add HSTS over HTTPS", () => {
    const dev = pageHeaders({ region: LOCAL.region, maps: false, mapPage: false, https: false, enforce: false });
    expect(dev).not.toHaveProperty('content-security-policy');
    expect(dev['content-security-policy-report-only']).toBe(contentSecurityPolicy({ region: LOCAL.region, maps: false, mapPage: false }));
    expect(pageHeaders({ region: LOCAL.region, maps: false, mapPage: false, https: true, enforce: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("admit the chat's photos from the assets bucket's own origin: their upload (connect-src) and their links (img-src)", () => {
    const bucket = 'https://pestpilot-site-assets.s3.eu-west-2.amazonaws.com';
    const csp = contentSecurityPolicy({ region: LOCAL.region, maps: false, mapPage: false, photoOrigin: bucket });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", `https://cognito-idp.${LOCAL.region}.amazonaws.com`, bucket]);
    expect(directive(csp, 'img-src')).toEqual([...imageOrigins(false), 'data:', 'blob:', bucket]);
    expect(directive(contentSecurityPolicy({ region: LOCAL.region, maps: false, mapPage: false }), 'connect-src')).not.toContain(bucket);
    // The Markdown renderer still takes no image from the bucket: only the chat's own thumbnails come from there.
    expect(safeImageUrl(`${bucket}/public/a.png`)).toBeNull();
  });

  it("let a page show images only from where the Markdown renderer takes them: the site's own assets, and the map's hosts on the map's page", () => {
    for (const [maps, mapPage] of [[false, false], [true, false], [false, true]]) {
      expect(directive(contentSecurityPolicy({ region: LOCAL.region, maps, mapPage }), 'img-src')).toEqual([...imageOrigins(false), 'data:', 'blob:']);
    }
    expect(directive(contentSecurityPolicy({ region: LOCAL.region, maps: true, mapPage: true }), 'img-src')).toEqual([...imageOrigins(true), 'data:', 'blob:']);
    expect(imageOrigins(false)).toEqual(["'self'"]);
    // The renderer: the site's own assets (same origin), nothing from another host, nor data: or blob: from a text.
    expect(safeImageUrl('/public/case-studies/a.png')).toBe('/public/case-studies/a.png');
    for (const elsewhere of ['https://maps.gstatic.com/a.png', 'https://probe.example/a.png', 'data:image/png;base64,iVBORw0KGgo=', 'blob:https://x/1']) expect(safeImageUrl(elsewhere)).toBeNull();
  });
});
