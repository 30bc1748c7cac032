// The admin-user-management function's routes (spec document 2, section 7): the user list and one user, the updates,
// token resets, deletions and bulk actions; a user's access (disable, enable, sign out everywhere) and the audit log of
// admin writes (issue 31); all admin only.
import { adminUserAccessSchema, adminUserPathSchema, adminUserQuerySchema, adminUsersDeleteSchema, adminUsersPutSchema, adminUsersQuerySchema, type AdminUserList, type AdminUserReply, type AdminUsersChanged } from '../adminUsers';
import { API } from '../api';
import { auditQuerySchema, type AuditList } from '../audit';
import { reply, route } from '../route';

export const adminUserManagementRoutes = [
  route('GET', API.adminUsers, 'admin', { query: adminUsersQuerySchema, reply: reply<AdminUserList>() }),
  route('GET', API.adminUser, 'admin', { params: adminUserPathSchema, query: adminUserQuerySchema, reply: reply<AdminUserReply>() }),
  route('PUT', API.adminUsers, 'admin', { body: adminUsersPutSchema, reply: reply<AdminUserReply | AdminUsersChanged>() }),
  route('DELETE', API.adminUsers, 'admin', { body: adminUsersDeleteSchema, reply: reply<AdminUsersChanged>() }),
  route('POST', API.adminUserAccess, 'admin', { params: adminUserPathSchema, body: adminUserAccessSchema, reply: reply<AdminUserReply>() }),
  route('GET', API.adminAudit, 'admin', { query: auditQuerySchema, reply: reply<AuditList>() }),
] as const;
