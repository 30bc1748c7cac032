// The admin-user-management function's routes (spec document 2, section 7): the user list and one user, the updates,
// token resets, deletions and bulk actions, all admin only.
import { adminUserPathSchema, adminUserQuerySchema, adminUsersDeleteSchema, adminUsersPutSchema, adminUsersQuerySchema, type AdminUserList, type AdminUserReply, type AdminUsersChanged } from '../adminUsers';
import { API } from '../api';
import { reply, route } from '../route';

export const adminUserManagementRoutes = [
  route('GET', API.adminUsers, 'admin', { query: adminUsersQuerySchema, reply: reply<AdminUserList>() }),
  route('GET', API.adminUser, 'admin', { params: adminUserPathSchema, query: adminUserQuerySchema, reply: reply<AdminUserReply>() }),
  route('PUT', API.adminUsers, 'admin', { body: adminUsersPutSchema, reply: reply<AdminUserReply | AdminUsersChanged>() }),
  route('DELETE', API.adminUsers, 'admin', { body: adminUsersDeleteSchema, reply: reply<AdminUsersChanged>() }),
] as const;
