// The links that carry Cognito's codes by e-mail: the same on AWS (custom-message trigger) and locally (adapter).
export const CONFIRM_PATH = '/register';
export const RESET_PATH = '/reset-password';

/** Link to the register page's confirmation step. `code` may be Cognito's `{####}` placeholder. */
export function confirmationLink(siteUrl: string, email: string, code: string): string {
  return `${siteUrl}${CONFIRM_PATH}?confirm=1&email=${encodeURIComponent(email)}&code=${code}`;
}

/** Link to the reset-password page, read as type=recovery with the code as token. */
export function resetLink(siteUrl: string, email: string, code: string): string {
  return `${siteUrl}${RESET_PATH}?type=recovery&email=${encodeURIComponent(email)}&token=${code}`;
}

export const EMAIL_SUBJECTS = {
  confirm: (site: string) => `Confirm your ${site} account`,
  reset: (site: string) => `Reset your ${site} password`,
} as const;

export function confirmationEmailHtml(site: string, link: string): string {
  return `<p>Welcome to ${site}!</p><p>Please confirm your e-mail address to finish creating your account:</p><p><a href="${link}">Confirm my account</a></p><p>If you did not sign up, you can ignore this e-mail.</p>`;
}

export function resetEmailHtml(site: string, link: string): string {
  return `<p>We received a request to reset your ${site} password.</p><p><a href="${link}">Reset my password</a></p><p>The link is valid for one hour. If you did not ask for it, you can ignore this e-mail.</p>`;
}
