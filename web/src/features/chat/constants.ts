// The chat's client-side constants and the local storage keys it uses.
import { CHAT_LIMITS } from '@contracts/chat';

/** The local request queue: 5 at a time, at most 100 waiting, up to 3 retries after 500 ms x 2^attempt. */
export const REQUEST_QUEUE = { concurrency: 5, maxLength: 100, retries: 3, backoffMs: 500 } as const;

export const PRIORITY = { high: 100, normal: 50, low: 10 } as const;
export type Priority = keyof typeof PRIORITY;

/** Requests kept locally until they succeed: at most 100, a day by default, an AI request 10 minutes. */
export const RECOVERY = {
  maxItems: 100,
  defaultTtlMs: 24 * 60 * 60 * 1000,
  aiTtlMs: CHAT_LIMITS.operationWindowMs,
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
  recovery: 'chatRecovery',
  /** Session storage: the history entry whose route state (initial query, new thread) was already acted on. */
  arrival: 'chatArrival',
} as const;
