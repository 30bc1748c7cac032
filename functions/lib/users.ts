// The Cognito user directory as the functions see it: a user's attributes, signing a user out everywhere, deleting
// a login, the groups that give roles and a group's members' e-mails (admin API, server side only). Callers import this module on first need (a new user's first call, the deletion processor), so the
// Cognito client is not loaded nor created at a cold start.
import {
  AdminAddUserToGroupCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
  paginateListUsersInGroup,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLES, roleFromGroups, type Role } from '../contracts/roles';

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

/** The groups that give roles: every role but the plain user's. */
const ROLE_GROUPS: readonly string[] = ROLES.filter((r) => r !== 'user');

/** The user's role as their groups give it now (what their next token will say). */
export async function roleOf(username: string): Promise<Role> {
  const res = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId(), Username: username, Limit: 60 }));
  return roleFromGroups((res.Groups ?? []).map((g) => g.GroupName ?? ''));
}

/** Move the user into the group of `role` and out of the other role groups; the next token carries the role. */
export async function setRole(username: string, role: Role): Promise<void> {
  const res = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId(), Username: username, Limit: 60 }));
  const current = new Set((res.Groups ?? []).map((g) => g.GroupName ?? ''));
  if (role !== 'user' && !current.has(role)) {
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId(), Username: username, GroupName: role }));
  }
  for (const group of ROLE_GROUPS) {
    if (group !== role && current.has(group)) {
      await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId(), Username: username, GroupName: group }));
    }
  }
}

/** How many users the admin group holds (admins are few: one page of 60 is read at a time). */
export async function adminCount(): Promise<number> {
  let total = 0;
  let NextToken: string | undefined;
  do {
    const res = await cognito.send(new ListUsersInGroupCommand({ UserPoolId: userPoolId(), GroupName: 'admin', Limit: 60, NextToken }));
    total += res.Users?.length ?? 0;
    NextToken = res.NextToken;
  } while (NextToken);
  return total;
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
