// User Management (spec document 2, 2.2; issue 31): title, Export (CSV or JSON, only when users exist), Refresh, search
// and role filter, the users table (columns.tsx) with selection and the bulk bar, the edit dialog, and the confirmations
// (UserConfirms: role, tokens, delete, disable, enable, sign out everywhere) with their toasts (api.ts). Search, role,
// page and selection are in the address.
import { useEffect, useState } from 'react';
import { Button, Flex, Select } from 'antd';
import { USERS_PAGE_SIZE, type AdminUser } from '@contracts/adminUsers';
import { ADMIN, ADMIN_USERS } from '@contracts/messages';
import { ROLES, type Role } from '@contracts/roles';
import { useAuth } from '../../../app/AuthProvider';
import { useToast } from '../../../api/useMutation';
import { listQuery, ResourceTab } from '../kit/ResourceTab';
import { useResourceList } from '../kit/useResourceList';
import { fetchUsersPage, useUsers, useUserWrites, type PendingUserAction, type UserListParams } from './api';
import { roleOptions, USER_EXPORT_COLUMNS, userColumns } from './columns';
import { nameOf } from './RoleChangeConfirm';
import { UserConfirms } from './UserConfirms';
import { UserEditDialog } from './UserEditDialog';

export default function UsersTab() {
  const { user: me } = useAuth();
  const list = useResourceList(['role']);
  const params: UserListParams = { page: list.page, query: list.search, role: ROLES.find((r) => r === list.filters.role) ?? 'all' };
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [pending, setPending] = useState<PendingUserAction | null>(null);
  const swr = useUsers(params);
  const query = listQuery(swr, (d) => ({ rows: d.users, total: d.pagination.total }));
  const show = useToast();
  useEffect(() => {
    if (swr.error) show({ kind: 'error', title: ADMIN_USERS.loadFailed + swr.error.message, key: ADMIN.loadFailedKey('users') });
  }, [swr.error, show]);
  const writes = useUserWrites({ done: () => setPending(null), deleted: (ids) => list.setSelected(list.selected.filter((id) => !ids.includes(id))) });
  const selectedMe = me !== null && list.selected.includes(me.id);

  return (
    <ResourceTab<AdminUser, 'role'>
      list={list}
      query={query}
      texts={{ title: ADMIN_USERS.title, noun: ADMIN_USERS.noun, empty: ADMIN_USERS.noUsers }}
      columns={userColumns({
        selfId: me?.id,
        changeRole: (user, role: Role) => setPending({ kind: 'role', user, role }),
        edit: setEditing,
        resetTokens: (user) => setPending({ kind: 'reset', user }),
        remove: (user) => setPending({ kind: 'delete', user }),
        access: (user, action) => setPending({ kind: 'access', user, action }),
      })}
      rowKey={(u) => u.id}
      cardKeys={['email', 'role', 'status', 'tokens']}
      searchPlaceholder={ADMIN_USERS.searchPlaceholder}
      filters={
        <Select
          value={params.role}
          onChange={(role: UserListParams['role']) => list.setFilter('role', role === 'all' ? undefined : role)}
          options={[{ value: 'all', label: ADMIN_USERS.allRoles }, ...roleOptions]}
          aria-label={ADMIN_USERS.roleFilterLabel}
          style={{ width: 160 }}
        />
      }
      paging={{ pageSize: USERS_PAGE_SIZE }}
      exporter={{
        name: 'users',
        columns: USER_EXPORT_COLUMNS,
        fetchPage: async (page, cursor) => {
          const res = await fetchUsersPage({ ...params, page }, cursor);
          return { items: res.users, pages: res.pagination.pages, cursor: res.nextCursor };
        },
      }}
      selection={{
        labelOf: (u) => `Select ${nameOf(u)}`,
        bulkBar: (
          <Flex gap={8} wrap>
            <Button danger disabled={selectedMe} onClick={() => setPending({ kind: 'bulk-delete' })}>
              {ADMIN_USERS.bulkDelete}
            </Button>
            <Button onClick={() => setPending({ kind: 'bulk-reset' })}>{ADMIN_USERS.bulkResetTokens}</Button>
            <Button onClick={() => setPending({ kind: 'bulk-role', role: undefined })}>{ADMIN_USERS.bulkChangeRole}</Button>
          </Flex>
        ),
      }}
    >
      <UserEditDialog user={editing} selfId={me?.id} onClose={() => setEditing(null)} />
      <UserConfirms pending={pending} setPending={setPending} writes={writes} selected={list.selected} users={query.rows} selectedMe={selectedMe} />
    </ResourceTab>
  );
}
