// Site settings against the embedded stack (issue 12 §4 and §5): the favicon upload checks the file by its content
// (a PNG and an SVG taken, a renamed text file, a 2 MB image, a polyglot and a scripted SVG refused), stores it in the site-assets bucket under
// public/favicon-<timestamp>.<ext>, served from the site's origin where nothing in it can run, and the settings every
// page reads at boot name it.
import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { ADMIN_SETTINGS } from '../../functions/contracts/messages';
import { PUBLIC_ASSET_CSP } from '../../functions/contracts/siteSettings';
import { call } from '../support/http';
import { HTML_TAIL, ico, jpeg, svg } from '../support/images';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
let admin: TestUser;

/** A real 2x2 PNG (signature, IHDR, IDAT, IEND; CRCs left zero, which the server does not read). */
function png(extraBytes = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0]);
  const idat = deflateSync(Buffer.alloc(2 * (1 + 2 * 4), 0x7f));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0)), Buffer.alloc(extraBytes)]);
}

const upload = (data: Buffer, fileName: string, contentType: string, token = admin.idToken) =>
  call(appUrl, 'PUT', API.adminFavicon, { token, body: { fileName, contentType, data: data.toString('base64') } });

beforeAll(async () => {
  admin = await createUser(appUrl, { groups: ['admin'] });
});

describe('the favicon', () => {
  it('takes a PNG, serves it from the site under public/, and the settings name it', async () => {
    const before = Date.now();
    const res = await upload(png(), 'icon.png', 'image/png');
    expect(res.status).toBe(200);
    const url: string = res.body.favicon_url;
    const stamp = Number(/^\/public\/favicon-(\d+)\.png$/.exec(url)?.[1]);
    expect(stamp).toBeGreaterThanOrEqual(before);

    const settings = await call(appUrl, 'GET', API.siteSettings);
    expect(settings.status).toBe(200);
    expect(settings.body).toEqual({ favicon_url: url });
    expect(settings.headers.get('cache-control')).toBe('public, max-age=60');

    const served = await fetch(`${appUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toBe(PUBLIC_ASSET_CSP);
    expect(Buffer.from(await served.arrayBuffer()).equals(png())).toBe(true);
  });

  it('takes an SVG by its content, served so that it cannot run script', async () => {
    const res = await upload(svg(), 'icon.svg', 'image/svg+xml');
    expect(res.status).toBe(200);
    expect(res.body.favicon_url).toMatch(/\.svg$/);
    const served = await fetch(`${appUrl}${res.body.favicon_url}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('refuses a renamed text file and a 2 MB image, and keeps the favicon it had', async () => {
    const kept = (await call(appUrl, 'GET', API.siteSettings)).body.favicon_url;
    const text = await upload(Buffer.from('just some text, not an image at all'), 'notes.png', 'image/png');
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe(ADMIN_SETTINGS.notAnImage);
    const large = await upload(png(2 * 1024 * 1024), 'huge.png', 'image/png');
    expect(large.status).toBe(413);
    const claimed = await upload(png(), 'icon.png', 'text/plain');
    expect(claimed.status).toBe(400);
    expect(claimed.body.error.message).toBe(ADMIN_SETTINGS.invalidType);
    expect((await call(appUrl, 'GET', API.siteSettings)).body.favicon_url).toBe(kept);
  });

  it('refuses a polyglot (a PNG or ICO with HTML after its end) and an SVG holding a script or a link out, and keeps the favicon it had', async () => {
    const kept = (await call(appUrl, 'GET', API.siteSettings)).body.favicon_url;
    for (const [image, name] of [[png(), 'icon.png'], [ico(), 'icon.ico'], [jpeg(), 'icon.jpg']] as const) {
      const res = await upload(Buffer.concat([image, HTML_TAIL]), name, 'image/png');
      expect(res.status, name).toBe(415);
      expect(res.body.error).toEqual({ code: 'UnsupportedMediaType', message: ADMIN_SETTINGS.notWhole, fields: { file: ADMIN_SETTINGS.notWhole } });
    }
    for (const inside of ['<script>alert(1)</script>', '<circle r="2" onload="alert(1)"/>', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>', '<image href="https://probe.example/p.png"/>']) {
      const res = await upload(svg(inside), 'icon.svg', 'image/svg+xml');
      expect(res.status, inside).toBe(415);
      expect(res.body.error).toEqual({ code: 'UnsupportedMediaType', message: ADMIN_SETTINGS.svgUnsafe, fields: { file: ADMIN_SETTINGS.svgUnsafe } });
    }
    expect((await call(appUrl, 'GET', API.siteSettings)).body.favicon_url).toBe(kept);
  });

  it('refuses just over 1 MB with the spec’s limit', async () => {
    const res = await upload(png(1024 * 1024), 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(ADMIN_SETTINGS.tooLarge);
  });

  it('lets only admins upload', async () => {
    const user = await createUser(appUrl);
    expect((await upload(png(), 'icon.png', 'image/png', user.idToken)).status).toBe(403);
    expect((await call(appUrl, 'PUT', API.adminFavicon, { body: { fileName: 'a.png', contentType: 'image/png', data: 'AAAA' } })).status).toBe(401);
  });
});
