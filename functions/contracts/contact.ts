// The contact form: its fields, rules and the messages the web and API share.
import * as z from 'zod/mini';
import { email } from './auth';
import { AUTH, CONTACT } from './messages';
import { freeText, oneLine } from './text';
import { lazily } from './zod';

/** Largest contact request body the API accepts; the form's own limits keep a real message far below it. */
export const CONTACT_MAX_BODY_BYTES = 16 * 1024;

/** One line of text: surrounding space trimmed, inner runs of white space (line breaks included) made one space. */
const line = (min: number, max: number, minMessage: string, maxMessage: string) =>
  z.pipe(
    z.pipe(
      z.string({ message: minMessage }),
      z.transform((v: string) => v.replace(/\s+/g, ' ').trim()),
    ),
    z.string().check(z.minLength(min, { message: minMessage }), z.maxLength(max, { message: maxMessage }), oneLine()),
  );

export const contactMessageSchema = lazily(() => z.object({
  name: line(2, 100, CONTACT.nameMin, CONTACT.nameMax),
  email: z.pipe(z.string({ message: AUTH.emailInvalid }), email),
  phone: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(40, { message: CONTACT.phoneMax }), oneLine())),
    z.transform((v: string | undefined) => v || undefined),
  ),
  subject: line(2, 200, CONTACT.subjectMin, CONTACT.subjectMax),
  message: z
    .string({ message: CONTACT.messageMin })
    .check(z.trim(), z.minLength(10, { message: CONTACT.messageMin }), z.maxLength(5000, { message: CONTACT.messageMax }), freeText()),
  consentToPrivacyPolicy: z.literal(true, { message: CONTACT.consentRequired }),
}));
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** What POST /api/contact answers on success. */
export interface ContactReply {
  message: typeof CONTACT.sent;
}
