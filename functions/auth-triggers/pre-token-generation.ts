// Cognito pre-token-generation trigger: every ID token carries whether its user has TOTP on in the pool when it is issued
// (sign-in and each refresh), read with AdminGetUser (a grant only this trigger's role holds); admin rights read the claim.
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { SECOND_FACTOR_CLAIM, SECOND_FACTOR_TOTP } from '../lib/platform/caller';
import { cognito } from '../lib/platform/cognito';

/** Cognito's name for an authenticator app (TOTP) in a user's MFA settings. */
const SOFTWARE_TOKEN_MFA = 'SOFTWARE_TOKEN_MFA';

export async function handler(event: PreTokenGenerationTriggerEvent): Promise<PreTokenGenerationTriggerEvent> {
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: event.userPoolId, Username: event.userName }));
  const totp = (user.UserMFASettingList ?? []).includes(SOFTWARE_TOKEN_MFA);
  event.response = {
    claimsOverrideDetails: {
      ...event.response?.claimsOverrideDetails,
      claimsToAddOrOverride: { [SECOND_FACTOR_CLAIM]: totp ? SECOND_FACTOR_TOTP : 'none' },
    },
  };
  return event;
}
