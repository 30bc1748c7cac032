// Contact messages: composed for the support team and e-mailed to SUPPORT_EMAIL with Reply-To the sender.
// Nothing is stored; the message lives only in the support mailbox.
import { DEFAULT_SITE_NAME } from '../../contracts/config';
import type { ContactMessage } from '../../contracts/contact';
import { CONTACT } from '../../contracts/messages';
import { escapeHtml, sendEmail, type OutgoingEmail } from '../platform/email';
import { logger } from '../platform/logger';
import { DomainError } from '../platform/outcomes';

function supportAddress(): string {
  const address = process.env.SUPPORT_EMAIL;
  if (!address) throw new Error('SUPPORT_EMAIL is not set');
  return address;
}

/** The e-mail the support team receives for one contact message. */
export function contactEmail(message: ContactMessage, to: string, siteName: string): OutgoingEmail {
  const fields: Array<[string, string]> = [
    ['Name', message.name],
    ['Email', message.email],
    ['Phone', message.phone ?? 'Not given'],
    ['Subject', message.subject],
  ];
  const text = [...fields.map(([k, v]) => `${k}: ${v}`), '', message.message, '', 'The sender agreed to the privacy policy.'].join('\n');
  const html = [
    `<h2>New contact message on ${escapeHtml(siteName)}</h2>`,
    '<table>',
    ...fields.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    '<p>The sender agreed to the privacy policy.</p>',
  ].join('\n');
  return { to: [to], replyTo: [message.email], subject: `[${siteName} contact] ${message.subject}`, text, html };
}

/** E-mail the message to support; an SES failure is logged and answered 502 with the spec's message. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  const email = contactEmail(message, supportAddress(), process.env.SITE_NAME ?? DEFAULT_SITE_NAME);
  try {
    await sendEmail(email);
  } catch (error) {
    logger.error('Contact message not sent', { error: error as Error });
    throw new DomainError('upstream-failed', CONTACT.failed);
  }
}
