// The token request e-mail (spec document 1 section 4): a mailto: link to the support address with a prefilled
// subject and body (user, id, amounts, reason), opened in the user's mail client.
import { tokenRequestSize } from '@contracts/account';
import type { Profile } from '@contracts/profile';
import { followLink } from '../../lib/followLink';

const tokens = (n: number) => `${n.toLocaleString('en-US')} tokens`;

export function tokenRequestMailto(supportEmail: string, profile: Profile, amount: number, reason: string): string {
  const subject = `Token Request: ${tokens(amount)}`;
  const body = [
    'Hello,',
    '',
    'I would like to request more tokens.',
    '',
    `User: ${profile.displayName} (${profile.email})`,
    `User ID: ${profile.id}`,
    `Current balance: ${tokens(profile.tokenBalance)}`,
    `Monthly allocation: ${tokens(profile.monthlyTokenAllocation)}`,
    `Requested amount: ${tokens(amount)} (${tokenRequestSize(amount)})`,
    `Reason: ${reason}`,
  ].join('\n');
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Hands a mailto: link to the browser, which opens the user's mail client; throws when the browser refuses. */
export const openMailClient = (url: string): void => followLink(url);
