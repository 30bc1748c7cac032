// Site settings (spec document 2, 2.9, 3 and 7): the one site_settings record (its content holds the favicon's URL),
// the favicon upload's body, and what a favicon may be: PNG, ICO, JPEG or SVG, told by its content, at most 1 MB.
import { ADMIN_SETTINGS } from './messages';
import { imageUploadSchema, uploadBodyBytes, type ImageUpload } from './upload';
import { lazily } from './zod';

export const FAVICON_MAX_BYTES = 1024 * 1024;
/** The upload's JSON body at most. */
export const FAVICON_MAX_BODY_BYTES = uploadBodyBytes(FAVICON_MAX_BYTES);
/** Where favicons are kept in the site-assets bucket, and served from the site's origin. */
export const FAVICON_PREFIX = 'public/';

export interface SiteSettings {
  favicon_url: string | null;
}

export type FaviconType = 'png' | 'ico' | 'jpg' | 'svg';
export const FAVICON_CONTENT_TYPES: Record<FaviconType, string> = {
  png: 'image/png',
  ico: 'image/x-icon',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** PUT /api/admin/site-settings/favicon. `contentType` is what the browser claims; the server reads the content. */
export const faviconUploadSchema = lazily(() => imageUploadSchema(FAVICON_MAX_BYTES, ADMIN_SETTINGS));
export type FaviconUpload = ImageUpload;

/** The browser's own check before upload (spec 5): a file, whose type names an image, of at most 1 MB. */
export function faviconFileProblem(file: { type: string; size: number } | null | undefined): { title: string; description: string } | undefined {
  if (!file) return { title: ADMIN_SETTINGS.noFileTitle, description: ADMIN_SETTINGS.noFile };
  if (!file.type.includes('image/')) return { title: ADMIN_SETTINGS.invalidTypeTitle, description: ADMIN_SETTINGS.invalidType };
  if (file.size > FAVICON_MAX_BYTES) return { title: ADMIN_SETTINGS.tooLargeTitle, description: ADMIN_SETTINGS.tooLarge };
  return undefined;
}

/**
 * The Content-Security-Policy every file under /public/ is served with (CloudFront on AWS, the local server locally):
 * an SVG opened on its own can load nothing and run no script.
 */
export const PUBLIC_ASSET_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
