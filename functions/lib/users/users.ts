// A user's Cognito attributes as the functions read them (admin API, server side only): the one Cognito read of a new
// user's first call, which creates the profile. Callers import this module on first need.
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, userPoolId } from '../platform/cognito';

/** The user's attributes by name (email, name, custom:...); undefined when the user no longer exists. */
export async function userAttributes(username: string): Promise<Record<string, string> | undefined> {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: username }));
    return Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']));
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}
