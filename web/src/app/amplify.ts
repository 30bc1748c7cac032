// Amplify Auth set-up from the runtime configuration (Amplify is used for Auth only).
import { Amplify } from 'aws-amplify';
import type { RuntimeConfig } from '@contracts/config';

export function configureAmplify(config: RuntimeConfig): void {
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
}
