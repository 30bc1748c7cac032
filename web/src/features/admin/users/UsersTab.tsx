// User Management (spec document 2, 2.2): title, Export (CSV or JSON, only when users exist), Refresh, search and
// role filter, the users table with selection and the bulk bar, the edit dialog, and the delete, role-change and bulk
// confirmations with section 8's toasts.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Flex, Select, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { AdminUser } from '@contracts/adminUsers';
import { ADMIN, ADMIN_USERS } from '@contracts/messages';
import { ROLE_LABEL, ROLES, type Role } from '@contracts/roles';
import { useAuth } from '../../../app/AuthProvider';
import { failureText } from '../../../api/mutation';
import { useMutation, useToast } from '../../../api/useMutation';
import { AdminTable } from '../kit/AdminTable';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { dayDate } from '../kit/dates';
import { ExportButton } from '../kit/ExportButton';
import { exportList, type ExportColumn } from '../kit/exportList';
import { bulkDeleteUsers, bulkResetTokens, bulkUpdateRole, deleteUser, fetchUsersPage, resetUserTokens, updateUser, useUsers, type UserListParams } from './api';
import { nameOf, RoleChangeConfirm } from './RoleChangeConfirm';
import { UserEditDialog } from './UserEditDialog';

/** Tag colours with AA contrast for white text. */
const TAG_COLOURS = { good: '#15803d', attention: '#b45309' };
const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role] }));

/** The columns of the users export (the list's own wire names). */
export const USER_EXPORT_COLUMNS: ExportColumn<AdminUser>[] = [
  { header: 'id', value: (u) => u.id },
  { header: 'email', value: (u) => u.email },
  { header: 'display_name', value: (u) => u.display_name },
  { header: 'role', value: (u) => u.role },
  { header: 'token_balance', value: (u) => u.token_balance },
  { header: 'monthly_token_allocation', value: (u) => u.monthly_token_allocation },
  { header: 'token_reset_date', value: (u) => u.token_reset_date },
  { header: 'token_request_pending', value: (u) => u.token_request_pending },
  { header: 'consent_to_privacy_policy', value: (u) => u.consent_to_privacy_policy },
  { header: 'created_at', value: (u) => u.created_at },
];

type Pending =
  | { kind: 'delete'; user: AdminUser }
  | { kind: 'role'; user: AdminUser; role: Role }
  | { kind: 'reset'; user: AdminUser }
  | { kind: 'bulk-delete' }
  | { kind: 'bulk-reset' }
  | { kind: 'bulk-role'; role: Role | undefined };

