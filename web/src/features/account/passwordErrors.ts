// Maps Cognito's answers to a password change (by exception name) to the spec's messages.
import { PASSWORD_CHANGE, PASSWORD_CHANGE_DIALOG } from '@contracts/messages';
import { authErrorName } from '../auth/authErrors';

/** Cognito's wording when the pool's password history refuses a password used before. */
const REUSED_PASSWORD = /previous|history|reuse|same|different/i;

export function passwordChangeErrorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  switch (authErrorName(error)) {
    case 'InvalidPasswordException':
      return REUSED_PASSWORD.test(text) ? PASSWORD_CHANGE.sameAsCurrentServer : text || PASSWORD_CHANGE_DIALOG.failed;
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
