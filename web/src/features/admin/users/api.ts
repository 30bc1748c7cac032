// User Management's calls (spec document 2, section 7): the list on SWR's cache (60 s, cleared after any change), one
// user with their consent data, and the writes, each followed by clearing the list (a user's access too: disable,
// enable, sign out everywhere); and the tab's writes with section 8's toasts (useUserWrites).
import { USERS_PAGE_SIZE, type AdminUser, type AdminUserList, type AdminUserReply, type AdminUsersChanged, type UserAccessAction, type UserChanges } from '@contracts/adminUsers';
import { API } from '@contracts/api';
import type { Role } from '@contracts/roles';
import { nameOf } from './RoleChangeConfirm';
import { ADMIN_USERS } from '@contracts/messages';
import { apiFetch } from '../../../api/client';
import { failureText } from '../../../api/mutation';
import { useMutation } from '../../../api/useMutation';
import { useApi } from '../../../api/useApi';
import { clearCache, userListCache } from '../kit/cache';

export interface UserListParams {
  page: number;
  query: string;
  role: Role | 'all';
}

/** The list's URL: page, the page size, the search when given, the role unless 'all'. */
export function usersUrl({ page, query, role }: UserListParams, cursor?: string | null): `/api/admin/users?${string}` {
  const params = new URLSearchParams({ page: String(page), limit: String(USERS_PAGE_SIZE) });
  if (query.trim()) params.set('query', query.trim());
  if (role !== 'all') params.set('role', role);
  if (cursor) params.set('cursor', cursor);
  return `${API.adminUsers}?${params.toString()}`;
}

export function useUsers(params: UserListParams) {
  return useApi<`/api/admin/users?${string}`, AdminUserList>(usersUrl(params), userListCache);
}

export const fetchUsersPage = (params: UserListParams, cursor: string | null) => apiFetch(usersUrl(params, cursor));

export const fetchUser = (id: string): Promise<AdminUserReply> => apiFetch(`/api/admin/users/${encodeURIComponent(id)}?includeMetadata=true`);

const changed = async <T>(write: Promise<T>): Promise<T> => {
  const result = await write;
  await clearCache(API.adminUsers);
  return result;
};

export const updateUser = (user: AdminUser, changes: UserChanges) =>
  changed(apiFetch(API.adminUsers, { method: 'PUT', body: { userId: user.id, ...changes } }) as Promise<AdminUserReply>);
export const resetUserTokens = (user: AdminUser) =>
  changed(apiFetch(API.adminUsers, { method: 'PUT', body: { userId: user.id, reset_tokens: true, token_request_pending: false } }) as Promise<AdminUserReply>);
export const deleteUser = (user: AdminUser) => changed(apiFetch(API.adminUsers, { method: 'DELETE', body: { userId: user.id } }));
export const bulkDeleteUsers = (ids: string[]) => changed(apiFetch(API.adminUsers, { method: 'DELETE', body: { userIds: ids } }));
export const bulkResetTokens = (ids: string[]) =>
  changed(apiFetch(API.adminUsers, { method: 'PUT', body: { userIds: ids, bulk_reset_tokens: true } }) as Promise<AdminUsersChanged>);
export const setUserAccess = ({ user, action }: { user: AdminUser; action: UserAccessAction }): Promise<AdminUserReply> =>
  changed(apiFetch(`/api/admin/users/${encodeURIComponent(user.id)}/access`, { method: 'POST', body: { action } }));
export const bulkUpdateRole = ({ ids, role }: { ids: string[]; role: Role }) =>
  changed(apiFetch(API.adminUsers, { method: 'PUT', body: { userIds: ids, bulk_update_role: true, role } }) as Promise<AdminUsersChanged>);

/** A confirmation the tab is waiting on. */
export type PendingUserAction =
  | { kind: 'delete'; user: AdminUser }
  | { kind: 'role'; user: AdminUser; role: Role }
  | { kind: 'reset'; user: AdminUser }
  | { kind: 'access'; user: AdminUser; action: UserAccessAction }
  | { kind: 'bulk-delete' }
  | { kind: 'bulk-reset' }
  | { kind: 'bulk-role'; role: Role | undefined };

/** What the toast says an access action did, naming the user. */
const ACCESS_DONE: Record<UserAccessAction, (name: string) => string> = {
  disable: ADMIN_USERS.disabledDone,
  enable: ADMIN_USERS.enabledDone,
  'sign-out': ADMIN_USERS.signedOutDone,
};

/** The tab's writes with their toasts; `done` closes the confirmation, `deleted` drops deleted users from the selection. */
export function useUserWrites({ done, deleted }: { done: () => void; deleted: (ids: string[]) => void }) {
  const single = useMutation(
    async (p: PendingUserAction) => {
      if (p.kind === 'delete') return deleteUser(p.user);
      if (p.kind === 'role') return updateUser(p.user, { role: p.role });
      return undefined;
    },
    {
      success: (_, p) => (p.kind === 'delete' ? { kind: 'success', title: ADMIN_USERS.deleted, brief: true } : { kind: 'success', title: ADMIN_USERS.updated, brief: true }),
      failure: (error, p) => ({ kind: 'error', title: (p.kind === 'delete' ? ADMIN_USERS.deleteFailed : ADMIN_USERS.updateFailed) + failureText(error) }),
      onSuccess: (_, p) => {
        if (p.kind === 'delete') deleted([p.user.id]);
        done();
      },
    },
  );
  const reset = useMutation(resetUserTokens, {
    success: ({ user }) => ({ kind: 'success', title: ADMIN_USERS.tokensReset, description: ADMIN_USERS.tokensResetDetail(nameOf(user), user.token_balance) }),
    failure: (error) => ({ kind: 'error', title: ADMIN_USERS.resetFailed + failureText(error) }),
    onSuccess: done,
  });
  const access = useMutation(setUserAccess, {
    success: (_, { user, action }) => ({ kind: 'success', title: ACCESS_DONE[action](nameOf(user)) }),
    failure: (error) => ({ kind: 'error', title: ADMIN_USERS.accessFailed + failureText(error) }),
    onSuccess: done,
  });
  const bulkDelete = useMutation(bulkDeleteUsers, {
    success: (_, ids) => ({ kind: 'success', title: ADMIN_USERS.bulkDeleted(ids.length), brief: true }),
    failure: (error) => ({ kind: 'error', title: ADMIN_USERS.bulkDeleteFailed + failureText(error) }),
    onSuccess: (_, ids) => {
      deleted(ids);
      done();
    },
  });
  const bulkReset = useMutation(bulkResetTokens, {
    success: (result) => ({ kind: 'success', title: ADMIN_USERS.bulkReset(result.count), brief: true }),
    failure: (error) => ({ kind: 'error', title: ADMIN_USERS.bulkResetFailed + failureText(error) }),
    onSuccess: done,
  });
  const bulkRole = useMutation(bulkUpdateRole, {
    success: (result, { role }) => ({ kind: 'success', title: ADMIN_USERS.bulkRoleUpdated(result.count, role), brief: true }),
    failure: (error) => ({ kind: 'error', title: ADMIN_USERS.bulkRoleFailed + failureText(error) }),
    onSuccess: done,
  });
  return { single, reset, access, bulkDelete, bulkReset, bulkRole, bulkBusy: bulkDelete.pending || bulkReset.pending || bulkRole.pending };
}