export default function UsersTab() {
  const { user: me } = useAuth();
  const [params, setParams] = useState<UserListParams>({ page: 1, query: '', role: 'all' });
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useUsers(params);
  const show = useToast();
  const users = useMemo(() => (error ? [] : (data?.users ?? [])), [data, error]);
  const total = error ? 0 : (data?.pagination.total ?? 0);

  useEffect(() => {
    if (error) show({ kind: 'error', title: ADMIN_USERS.loadFailed + error.message, key: ADMIN.loadFailedKey('users') });
  }, [error, show]);

  const setQuery = useCallback((query: string) => setParams((p) => (p.query === query ? p : { ...p, query, page: 1 })), []);
  const close = () => setPending(null);
  const byId = (ids: string[]) => ids.length;

  const single = useMutation(
    async (p: Pending) => {
      if (p.kind === 'delete') return deleteUser(p.user);
      if (p.kind === 'role') return updateUser(p.user, { role: p.role });
      return undefined;
    },
    {
      success: (_, p) => (p.kind === 'delete' ? { kind: 'success', title: ADMIN_USERS.deleted, brief: true } : { kind: 'success', title: ADMIN_USERS.updated, brief: true }),
      failure: (error, p) => ({ kind: 'error', title: (p.kind === 'delete' ? ADMIN_USERS.deleteFailed : ADMIN_USERS.updateFailed) + failureText(error) }),
      onSuccess: (_, p) => {
        if (p.kind === 'delete') setSelected((s) => s.filter((id) => id !== p.user.id));
        close();
      },
    },
  );
  const reset = useMutation(resetUserTokens, {
    success: ({ user }) => ({ kind: 'success', title: ADMIN_USERS.tokensReset, description: ADMIN_USERS.tokensResetDetail(nameOf(user), user.token_balance) }),
    failure: (error) => ({ kind: 'error', title: ADMIN_USERS.resetFailed + failureText(error) }),
    onSuccess: close,
  });
  const bulkDelete = useMutation(bulkDeleteUsers, {
    success: (_, ids) => ({ kind: 'success', title: ADMIN_USERS.bulkDeleted(byId(ids)), brief: true }),
    failure: (error) => ({ kind: 'error', title: ADMIN_USERS.bulkDeleteFailed + failureText(error) }),
    onSuccess: () => {
      setSelected([]);
      close();
    },
  });
  const bulkReset = useMutation(bulkResetTokens, {
    success: (result) => ({ kind: 'success', title: ADMIN_USERS.bulkReset(result.count), brief: true }),
    failure: (error) => ({ kind: 'error', title: ADMIN_USERS.bulkResetFailed + failureText(error) }),
    onSuccess: close,
  });
  const bulkRole = useMutation(bulkUpdateRole, {
    success: (result, { role }) => ({ kind: 'success', title: ADMIN_USERS.bulkRoleUpdated(result.count, role), brief: true }),
    failure: (error) => ({ kind: 'error', title: ADMIN_USERS.bulkRoleFailed + failureText(error) }),
    onSuccess: close,
  });

  const columns: TableColumnsType<AdminUser> = [
    { title: ADMIN_USERS.columns.name, key: 'name', render: (_, u) => <Typography.Text strong>{u.display_name}</Typography.Text> },
    { title: ADMIN_USERS.columns.email, dataIndex: 'email', key: 'email' },
    {
      title: ADMIN_USERS.columns.role,
      key: 'role',
      render: (_, u) => (
        <Select
          size="small"
          value={u.role}
          options={roleOptions}
          disabled={u.id === me?.id}
          aria-label={`${ADMIN_USERS.columns.role}: ${nameOf(u)}`}
          onChange={(role: Role) => setPending({ kind: 'role', user: u, role })}
          style={{ width: 120 }}
        />
      ),
    },
    {
      title: ADMIN_USERS.columns.consent,
      key: 'consent',
      render: (_, u) => (u.consent_to_privacy_policy ? <Tag color={TAG_COLOURS.good}>{ADMIN_USERS.consentGiven}</Tag> : <Tag>{ADMIN_USERS.consentMissing}</Tag>),
    },
    {
      title: ADMIN_USERS.columns.tokens,
      key: 'tokens',
      render: (_, u) => (
        <Space size={4} wrap>
          <span>
            {u.token_balance} / {u.monthly_token_allocation}
          </span>
          {u.token_request_pending && <Tag color={TAG_COLOURS.attention}>{ADMIN_USERS.requestPending}</Tag>}
        </Space>
      ),
    },
    { title: ADMIN_USERS.columns.nextReset, key: 'reset', render: (_, u) => dayDate(u.token_reset_date) },
    {
      title: ADMIN_USERS.columns.actions,
      key: 'actions',
      render: (_, u) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => setEditing(u)} aria-label={`${ADMIN_USERS.edit} ${nameOf(u)}`}>
            {ADMIN_USERS.edit}
          </Button>
          <Button size="small" onClick={() => setPending({ kind: 'reset', user: u })} aria-label={`${ADMIN_USERS.resetTokens} ${nameOf(u)}`}>
            {ADMIN_USERS.resetTokens}
          </Button>
          <Tooltip title={u.id === me?.id ? ADMIN_USERS.selfDelete : undefined}>
            <Button
              size="small"
              danger
              disabled={u.id === me?.id}
              onClick={() => setPending({ kind: 'delete', user: u })}
              aria-label={`${ADMIN_USERS.delete} ${nameOf(u)}`}
            >
              {ADMIN_USERS.delete}
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];

  const selectedMe = me !== null && selected.includes(me.id);
  const bulkBusy = bulkDelete.pending || bulkReset.pending || bulkRole.pending;

  return (
    <>
      <AdminTable<AdminUser>
        title={ADMIN_USERS.title}
        rows={users}
        rowKey={(u) => u.id}
        columns={columns}
        total={total}
        noun={ADMIN_USERS.noun}
        cardKeys={['email', 'role', 'tokens']}
        emptyText={ADMIN_USERS.noUsers}
        loading={isLoading || isValidating}
        error={error}
        onRefresh={() => void mutate()}
        actions={
          total > 0 && (
            <ExportButton
              onExport={(format) =>
                exportList({
                  name: 'users',
                  format,
                  columns: USER_EXPORT_COLUMNS,
                  fetchPage: async (page, cursor) => {
                    const res = await fetchUsersPage({ ...params, page }, cursor);
                    return { items: res.users, pages: res.pagination.pages, cursor: res.nextCursor };
                  },
                })
              }
            />
          )
        }
        search={{ value: params.query, onChange: setQuery, placeholder: ADMIN_USERS.searchPlaceholder }}
        filters={
          <Select
            value={params.role}
            onChange={(role: UserListParams['role']) => setParams((p) => ({ ...p, role, page: 1 }))}
            options={[{ value: 'all', label: ADMIN_USERS.allRoles }, ...roleOptions]}
            aria-label={ADMIN_USERS.roleFilterLabel}
            style={{ width: 160 }}
          />
        }
        paging={{ page: params.page, pageSize: 10, onChange: (page) => setParams((p) => ({ ...p, page })) }}
        selection={{ selected, onChange: setSelected, labelOf: (u) => `Select ${nameOf(u)}` }}
        bulkBar={
          <Flex gap={8} wrap>
            <Button danger disabled={selectedMe} onClick={() => setPending({ kind: 'bulk-delete' })}>
              {ADMIN_USERS.bulkDelete}
            </Button>
            <Button onClick={() => setPending({ kind: 'bulk-reset' })}>{ADMIN_USERS.bulkResetTokens}</Button>
            <Button onClick={() => setPending({ kind: 'bulk-role', role: undefined })}>{ADMIN_USERS.bulkChangeRole}</Button>
          </Flex>
        }
      />
      <UserEditDialog user={editing} selfId={me?.id} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        title={ADMIN_USERS.deleteTitle}
        confirmText={ADMIN_USERS.delete}
        danger
        busy={single.pending}
        onConfirm={() => pending && void single.trigger(pending)}
        onCancel={close}
      >
        {pending?.kind === 'delete' && ADMIN_USERS.deleteConfirm(nameOf(pending.user))}
      </ConfirmDialog>
      <RoleChangeConfirm
        open={pending?.kind === 'role'}
        users={pending?.kind === 'role' ? [pending.user] : []}
        role={pending?.kind === 'role' ? pending.role : undefined}
        busy={single.pending}
        onConfirm={() => pending && void single.trigger(pending)}
        onCancel={close}
      />
      <ConfirmDialog
        open={pending?.kind === 'reset'}
        title={ADMIN_USERS.resetTitle}
        confirmText={ADMIN_USERS.resetTokens}
        busy={reset.pending}
        onConfirm={() => pending?.kind === 'reset' && void reset.trigger(pending.user)}
        onCancel={close}
      >
        {pending?.kind === 'reset' && ADMIN_USERS.resetConfirm(nameOf(pending.user), pending.user.token_balance, pending.user.monthly_token_allocation)}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'bulk-delete'}
        title={ADMIN_USERS.bulkDeleteTitle}
        confirmText={ADMIN_USERS.delete}
        danger
        busy={bulkBusy}
        onConfirm={() => void bulkDelete.trigger(selected)}
        onCancel={close}
      >
        {ADMIN_USERS.bulkDeleteConfirm(selected.length)}
      </ConfirmDialog>
      <ConfirmDialog open={pending?.kind === 'bulk-reset'} title={ADMIN_USERS.bulkResetTitle} busy={bulkBusy} onConfirm={() => void bulkReset.trigger(selected)} onCancel={close}>
        {ADMIN_USERS.bulkResetConfirm(selected.length)}
      </ConfirmDialog>
      <RoleChangeConfirm
        open={pending?.kind === 'bulk-role'}
        users={users.filter((u) => selected.includes(u.id))}
        count={selected.length}
        role={pending?.kind === 'bulk-role' ? pending.role : undefined}
        busy={bulkBusy}
        onConfirm={() => pending?.kind === 'bulk-role' && pending.role && void bulkRole.trigger({ ids: selected, role: pending.role })}
        onCancel={close}
        chooser={
          <Select
            value={pending?.kind === 'bulk-role' ? pending.role : undefined}
            placeholder={ADMIN_USERS.bulkRolePlaceholder}
            options={roleOptions.filter((o) => !(selectedMe && o.value !== 'admin'))}
            onChange={(role: Role) => setPending({ kind: 'bulk-role', role })}
            aria-label={ADMIN_USERS.bulkRolePlaceholder}
            style={{ width: '100%' }}
          />
        }
      />
    </>
  );
}
