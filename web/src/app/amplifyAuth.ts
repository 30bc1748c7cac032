// The lazily loaded part of Amplify (Auth only, see amplify.ts): its configuration from the runtime configuration,
// and the Auth calls and Hub events the web uses.
import { Amplify } from 'aws-amplify';
import { ConsoleLogger } from 'aws-amplify/utils';
import type { RuntimeConfig } from '@contracts/config';

export {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  fetchMFAPreference,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  setUpTOTP,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
export { Hub } from 'aws-amplify/utils';

export function configure(config: RuntimeConfig): void {
  const apply = () =>
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          loginWith: { email: true },
          signUpVerificationMethod: 'code',
        },
      },
    });
  if (!config.userPoolEndpoint) return apply();
  // Amplify warns on every configure (every page load) that a custom user pool endpoint is set. Ours is the local
  // stand-in, set on purpose by /config.json: that one warning is muted, only while configuring; all others show.
  const level = ConsoleLogger.LOG_LEVEL;
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  try {
    apply();
  } finally {
    ConsoleLogger.LOG_LEVEL = level;
  }
}
