// The chat's small rules: when a message may be sent, which chosen files may be attached as photos, the token bar's
// percentage and colour, and the initial location (stored country code, else the browser language's region).
import { CHAT_LIMITS } from '@contracts/chat';
import { CHAT_PHOTO_LIMITS, CHAT_PHOTO_TYPES, CHAT_PHOTOS } from '@contracts/chatPhotos';
import { STORAGE_KEYS, TOKEN_BAR_AMBER_ABOVE } from './constants';
import { local, readStored, session, writeStored } from '../../lib/storage';

export type SendBlock = 'empty' | 'tooLong' | 'loading' | 'submitting' | 'tokens';

/**
 * Why a message cannot be sent now, or undefined when it can: nothing empty or whitespace only, nothing while a
 * reply is loading or the same message is being submitted, nothing with a token balance of 0 or less.
 */
export function sendBlock(input: { text: string; loading: boolean; submitting: boolean; tokenBalance: number | undefined }): SendBlock | undefined {
  if (tokensExhausted(input.tokenBalance)) return 'tokens';
  if (input.loading) return 'loading';
  if (input.submitting) return 'submitting';
  const text = input.text.trim();
  if (!text) return 'empty';
  if (text.length > CHAT_LIMITS.messageMaxLength) return 'tooLong';
  return undefined;
}

/** HEIC (an iPhone's camera): taken when the browser can decode it, which the shrink finds out. Some systems give no type. */
const HEIC = { types: ['image/heic', 'image/heif'], name: /\.hei[cf]$/i } as const;

/**
 * Why a chosen file cannot be attached to a message that already has `attached` photos, in the contract's words, or
 * undefined when it can: at most 3 a message; JPEG, PNG, WebP (or HEIC); at most 8 MB as chosen, before the shrink.
 */
export function photoRefusal(file: { name: string; type: string; size: number }, attached: number): string | undefined {
  if (attached >= CHAT_PHOTO_LIMITS.perMessage) return CHAT_PHOTOS.tooMany;
  const type = file.type.toLowerCase();
  const heic = (HEIC.types as readonly string[]).includes(type) || (!type && HEIC.name.test(file.name));
  if (!heic && !(CHAT_PHOTO_TYPES as readonly string[]).includes(type)) return CHAT_PHOTOS.invalidType;
  if (file.size > CHAT_PHOTO_LIMITS.maxBytes) return CHAT_PHOTOS.tooLarge;
  return undefined;
}

/** True when the balance is spent: sending is blocked and the token-limit message shows. */
export function tokensExhausted(tokenBalance: number | undefined): boolean {
  return tokenBalance !== undefined && tokenBalance <= 0;
}

/** The balance as a percentage of the monthly allocation, 0 to 100. */
export function tokenPercent(balance: number, allocation: number): number {
  if (allocation <= 0) return balance > 0 ? 100 : 0;
  return Math.max(0, Math.min(100, Math.round((balance / allocation) * 100)));
}

export const TOKEN_BAR_COLOURS = { normal: '#166534', amber: '#b45309' } as const;

/** The bar's colour: amber above 75 percent, the brand green otherwise. */
export function tokenBarColour(percent: number): string {
  return percent > TOKEN_BAR_AMBER_ABOVE ? TOKEN_BAR_COLOURS.amber : TOKEN_BAR_COLOURS.normal;
}

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

/** The region of a language tag ('en-GB' -> 'GB', 'zh-Hant-TW' -> 'TW'), or null when it has none. */
export function regionOfLanguage(language: string | undefined): string | null {
  if (!language) return null;
  const region = language.split(/[-_]/).slice(1).find((part) => COUNTRY_CODE.test(part));
  return region ? region.toUpperCase() : null;
}

/** The chat's location: the stored userLocation (a country code), else the browser language's region, else null. */
export function initialLocation(stored: string | null, language: string | undefined): string | null {
  if (stored && COUNTRY_CODE.test(stored.trim())) return stored.trim().toUpperCase();
  return regionOfLanguage(language);
}

/** Reads the location from local storage and the browser. */
export function browserLocation(): string | null {
  const stored = readStored(local, STORAGE_KEYS.userLocation);
  return initialLocation(stored, typeof navigator === 'undefined' ? undefined : navigator.language);
}

/** Whether the route state of this history entry (its location key) was already acted on (the page was reloaded). */
export function arrivalTaken(locationKey: string): boolean {
  return readStored(session, STORAGE_KEYS.arrival) === locationKey;
}

/** Remembers that this history entry's route state was acted on, so a reload does not ask the question again. */
export function rememberArrival(locationKey: string): void {
  writeStored(session, STORAGE_KEYS.arrival, locationKey);
}
