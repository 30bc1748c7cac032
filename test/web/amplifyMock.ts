// A vi.fn() for each Amplify Auth call the web makes; test files install it with vi.mock('aws-amplify/auth', ...).
import { vi } from 'vitest';

export const amplifyAuth = {
  fetchAuthSession: vi.fn(),
  signIn: vi.fn(),
  signUp: vi.fn(),
  signOut: vi.fn(),
  confirmSignUp: vi.fn(),
  resendSignUpCode: vi.fn(),
  resetPassword: vi.fn(),
  confirmResetPassword: vi.fn(),
  confirmSignIn: vi.fn(),
  fetchMFAPreference: vi.fn(),
  setUpTOTP: vi.fn(),
  verifyTOTPSetup: vi.fn(),
  updateMFAPreference: vi.fn(),
};

/** An Error as Amplify throws it: the Cognito exception's name and the server's message. */
export function cognitoError(name: string, message = `${name} from Cognito`): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** A session whose id token carries these claims. */
export function sessionWith(claims: Record<string, unknown>) {
  return { tokens: { idToken: { payload: claims, toString: () => 'id-token-jwt' }, accessToken: { payload: {} } } };
}

export function resetAmplifyMocks() {
  for (const fn of Object.values(amplifyAuth)) fn.mockReset();
  amplifyAuth.fetchAuthSession.mockResolvedValue({});
  amplifyAuth.signOut.mockResolvedValue(undefined);
  amplifyAuth.fetchMFAPreference.mockResolvedValue({});
}
