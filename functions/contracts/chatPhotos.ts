// The chat's photos (issue 33), shared by the web and the API: the upload request (a presigned POST to the site-assets
// bucket under the user's own prefix), the photo ids a send carries, the photos a message is read with, and their texts.
import * as z from 'zod/mini';
import { CHAT_PHOTOS } from './chatPhotoBasics';
import { lazily } from './zod';

export { CHAT_PHOTO_PREFIX, CHAT_PHOTOS, PENDING_CHAT_PHOTOS, pendingPhotoKey, photoKey, userPendingPhotosPrefix, userPhotosPrefix } from './chatPhotoBasics';

export const CHAT_PHOTO_LIMITS = {
  /** Largest photo, in bytes, after the browser's shrink (the presigned POST's content-length-range says so to S3 too). */
  maxBytes: 8 * 1024 * 1024,
  /** Photos one message may carry. */
  perMessage: 3,
  /** The browser shrinks a photo to at most this many pixels on its long side before it uploads it. */
  longSidePx: 1600,
  /** How long a presigned POST may be used. */
  uploadSeconds: 5 * 60,
  /** How long a photo's read link (`ChatPhoto.url`) works. */
  linkSeconds: 10 * 60,
} as const;


/** The photo types the chat takes (a HEIC photo is converted by the browser before it is sent, or refused). */
export const CHAT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ChatPhotoType = (typeof CHAT_PHOTO_TYPES)[number];


/** Ids the API hands out for photos (uuids). */
const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** POST /api/chat/photos (API.chatPhotos): the photo the browser is about to upload (its type and size after the shrink). */
export const chatPhotoUploadSchema = lazily(() => z.strictObject({
  contentType: z.enum(CHAT_PHOTO_TYPES, { message: CHAT_PHOTOS.invalidType }),
  size: z
    .number({ message: CHAT_PHOTOS.sizeRequired })
    .check(z.int({ message: CHAT_PHOTOS.sizeRequired }), z.positive({ message: CHAT_PHOTOS.sizeRequired }), z.maximum(CHAT_PHOTO_LIMITS.maxBytes, { message: CHAT_PHOTOS.tooLarge })),
}));
export type ChatPhotoUploadRequest = z.infer<typeof chatPhotoUploadSchema>;

/**
 * What POST /api/chat/photos answers (201): the photo's id, and a presigned POST the browser sends the file to as
 * multipart form data: every one of `fields`, then the file as the last field, `file`. S3 refuses a file of another
 * type or over the size.
 */
export interface ChatPhotoUpload {
  photoId: string;
  upload: { url: string; fields: Record<string, string> };
}

/**
 * A send's (and a new thread's first message's) optional `photoIds`: up to 3 distinct ids of the caller's own uploaded
 * photos. Text stays required with photos: the spec's send is a message typed in the input, so a message is never
 * photos alone (the web fills nothing in for the user).
 */
export const chatPhotoIdsSchema = lazily(() =>
  z.optional(
    z
      .array(z.string({ message: CHAT_PHOTOS.invalidId }).check(z.regex(PHOTO_ID, { message: CHAT_PHOTOS.invalidId })), { message: CHAT_PHOTOS.invalidId })
      .check(
        z.maxLength(CHAT_PHOTO_LIMITS.perMessage, { message: CHAT_PHOTOS.tooMany }),
        z.refine((ids: string[]) => new Set(ids).size === ids.length, { message: CHAT_PHOTOS.repeated }),
      ),
  ),
);

/** A photo of a message as its owner or an admin reads it: its id and a short-lived link to the file (`linkSeconds`). */
export interface ChatPhoto {
  id: string;
  url: string;
}
