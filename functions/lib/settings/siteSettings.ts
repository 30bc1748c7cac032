// Site settings: the one site_settings record (its content holds the favicon's URL) and the favicon upload: the file
// is checked by its content (PNG, ICO, JPEG or SVG, whatever the browser claims; nothing after a raster image's end, no
// script or outside reference in an SVG: lib/platform/imageContent), at most 1 MB, stored in the
// site-assets bucket under public/favicon-<timestamp>.<ext> and served from the site's own origin.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_SETTINGS } from '../../contracts/messages';
import { FAVICON_CONTENT_TYPES, FAVICON_MAX_BYTES, FAVICON_PREFIX, type FaviconType, type FaviconUpload, type SiteSettings } from '../../contracts/siteSettings';
import { db, tableName } from '../platform/db';
import { imageProblem } from '../platform/imageContent';
import { keys } from '../platform/keys';
import { DomainError } from '../platform/outcomes';

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** What the file is by its first bytes; undefined when it is none of the favicon types. */
export function faviconType(bytes: Uint8Array): FaviconType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length > 6 && bytes[4]! + bytes[5]! > 0) return 'ico';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  if (head.includes('\u0000')) return undefined;
  // An SVG document: after a byte-order mark, an XML declaration, comments and a doctype, the root element is <svg.
  const body = head.replace(/^\uFEFF/, '').replace(/^\s*(<\?xml[\s\S]*?\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(body) ? 'svg' : undefined;
}

export async function readSiteSettings(): Promise<SiteSettings> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.siteSettings }));
  const content = (res.Item?.content ?? {}) as { favicon?: string };
  return { favicon_url: content.favicon ?? null };
}

/** Check, store and publish a new favicon; the settings then name it. */
export async function uploadFavicon(upload: FaviconUpload, now = new Date()): Promise<SiteSettings> {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length > FAVICON_MAX_BYTES) throw new DomainError('too-large', ADMIN_SETTINGS.tooLarge, { fields: { file: ADMIN_SETTINGS.tooLarge } });
  const type = faviconType(bytes);
  if (!type) throw new DomainError('unsupported-type', ADMIN_SETTINGS.notAnImage, { fields: { file: ADMIN_SETTINGS.invalidType } });
  const problem = imageProblem(bytes, type);
  if (problem) {
    const message = problem === 'unsafeSvg' ? ADMIN_SETTINGS.svgUnsafe : ADMIN_SETTINGS.notWhole;
    throw new DomainError('unsupported-type', message, { fields: { file: message } });
  }
  const key = `${FAVICON_PREFIX}favicon-${now.getTime()}.${type}`;
  const { putAsset } = await import('../platform/assets');
  await putAsset(key, bytes, FAVICON_CONTENT_TYPES[type]);
  const url = `/${key}`;
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.siteSettings }));
  const content = { ...((res.Item?.content ?? {}) as Record<string, unknown>), favicon: url };
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.siteSettings, id: 'site_settings', content, updatedAt: now.toISOString() } }));
  return { favicon_url: url };
}
