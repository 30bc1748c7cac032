// Whether a user may sign in (Cognito's AdminDisableUser and AdminEnableUser), as User Management's disable and enable
// change it. Imported on first need.
import { AdminDisableUserCommand, AdminEnableUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, userPoolId } from '../platform/cognito';

/** Disable (no sign-in, no refresh: Cognito answers 'User is disabled.') or enable the user's login. */
export async function setLoginEnabled(username: string, enabled: boolean): Promise<void> {
  const input = { UserPoolId: userPoolId(), Username: username };
  await cognito.send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
}
