// User Management's calls (spec document 2, section 7): the list on SWR's cache (60 s, cleared after any change), one
// user with their consent data, and the writes, each followed by clearing the list.
import type { AdminUser, AdminUserList, AdminUserReply, AdminUsersChanged, UserChanges } from '@contracts/adminUsers';
import { API } from '@contracts/api';
import type { Role } from '@contracts/roles';
import { apiFetch } from '../../../api/client';
import { useApi } from '../../../api/useApi';
import { clearCache, userListCache } from '../kit/cache';

export interface UserListParams {
  page: number;
  query: string;
  role: Role | 'all';
}

/** The list's URL: page, limit 10, the search when given, the role unless 'all'. */
export function usersUrl({ page, query, role }: UserListParams, cursor?: string | null): `/api/admin/users?${string}` {
  const params = new URLSearchParams({ page: String(page), limit: '10' });
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
export const bulkUpdateRole = ({ ids, role }: { ids: string[]; role: Role }) =>
  changed(apiFetch(API.adminUsers, { method: 'PUT', body: { userIds: ids, bulk_update_role: true, role } }) as Promise<AdminUsersChanged>);
