// Deleting a user's login from Cognito, the erasure's step (lib/users/erasure). Imported on first need.
import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, userPoolId } from '../platform/cognito';

/** Delete the user's login; one already gone is fine (an earlier run got that far). */
export async function deleteUser(username: string): Promise<void> {
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: username }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
}
