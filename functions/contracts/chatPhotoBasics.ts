// The chat photos' texts and where they are kept (functions/contracts/chatPhotos exports them with its schemas), in a
// module of their own that imports nothing: the request budgets (lib/platform/limits), which every function loads, and
// an account's erasure name them without loading zod.
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

/**
 * Where chat photos are kept in the site-assets bucket: under the prefix, the owner's id, then the photo's id (never
 * under public/; read only through short-lived signed links, erased with their thread or their owner's account).
 */
export const CHAT_PHOTO_PREFIX = 'chat-photos/';
export const userPhotosPrefix = (sub: string) => `${CHAT_PHOTO_PREFIX}${sub}/`;
/** A sent photo's key: under its owner's prefix, so a photo id of anyone else's is simply not found. */
export const photoKey = (sub: string, photoId: string) => `${userPhotosPrefix(sub)}${photoId}`;

/**
 * Where an upload waits until a send takes it (then it is rewritten to its `photoKey` and removed from here): under
 * its own prefix, whose files the bucket removes after `keepDays` (infra/aws/data.ts), so a photo never sent expires.
 */
export const PENDING_CHAT_PHOTOS = { prefix: `${CHAT_PHOTO_PREFIX}pending/`, keepDays: 1 } as const;
export const userPendingPhotosPrefix = (sub: string) => `${PENDING_CHAT_PHOTOS.prefix}${sub}/`;
export const pendingPhotoKey = (sub: string, photoId: string) => `${userPendingPhotosPrefix(sub)}${photoId}`;
