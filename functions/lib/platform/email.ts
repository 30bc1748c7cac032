// Outgoing e-mail from the product's sender, FROM_EMAIL: its shape, HTML escaping, headers made one line (nothing a
// user typed can add a header), dates as a reader reads them, and the send, which loads the SES client (lib/platform/ses.ts) on
// first use; locally SES is the embedded stand-in, whose inbox page is the local mailbox.
import { isOneLine, singleLine } from '../../contracts/text';

export interface OutgoingEmail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string[];
}

function fromAddress(): string {
  const from = process.env.FROM_EMAIL;
  if (!from) throw new Error('FROM_EMAIL is not set');
  return from;
}

/** The longest subject line we send. */
export const SUBJECT_MAX_LENGTH = 250;

/**
 * The e-mail as it may go out: the subject one line (control characters and line breaks become spaces) and cut to
 * length; addresses with a line break or control character dropped.
 */
export function headerSafe(email: OutgoingEmail): OutgoingEmail {
  const addresses = (list: string[] | undefined) => list?.filter(isOneLine);
  return { ...email, to: addresses(email.to) ?? [], replyTo: addresses(email.replyTo), subject: singleLine(email.subject, SUBJECT_MAX_LENGTH) };
}

/** Send one e-mail; resolves to SES's message id and rejects with SES's error. */
export async function sendEmail(email: OutgoingEmail): Promise<string> {
  const from = fromAddress();
  const { sendThroughSes } = await import('./ses');
  return sendThroughSes(from, headerSafe(email));
}

/** Text made safe to place in an e-mail's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

let emailDateFormat: Intl.DateTimeFormat | undefined;

/**
 * An instant as an e-mail states it, e.g. '1 March 2025, 10:00 UTC': the day in words, so no reader takes 01/03 for
 * January, and the zone said, since the reader's own is not known.
 */
export function emailDate(iso: string): string {
  // Built on first use: a DateTimeFormat loads its locale's data, which a cold start that sends no e-mail never needs.
  emailDateFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
  const part = Object.fromEntries(emailDateFormat.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} UTC`;
}
