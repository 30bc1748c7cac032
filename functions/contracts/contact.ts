// The contact form (spec document 1 sections 3 and 5): its fields, rules and the messages the web and API share.
import * as z from 'zod';
import { email } from './auth';
import { AUTH, CONTACT } from './messages';

/** Largest contact request body the API accepts; the form's own limits keep a real message far below it. */
export const CONTACT_MAX_BODY_BYTES = 16 * 1024;
/** Messages one client may send before it has to wait for the window to pass. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 } as const;

/** One line of text: surrounding space trimmed, inner runs of white space (line breaks included) made one space. */
const line = (min: number, max: number, minMessage: string, maxMessage: string) =>
  z
    .string({ message: minMessage })
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(min, { message: minMessage }).max(max, { message: maxMessage }));

export const contactMessageSchema = z.object({
  name: line(2, 100, CONTACT.nameMin, CONTACT.nameMax),
  email: z.string({ message: AUTH.emailInvalid }).pipe(email),
  phone: z
    .string()
    .trim()
    .max(40, { message: CONTACT.phoneMax })
    .optional()
    .transform((v) => v || undefined),
  subject: line(2, 200, CONTACT.subjectMin, CONTACT.subjectMax),
  message: z
    .string({ message: CONTACT.messageMin })
    .trim()
    .min(10, { message: CONTACT.messageMin })
    .max(5000, { message: CONTACT.messageMax }),
  consentToPrivacyPolicy: z.literal(true, { message: CONTACT.consentRequired }),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** What POST /api/contact answers on success. */
export interface ContactReply {
  message: typeof CONTACT.sent;
}
