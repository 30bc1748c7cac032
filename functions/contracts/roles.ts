// The roles and how they are read from Cognito groups (zod-free, so the web's entry stays small).
export const ROLES = ['admin', 'provider', 'user'] as const;
export type Role = (typeof ROLES)[number];
/** The role from the `cognito:groups` claim: admin wins over provider; anything else is a user. */
export function roleFromGroups(groups: readonly string[] | undefined): Role {
  if (groups?.includes('admin')) return 'admin';
  if (groups?.includes('provider')) return 'provider';
  return 'user';
}
export const ROLE_LABEL: Record<Role, string> = { admin: 'Admin', provider: 'Provider', user: 'User' };
