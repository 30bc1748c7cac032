// User Management's columns (spec document 2, 2.2): name, e-mail, the role select (not one's own), consent, tokens
// with a pending request, next reset, and the actions (edit, reset tokens, delete; not oneself), sortable within the
// page by name, e-mail, role and tokens; and the users export's columns (the list's own wire names).
import { Button, Select, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { AdminUser } from '@contracts/adminUsers';
import { ADMIN_USERS } from '@contracts/messages';
import { ROLE_LABEL, ROLES, type Role } from '@contracts/roles';
import { ACTIONS_KEY } from '../kit/AdminTable';
import { dayDate } from '../kit/dates';
import type { ExportColumn } from '../kit/exportList';
import { nameOf } from './RoleChangeConfirm';

/** Tag colours with AA contrast for white text. */
const TAG_COLOURS = { good: '#15803d', attention: '#b45309' };
export const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role] }));

export interface UserRowActions {
  selfId: string | undefined;
  changeRole: (user: AdminUser, role: Role) => void;
  edit: (user: AdminUser) => void;
  resetTokens: (user: AdminUser) => void;
  remove: (user: AdminUser) => void;
}

export function userColumns(act: UserRowActions): TableColumnsType<AdminUser> {
  return [
    { title: ADMIN_USERS.columns.name, key: 'name', sorter: (a, b) => nameOf(a).localeCompare(nameOf(b)), render: (_, u) => <Typography.Text strong>{u.display_name}</Typography.Text> },
    { title: ADMIN_USERS.columns.email, dataIndex: 'email', key: 'email', sorter: (a, b) => a.email.localeCompare(b.email) },
    {
      title: ADMIN_USERS.columns.role,
      key: 'role',
      sorter: (a, b) => a.role.localeCompare(b.role),
      render: (_, u) => (
        <Select
          size="small"
          value={u.role}
          options={roleOptions}
          disabled={u.id === act.selfId}
          aria-label={`${ADMIN_USERS.columns.role}: ${nameOf(u)}`}
          onChange={(role: Role) => act.changeRole(u, role)}
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
      sorter: (a, b) => a.token_balance - b.token_balance,
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
      key: ACTIONS_KEY,
      render: (_, u) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => act.edit(u)} aria-label={`${ADMIN_USERS.edit} ${nameOf(u)}`}>
            {ADMIN_USERS.edit}
          </Button>
          <Button size="small" onClick={() => act.resetTokens(u)} aria-label={`${ADMIN_USERS.resetTokens} ${nameOf(u)}`}>
            {ADMIN_USERS.resetTokens}
          </Button>
          <Tooltip title={u.id === act.selfId ? ADMIN_USERS.selfDelete : undefined}>
            <Button size="small" danger disabled={u.id === act.selfId} onClick={() => act.remove(u)} aria-label={`${ADMIN_USERS.delete} ${nameOf(u)}`}>
              {ADMIN_USERS.delete}
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];
}

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
