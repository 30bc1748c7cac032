// The Amplify Auth calls of the account screens: sign in (and its TOTP code step), sign up and confirm, password reset,
// and the second factor's set-up and setting.
import { USER_ATTRIBUTES, type RuntimeConfig } from '@contracts/config';
import { amplify } from '../../app/amplify';

/** The bot-protection token travels as client metadata; the Cognito triggers verify it when Turnstile is configured. */
export const BOT_TOKEN_METADATA_KEY = 'turnstileToken';

function botMetadata(botToken: string): { clientMetadata?: Record<string, string> } {
  return botToken ? { clientMetadata: { [BOT_TOKEN_METADATA_KEY]: botToken } } : {};
}

export type SignInOutcome = 'signedIn' | 'confirmSignUp' | 'totpCode' | 'other';

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
  // Amplify reports an unconfirmed account, and a second factor to give, as next steps rather than errors.
  if (nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
  return nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' ? 'totpCode' : 'other';
}

/** Completes a sign-in with the code of the user's authenticator app; true once signed in. */
export async function confirmTotpCode(code: string): Promise<boolean> {
  const { confirmSignIn } = await amplify();
  const { isSignedIn } = await confirmSignIn({ challengeResponse: code });
  return isSignedIn;
}

/** Whether the signed-in user signs in with a TOTP code. */
export async function totpEnabled(): Promise<boolean> {
  const { fetchMFAPreference } = await amplify();
  const { enabled } = await fetchMFAPreference();
  return enabled?.includes('TOTP') ?? false;
}

/** A new TOTP secret for the signed-in user: the key to type and the otpauth URI its QR code holds. */
export async function startTotpSetup(appName: string, accountName: string): Promise<{ secret: string; uri: string }> {
  const { setUpTOTP } = await amplify();
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri(appName, accountName).toString() };
}

/** Checks a code of the new secret and makes TOTP the user's second factor at every sign-in. */
export async function finishTotpSetup(code: string): Promise<void> {
  const { verifyTOTPSetup, updateMFAPreference } = await amplify();
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
  await refreshTokens();
}

/** Signs the user in with the password alone again. */
export async function turnOffTotp(): Promise<void> {
  const { updateMFAPreference } = await amplify();
  await updateMFAPreference({ totp: 'DISABLED' });
  await refreshTokens();
}

/**
 * New tokens at once: the pool's pre-token-generation trigger writes whether TOTP is on into each token it issues, and
 * admin rights read it there, so the console's calls after the change carry the change.
 */
async function refreshTokens(): Promise<void> {
  const { fetchAuthSession } = await amplify();
  await fetchAuthSession({ forceRefresh: true });
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
