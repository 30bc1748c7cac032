// The admins' e-mail about a new provider suggestion: every field of the submission and a link to the review tab,
// sent through SES to the members of the Cognito admin group (loaded on first use), replies going to the business.
import { DEFAULT_SITE_NAME } from '../../contracts/config';
import { serviceLabel } from '../../contracts/providerSuggestion/entity';
import { type ProviderSuggestion } from '../../contracts/providerSuggestion/entity';
import { emailDate, escapeHtml, sendEmail, type OutgoingEmail } from '../platform/email';
import { logger } from '../platform/logger';

/** SES takes at most 50 recipients per message. */
const MAX_RECIPIENTS = 50;
const ADMIN_GROUP = 'admin';
/** The admin console's tab where suggestions are reviewed. */
export const SUGGESTIONS_TAB_PATH = '/admin?tab=suggestions';

/** The submission as label and value, in the form's order. */
export function suggestionDetails(suggestion: ProviderSuggestion): Array<[string, string]> {
  const { contactInfo: contact } = suggestion;
  return [
    ['Business name', suggestion.name],
    ['Services', suggestion.services.map(serviceLabel).join(', ')],
    ['Location', `${suggestion.city}, ${suggestion.country}`],
    ['Address', contact.address ?? 'Not given'],
    ['Contact name', suggestion.contactName],
    ['Email', contact.email],
    ['Phone', contact.phone],
    ['Website', contact.website ?? 'Not given'],
    ['Submitted', emailDate(suggestion.createdAt)],
  ];
}

/** The e-mail the admins get for one suggestion. */
export function suggestionEmail(suggestion: ProviderSuggestion, to: string[], siteName: string, siteUrl: string | undefined): OutgoingEmail {
  const details = suggestionDetails(suggestion);
  const reviewUrl = siteUrl ? `${siteUrl}${SUGGESTIONS_TAB_PATH}` : undefined;
  const sections: Array<[string, string | undefined]> = [
    ['Description', suggestion.description],
    ['Additional information', suggestion.additionalInfo],
  ];
  const review = 'The business agreed to the terms and conditions and to the privacy policy. Review it in the admin console';
  return {
    to,
    replyTo: [suggestion.contactInfo.email],
    subject: `[${siteName}] New business submission: ${suggestion.name}`,
    text: [
      `A business asked to be listed on ${siteName}.`,
      '',
      ...details.map(([label, value]) => `${label}: ${value}`),
      ...sections.flatMap(([label, value]) => (value ? ['', `${label}:`, value] : [])),
      '',
      reviewUrl ? `${review}: ${reviewUrl}` : `${review}.`,
    ].join('\n'),
    html: [
      `<h2>New business submission on ${escapeHtml(siteName)}</h2>`,
      '<table>',
      ...details.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
      '</table>',
      ...sections.flatMap(([label, value]) => (value ? [`<h3>${label}</h3>`, `<p style="white-space:pre-wrap">${escapeHtml(value)}</p>`] : [])),
      reviewUrl ? `<p>${review}: <a href="${escapeHtml(reviewUrl)}">${escapeHtml(reviewUrl)}</a></p>` : `<p>${review}.</p>`,
    ].join('\n'),
  };
}

/**
 * E-mail the admins about a stored suggestion. The suggestion is kept whatever happens here (the admin console lists
 * it), so a failure is logged, not answered: the business is not asked to send it again.
 */
export async function noticeAdmins(suggestion: ProviderSuggestion): Promise<number> {
  try {
    const { groupEmails } = await import('../platform/groupEmails');
    const admins = await groupEmails(ADMIN_GROUP);
    if (!admins.length) {
      logger.warn('No admin to e-mail about a provider suggestion', { suggestionId: suggestion.id });
      return 0;
    }
    const siteName = process.env.SITE_NAME ?? DEFAULT_SITE_NAME;
    for (let i = 0; i < admins.length; i += MAX_RECIPIENTS) {
      await sendEmail(suggestionEmail(suggestion, admins.slice(i, i + MAX_RECIPIENTS), siteName, process.env.SITE_URL));
    }
    return admins.length;
  } catch (error) {
    logger.error('Admins not e-mailed about a provider suggestion', { suggestionId: suggestion.id, error: error as Error });
    return 0;
  }
}
