// The character rules of every text a request carries: a name, subject, place or id is one line without control or
// format characters; free text (a message, a reason) may hold line breaks and tabs but no other control characters, and
// no bidirectional overrides. Each contract gives its own maximum; these refinements only ever add our wording when a
// field has no message of its own.
import * as z from 'zod/mini';
import { INPUT } from './messages';

/**
 * Never in a one-line text: control characters (C0, C1, DEL), the Unicode line and paragraph separators, and every
 * format character (Cf: bidirectional overrides, embeddings, isolates and marks, zero-width spaces and joiners, word
 * joiner, byte order mark, soft hyphen, tags), which hide or reorder what a name or subject shows ('Probe \u202Egnp.exe').
 */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
/**
 * Never in free text: control characters less tab, line feed and carriage return, and the bidirectional embeddings,
 * overrides and isolates (U+202A-U+202E, U+2066-U+2069), which reorder the rest of a line. Other format characters
 * stay: the zero-width joiner of emoji sequences and of many scripts, the non-joiner of Persian, left-to-right and
 * right-to-left marks.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** A format character: taken out of a text made one line (it shows nothing, so it becomes nothing). */
const FORMAT = /\p{Cf}/gu;

export const isOneLine = (value: string) => !CONTROL.test(value);

/** An http or https address with a host name that has a dot (a business's website or logo). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A check for a one-line text (name, subject, place, id). */
export const oneLine = (message: string = INPUT.controlCharacters) => z.refine<string>(isOneLine, { message });
/** A check for free text (a message, a reason): line breaks and tabs allowed, other control characters not. */
export const freeText = (message: string = INPUT.specialCharacters) => z.refine<string>((v) => !CONTROL_IN_TEXT.test(v), { message });

/**
 * Text made safe for a one-line place such as an e-mail header: format characters taken out, control characters and
 * line breaks made spaces.
 */
export function singleLine(text: string, max = Infinity): string {
  return text.replace(FORMAT, '').replace(new RegExp(CONTROL.source, 'gu'), ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}
