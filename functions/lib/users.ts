// The Cognito user directory as the functions see it: a user's attributes, a group's members' e-mails, signing a user out everywhere and deleting
// a login (admin API, server side only). Callers import this module on first need (a new user's first call, the deletion processor), so the
// Cognito client is not loaded nor created at a cold start.
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  paginateListUsersInGroup,
} from '@aws-sdk/client-cognito-identity-provider';

const cognito = new CognitoIdentityProviderClient({});

function userPoolId(): string {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
}

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

/** Delete the user's login; one already gone is fine (an earlier run got that far). */
export async function deleteUser(username: string): Promise<void> {
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: username }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
}

/** Revoke the user's refresh tokens on every device. */
export async function signOutUser(username: string): Promise<void> {
  await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: username }));
}

/** The e-mail addresses of a group's enabled members (the admins, for the notices they get). */
export async function groupEmails(group: string): Promise<string[]> {
  const emails = new Set<string>();
  for await (const page of paginateListUsersInGroup({ client: cognito }, { UserPoolId: userPoolId(), GroupName: group })) {
    for (const user of page.Users ?? []) {
      const email = user.Attributes?.find((a) => a.Name === 'email')?.Value;
      if (email && user.Enabled !== false) emails.add(email);
    }
  }
  return [...emails];
}
