// The chat's client-side constants and the local storage keys it uses.
import { CHAT_LIMITS } from '@contracts/chat';
import { CHAT_PHOTOS } from '@contracts/chatPhotos';

/**
 * The outbox (the spec's recovery store, which here keeps only AI requests): at most 100 entries; what an earlier
 * visit left is offered for 10 minutes, the server's operation window.
 */
export const OUTBOX = {
  maxItems: 100,
  lifetimeMs: CHAT_LIMITS.operationWindowMs,
} as const;

/** How long the browser waits for one AI call before it counts as a timeout (the function's own limit is 30 s). */
export const AI_TIMEOUT_MS = 35_000;

export const BETA_BANNER_DELAY_MS = 2000;
/** On mobile the chat header hides when the conversation is scrolled down past this. */
export const HEADER_HIDE_SCROLL_PX = 64;
/** The token bar turns amber above this percentage of the monthly allocation. */
export const TOKEN_BAR_AMBER_ABOVE = 75;

export const STORAGE_KEYS = {
  userLocation: 'userLocation',
  betaBannerDismissed: 'betaBannerDismissed',
  outbox: 'chatOutbox',
  /** Session storage: the history entry whose route state (initial query, new thread) was already acted on. */
  arrival: 'chatArrival',
} as const;

/** How the browser encodes a chat photo it shrank (to CHAT_PHOTO_LIMITS.longSidePx): JPEG, which keeps no EXIF. */
export const PHOTO_SHRINK = {
  type: 'image/jpeg',
  quality: 0.85,
} as const;

/** The composer's words about its photos that the contract (CHAT_PHOTOS) does not give. */
export const PHOTO_WORDS = {
  attached: 'Photos to send',
  preparing: 'Preparing photo',
  camera: 'Take a photo',
  remove: (n: number) => `${CHAT_PHOTOS.remove} ${n}`,
} as const;
