// The visitor's cookie choice: unset, accepted or declined, kept in
// localStorage under `cookiesAccepted` as 'true' or 'false'.
import { local, readStored, writeStored } from '../../lib/storage';

export const COOKIE_CONSENT_KEY = 'cookiesAccepted';
/** The banner appears this long after load when no choice is stored. */
export const COOKIE_BANNER_DELAY_MS = 1500;

export type CookieConsent = 'accepted' | 'declined';

/** The stored choice, or null when the visitor has not chosen (or storage cannot be read). */
export function readCookieConsent(): CookieConsent | null {
  const stored = readStored(local, COOKIE_CONSENT_KEY);
  if (stored === 'true') return 'accepted';
  if (stored === 'false') return 'declined';
  return null;
}

/** Stores the choice: accepted grants analytics, declined (or closing the banner) denies it. */
export function storeCookieConsent(consent: CookieConsent): void {
  writeStored(local, COOKIE_CONSENT_KEY, consent === 'accepted' ? 'true' : 'false');
}
