// The Amplify Auth calls of the account screens: sign in, sign up and confirm, password reset.
import { USER_ATTRIBUTES, type RuntimeConfig } from '@contracts/config';
import { amplify } from '../../app/amplify';

/** The bot-protection token travels as client metadata; the Cognito triggers verify it when Turnstile is configured. */
export const BOT_TOKEN_METADATA_KEY = 'turnstileToken';

function botMetadata(botToken: string): { clientMetadata?: Record<string, string> } {
  return botToken ? { clientMetadata: { [BOT_TOKEN_METADATA_KEY]: botToken } } : {};
}

export type SignInOutcome = 'signedIn' | 'confirmSignUp' | 'other';

export async function signInWithEmail(input: {
  email: string;
  password: string;
  authFlowType: RuntimeConfig['authFlowType'];
  botToken: string;
}): Promise<SignInOutcome> {
  const { signIn } = await amplify();
  const { isSignedIn, nextStep } = await signIn({
    username: input.email,
    password: input.password,
    options: { authFlowType: input.authFlowType, ...botMetadata(input.botToken) },
  });
  if (isSignedIn) return 'signedIn';
  // Amplify reports an unconfirmed account as a next step rather than an error.
  return nextStep.signInStep === 'CONFIRM_SIGN_UP' ? 'confirmSignUp' : 'other';
}

/** Creates the account with its display name and the privacy consent's timestamp; true when a confirmation is needed. */
export async function signUpWithEmail(input: {
  displayName: string;
  email: string;
  password: string;
  botToken: string;
  consentAt: Date;
}): Promise<{ confirmationNeeded: boolean }> {
  const { signUp } = await amplify();
  const { isSignUpComplete, nextStep } = await signUp({
    username: input.email,
    password: input.password,
    options: {
      userAttributes: {
        email: input.email,
        name: input.displayName,
        [USER_ATTRIBUTES.privacyConsentAt]: input.consentAt.toISOString(),
      },
      ...botMetadata(input.botToken),
    },
  });
  return { confirmationNeeded: !isSignUpComplete && nextStep.signUpStep === 'CONFIRM_SIGN_UP' };
}

export async function confirmAccount(email: string, code: string): Promise<void> {
  const { confirmSignUp } = await amplify();
  await confirmSignUp({ username: email, confirmationCode: code });
}

export async function resendConfirmation(email: string): Promise<void> {
  const { resendSignUpCode } = await amplify();
  await resendSignUpCode({ username: email });
}

export async function requestPasswordReset(email: string, botToken: string): Promise<void> {
  const { resetPassword } = await amplify();
  await resetPassword({ username: email, options: botMetadata(botToken) });
}

/** Sets the new password with the code the reset link carries. */
export async function setNewPassword(email: string, code: string, newPassword: string): Promise<void> {
  const { confirmResetPassword } = await amplify();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}
