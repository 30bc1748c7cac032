// Signing a user out on every device (Cognito's global sign-out): a deletion request and a role change do it.
// Callers import this module on first need.
import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, userPoolId } from '../platform/cognito';

/** Revoke the user's refresh tokens on every device. */
export async function signOutUser(username: string): Promise<void> {
  await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: username }));
}
