// The chat's photos (issue 33), shared by the web and the API: the upload request (a presigned POST to the site-assets
// bucket under the user's own prefix), the photo ids a send carries, the photos a message is read with, and their texts.
import * as z from 'zod/mini';
import { lazily } from './zod';

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

/** Every text of the chat's photos, for the server and the web alike. */
export const CHAT_PHOTOS = {
  invalidType: 'Photos must be JPEG, PNG or WebP.',
  tooLarge: 'Each photo must be 8 MB or smaller.',
  tooMany: 'You can attach up to 3 photos.',
  /** A photo id that is not the caller's, was never uploaded, or was already removed. */
  notFound: 'A photo could not be found. Please attach it again.',
  /** The same photo twice in one message. */
  repeated: 'Each photo can be attached once per message.',
  invalidId: 'Invalid photo id.',
  sizeRequired: 'Please give the photo size in bytes.',
  /** The per-user upload budgets (hour and day) are spent. */
  uploadLimit: 'You have uploaded a lot of photos. Please try again later.',
  /** The offline consultant's first words on a message with photos (it then asks the questions that tell pests apart). */
  offline:
    'Photo identification needs the AI service, which is not available right now. Your photo is saved with this conversation. ' +
    'Meanwhile, a few details will help me tell the likely pests apart:',
  offlineQuestions: [
    'How big is it (for example, the size of a grain of rice, a fingernail or a thumb)?',
    'What colour is it, and does it have stripes, spots or a shiny shell?',
    'Where did you find it (kitchen, bed, garden, walls, near food or water)?',
    'Does it have wings, and does it fly, jump or crawl?',
    'How many legs can you see (six, eight, or more)?',
  ],
  // The web's words around the photos.
  attach: 'Attach photo',
  remove: 'Remove photo',
  uploading: 'Uploading photo...',
  uploadFailed: 'The photo could not be uploaded. Please try again.',
  alt: (n: number) => `Photo ${n}`,
} as const;

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
