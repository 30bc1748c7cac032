// Maps Cognito's errors (by name) to the spec's messages for each account screen.
import { resetPassword } from '@contracts/auth';
import { AUTH, MFA } from '@contracts/messages';

export function authErrorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

function serverMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

export function loginErrorMessage(error: unknown): string {
  switch (authErrorName(error)) {
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
      return AUTH.invalidCredentials;
    default:
      return serverMessage(error) ?? AUTH.loginFailed;
  }
}

export function registerErrorMessage(error: unknown): string {
  switch (authErrorName(error)) {
    case 'UsernameExistsException':
      return AUTH.emailAlreadyRegistered;
    case 'InternalErrorException':
    case 'UnexpectedLambdaException':
      return AUTH.registerDatabaseError;
    default:
      return AUTH.registerFailed;
  }
}

/** The reset's failure; a password the pool refused is named by the rule it breaks (never the server's raw text). */
export function resetErrorMessage(error: unknown, password: string): string {
  switch (authErrorName(error)) {
    case 'ExpiredCodeException':
      return AUTH.resetLinkExpired;
    case 'CodeMismatchException':
      return AUTH.resetLinkInvalid;
    case 'InvalidPasswordException':
      return resetPassword.safeParse(password).error?.issues[0]?.message ?? AUTH.passwordHint;
    default:
      return AUTH.resetUnexpected;
  }
}

/** Confirming an already-confirmed account fails with NotAuthorizedException: the account is usable, so it counts as success. */
/** A refused TOTP code, at sign-in or at set-up, in the product's words. */
export function totpErrorMessage(error: unknown, fallback: string): string {
  switch (authErrorName(error)) {
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return MFA.codeInvalid;
    case 'ExpiredCodeException':
      return MFA.codeUsed;
    case 'NotAuthorizedException':
      return MFA.sessionExpired;
    default:
      return fallback;
  }
}

export function isAlreadyConfirmed(error: unknown): boolean {
  return authErrorName(error) === 'NotAuthorizedException';
}

export function isUnconfirmedAccount(error: unknown): boolean {
  return authErrorName(error) === 'UserNotConfirmedException';
}

export function messageOf(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
