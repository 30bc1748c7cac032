// Amplify Auth set-up from the runtime configuration (Amplify is used for Auth only).
import { Amplify } from 'aws-amplify';
import { ConsoleLogger } from 'aws-amplify/utils';
import type { RuntimeConfig } from '@contracts/config';

export function configureAmplify(config: RuntimeConfig): void {
  const configure = () =>
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
  if (!config.userPoolEndpoint) return configure();
  // Amplify warns on every configure (every page load) that a custom user pool endpoint is set. Ours is the local
  // stand-in, set on purpose by /config.json: that one warning is muted, only while configuring; all others show.
  const level = ConsoleLogger.LOG_LEVEL;
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  try {
    configure();
  } finally {
    ConsoleLogger.LOG_LEVEL = level;
  }
}
