// The provider's e-mail about a lead: the customer, the request and its details, sent through SES. The lead records
// when its provider was notified; a failed e-mail is logged and leaves the lead as it was. A provider gets a bounded
// number of these e-mails an hour, whoever sends them (lib/platform/limits).
import { DEFAULT_SITE_NAME } from '../../contracts/config';
import { leadRef, noticeCount, type Lead } from '../../contracts/lead/entity';
import type { Provider } from '../../contracts/provider/entity';
import { emailDate, escapeHtml, sendEmail, type OutgoingEmail } from '../platform/email';
import { claimNotification, getLead, releaseNotification } from './leads';
import { PROVIDER_LIMITS } from '../platform/limits';
import { logger } from '../platform/logger';
import { getProvider } from '../providers';
import { enforce } from '../platform/rateLimit';

export type NotifyOutcome =
  | { sent: true; lead: Lead }
  | { sent: false; reason: 'already-notified' | 'unreachable' | 'email-failed' };

const PRIORITY_LABEL: Record<Lead['priority'], string> = { low: 'Low', normal: 'Normal', high: 'High', emergency: 'Emergency' };
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/** The lead's details as label and value, in the order the e-mail shows them. */
export function leadDetails(lead: Lead): Array<[string, string]> {
  return [
    ['Customer', lead.user.displayName],
    ['Customer e-mail', lead.user.email],
    ['Priority', PRIORITY_LABEL[lead.priority]],
    ['Location', [lead.city, lead.country].filter(Boolean).join(', ') || 'Not given'],
    ['Callback requested', lead.requestCallback ? `Yes, on ${lead.mobileNumber ?? 'the number to be confirmed'}` : 'No'],
    ['More information requested', yesNo(lead.requestMoreInfo)],
    ['Appointment requested', yesNo(lead.requestAppointment)],
    ['Safety considerations', lead.safetyConsiderations.length ? lead.safetyConsiderations.map(capitalised).join(', ') : 'None'],
    ['Reference', `#${leadRef(lead.id)}`],
    ['Sent', emailDate(lead.createdAt)],
  ];
}

/** The e-mail to the provider; replies go to the customer. */
export function leadEmail(lead: Lead, provider: Provider & { contactInfo: { email: string } }, siteName: string): OutgoingEmail {
  const details = leadDetails(lead);
  const rows = details.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('');
  const message = escapeHtml(lead.message).replace(/\n/g, '<br>');
  return {
    to: [provider.contactInfo.email],
    replyTo: lead.user.email ? [lead.user.email] : undefined,
    subject: `New ${PRIORITY_LABEL[lead.priority].toLowerCase()} priority request from ${lead.user.displayName} (Ref #${leadRef(lead.id)})`,
    html:
      `<p>Hello ${escapeHtml(provider.name)},</p><p>A customer sent you a pest control request through ${escapeHtml(siteName)}.</p>` +
      `<table>${rows}</table><h3>Message</h3><p>${message}</p><p>Reply to this e-mail to answer the customer.</p>`,
    text:
      `Hello ${provider.name},\n\nA customer sent you a pest control request through ${siteName}.\n\n` +
      `${details.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nMessage:\n${lead.message}\n\nReply to this e-mail to answer the customer.\n`,
  };
}

/**
 * E-mail the lead's provider. With `once` only a lead not yet notified (its owner's one notice, an admin's first);
 * without it again, however often it was (an admin's 'Notify again'). Each notice is counted on the lead.
 */
export async function notifyProvider(lead: Lead, once: boolean, now = new Date()): Promise<NotifyOutcome> {
  const provider = await getProvider(lead.providerId);
  const email = provider?.contactInfo.email;
  if (!provider || !email) return { sent: false, reason: 'unreachable' };
  await enforce('provider-notifications', provider.id, PROVIDER_LIMITS.notifications);
  const at = now.toISOString();
  if (!(await claimNotification(lead, at, once))) return { sent: false, reason: 'already-notified' };
  try {
    await sendEmail(leadEmail(lead, { ...provider, contactInfo: { ...provider.contactInfo, email } }, process.env.SITE_NAME ?? DEFAULT_SITE_NAME));
  } catch (error) {
    logger.error('Lead notification e-mail failed; the lead is kept', { leadId: lead.id, providerId: provider.id, error: error as Error });
    await releaseNotification(lead.id, at, lead.notifiedAt);
    return { sent: false, reason: 'email-failed' };
  }
  return { sent: true, lead: (await getLead(lead.id)) ?? { ...lead, notifiedAt: at, notifyCount: noticeCount(lead) + 1 } };
}
