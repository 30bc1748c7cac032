// admin-user-management: User Management's calls (spec document 2, section 7): the list and one user, an update, a
// token reset, deletions and the bulk actions, a user's access (disable, enable, sign out everywhere), and the audit log
// of admin writes (issue 31); admins only, each write audited (lib/platform/http).
import { ADMIN_USERS } from '../contracts/messages';
import { adminUserManagementRoutes } from '../contracts/routes/admin-user-management';
import { bulkUpdateRole, deleteUsers, getUser, listUsers, resetTokens, resetUserTokens, setUserAccess, updateUser } from '../lib/users/adminUsers';
import { listAudit, writeAudit } from '../lib/platform/audit';
import { api, badRequest, signedIn } from '../lib/platform/http';
import { guardWrite } from '../lib/platform/writeGuard';

export const handler = api(
  adminUserManagementRoutes,
  {
    'GET /api/admin/users': async (req) => ({ body: (await listUsers(req.query)).list }),
    'GET /api/admin/users/{userId}': async (req) => ({ body: await getUser(req.params.userId, req.query.includeMetadata === 'true') }),
    'PUT /api/admin/users': async (req) => {
      const caller = signedIn(req);
      const { userId, userIds, reset_tokens, bulk_reset_tokens, bulk_update_role, role, ...changes } = req.body;
      if (userIds && bulk_reset_tokens) {
        const done = await resetTokens([...new Set(userIds)]);
        return { body: { count: done.length }, audit: { action: 'users.reset-tokens', target: done.map((u) => u.id) } };
      }
      if (userIds && bulk_update_role && role) {
        const count = await bulkUpdateRole(caller, userIds, role);
        return { body: { count }, audit: { action: 'users.role', target: userIds, changes: { role } } };
      }
      if (!userId) throw badRequest(ADMIN_USERS.userIdRequired, { userId: ADMIN_USERS.userIdRequired });
      if (reset_tokens) return { body: await resetUserTokens(userId), audit: { action: 'user.reset-tokens', target: userId } };
      const update = { ...changes, ...(role !== undefined ? { role } : {}) };
      return { body: await updateUser(caller, userId, update), audit: { action: 'user.update', target: userId, changes: update } };
    },
    'DELETE /api/admin/users': async (req) => {
      const ids = req.body.userIds ?? (req.body.userId ? [req.body.userId] : []);
      const count = await deleteUsers(signedIn(req), ids);
      return { body: { count }, audit: { action: 'users.delete', target: ids } };
    },
    'POST /api/admin/users/{userId}/access': async (req) => {
      const { userId } = req.params;
      const { action } = req.body;
      return { body: await setUserAccess(signedIn(req), userId, action), audit: { action: action === 'sign-out' ? 'user.sign-out' : action === 'disable' ? 'user.disable' : 'user.enable', target: userId } };
    },
    'GET /api/admin/audit': async (req) => ({ body: await listAudit(req.query) }),
  },
  { writeGuard: guardWrite, audit: writeAudit },
);
