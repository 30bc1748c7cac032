// The Cognito groups that give roles, as User Management changes them: moving a user between role groups, and how many
// admins there are. Imported on first need.
import {
  AdminAddUserToGroupCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLES, type Role } from '../../contracts/roles';
import { cognito, userPoolId } from '../platform/cognito';

/** The groups that give roles: every role but the plain user's. */
const ROLE_GROUPS: readonly string[] = ROLES.filter((r) => r !== 'user');

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
