// User Management's columns (spec document 2, 2.2; issue 31): name, e-mail, the role select (not one's own), status
// (active or disabled), consent, tokens with a pending request, next reset, sign-up and last sign-in, and the actions
// (edit, reset tokens, delete; under More: disable or enable, sign out everywhere; not oneself's delete or disable),
// sortable within the page by name, e-mail, role, tokens and the dates; and the users export's columns (the user
// entity's, contracts/users).
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Select, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { AdminUser, UserAccessAction } from '@contracts/adminUsers';
import { ADMIN_USERS } from '@contracts/messages';
import { ROLE_LABEL, ROLES, type Role } from '@contracts/roles';
import { USER_EXPORT } from '@contracts/users';
import { ACTIONS_KEY } from '../kit/AdminTable';
import { absoluteDate, dayDate } from '../kit/dates';
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
  /** Disable, enable or sign out everywhere (each asks first). */
  access: (user: AdminUser, action: UserAccessAction) => void;
}

/** The More menu of a row: disable (not oneself) or enable, and sign out everywhere. */
function MoreActions({ user, act }: { user: AdminUser; act: UserRowActions }) {
  const items = [
    user.enabled
      ? { key: 'disable', label: ADMIN_USERS.disable, danger: true, disabled: user.id === act.selfId }
      : { key: 'enable', label: ADMIN_USERS.enable },
    { key: 'sign-out', label: ADMIN_USERS.signOut },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => act.access(user, key as UserAccessAction) }}>
      <Button size="small" aria-label={`${ADMIN_USERS.more}: ${nameOf(user)}`}>
        {ADMIN_USERS.more} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

const byDate = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

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
      title: ADMIN_USERS.columns.status,
      key: 'status',
      render: (_, u) => (u.enabled ? <Tag color={TAG_COLOURS.good}>{ADMIN_USERS.active}</Tag> : <Tag color={TAG_COLOURS.attention}>{ADMIN_USERS.disabled}</Tag>),
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
    { title: ADMIN_USERS.columns.signedUp, key: 'signedUp', sorter: (a, b) => byDate(a.created_at, b.created_at), render: (_, u) => dayDate(u.created_at) },
    {
      title: ADMIN_USERS.columns.lastSignIn,
      key: 'lastSignIn',
      sorter: (a, b) => byDate(a.last_sign_in_at, b.last_sign_in_at),
      render: (_, u) => (u.last_sign_in_at ? absoluteDate(u.last_sign_in_at) : ADMIN_USERS.neverSignedIn),
    },
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
          <MoreActions user={u} act={act} />
        </Space>
      ),
    },
  ];
}

/** The columns of the users export: the user entity's (contracts/users), each under its wire name. */
export const USER_EXPORT_COLUMNS: ExportColumn<AdminUser>[] = USER_EXPORT.map(([field, header]) => ({ header, value: (u: AdminUser) => u[field] }));
