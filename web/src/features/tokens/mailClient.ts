// The token request e-mail: a mailto: link to the support address with a prefilled
// subject and body (user, id, amounts, reason), for the user's mail client (followed with lib/followLink).
import { tokenRequestSize } from '@contracts/account';
import type { Profile } from '@contracts/profile';
import { withThousands } from '@contracts/numbers';

/** An amount as the tokens tab and the e-mail write it: "50,000 tokens". */
export const formatTokens = (n: number) => `${withThousands(n)} tokens`;

export function tokenRequestMailto(supportEmail: string, profile: Profile, amount: number, reason: string): string {
  const subject = `Token Request: ${formatTokens(amount)}`;
  const body = [
    'Hello,',
    '',
    'I would like to request more tokens.',
    '',
    `User: ${profile.displayName} (${profile.email})`,
    `User ID: ${profile.id}`,
    `Current balance: ${formatTokens(profile.tokenBalance)}`,
    `Monthly allocation: ${formatTokens(profile.monthlyTokenAllocation)}`,
    `Requested amount: ${formatTokens(amount)} (${tokenRequestSize(amount)})`,
    `Reason: ${reason}`,
  ].join('\n');
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
