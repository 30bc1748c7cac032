// The character rules of every text a request carries: a name, subject, place or id is one line without control
// characters; free text (a message, a reason) may hold line breaks and tabs but no other control characters. Each
// contract gives its own maximum; these refinements only ever add our wording when a field has no message of its own.
import * as z from 'zod/mini';
import { INPUT } from './messages';

/** C0 and C1 control characters, DEL, and the Unicode line and paragraph separators: never in a one-line text. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same less tab, line feed and carriage return: never in free text. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

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

/** Text made safe for a one-line place such as an e-mail header: control characters and line breaks become spaces. */
export function singleLine(text: string, max = Infinity): string {
  return text.replace(new RegExp(CONTROL.source, 'g'), ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}
