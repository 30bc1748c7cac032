// Maps Cognito's answers to a password change (by exception name) to the spec's messages.
import { newPassword as passwordPolicy } from '@contracts/auth';
import { AUTH, PASSWORD_CHANGE, PASSWORD_CHANGE_DIALOG } from '@contracts/messages';
import { authErrorName } from '../../lib/authErrors';

/** Cognito's wording when the pool's password history refuses a password used before. */
const REUSED_PASSWORD = /previous|history|reuse|same|different/i;

/** The change's failure; a new password the pool refused is named by the rule it breaks (never the server's raw text). */
export function passwordChangeErrorMessage(error: unknown, newPassword: string): string {
  const text = error instanceof Error ? error.message : '';
  switch (authErrorName(error)) {
    case 'InvalidPasswordException':
      if (REUSED_PASSWORD.test(text)) return PASSWORD_CHANGE.sameAsCurrentServer;
      return passwordPolicy.safeParse(newPassword).error?.issues[0]?.message ?? AUTH.passwordHint;
    case 'NotAuthorizedException':
      return PASSWORD_CHANGE_DIALOG.currentIncorrect;
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return PASSWORD_CHANGE_DIALOG.tooManyAttempts;
    case 'UserUnAuthenticatedException':
      return PASSWORD_CHANGE.noSession;
    default:
      return PASSWORD_CHANGE_DIALOG.failed;
  }
}
