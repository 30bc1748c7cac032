// The one confirmation of a role change, for every path that changes a role (the row's select, the edit dialog, the
// bulk bar): it names the users and the new role, and warns when the change grants admin or takes it away.
import type { ReactNode } from 'react';
import { Space } from 'antd';
import type { AdminUser } from '@contracts/adminUsers';
import { ADMIN_USERS } from '@contracts/messages';
import { ROLE_LABEL, type Role } from '@contracts/roles';
import { ConfirmDialog } from '../kit/ConfirmDialog';

/** How a user is named in the console: their display name, else their e-mail address. */
export const nameOf = (user: Pick<AdminUser, 'display_name' | 'email'>) => user.display_name || user.email;

/** The warning a change of `users` to `role` needs: granting admin, or taking it from someone who has it. */
export function roleWarning(users: readonly Pick<AdminUser, 'display_name' | 'email' | 'role'>[], role: Role | undefined): string | undefined {
  if (!role) return undefined;
  if (role === 'admin') return users.some((u) => u.role !== 'admin') || users.length === 0 ? ADMIN_USERS.adminWarning : undefined;
  const losing = users.filter((u) => u.role === 'admin').map(nameOf);
  return losing.length ? ADMIN_USERS.adminRemovedWarning(losing.join(', ')) : undefined;
}

export interface RoleChangeConfirmProps {
  open: boolean;
  /** The users whose role changes (those of them on screen, for a bulk change). */
  users: readonly AdminUser[];
  /** How many users change (more than `users` when a bulk selection spans pages). */
  count?: number;
  /** The new role; none yet while the bulk bar's choice is open. */
  role: Role | undefined;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The role's chooser (the bulk bar's). */
  chooser?: ReactNode;
}

export function RoleChangeConfirm({ open, users, count = users.length, role, busy, onConfirm, onCancel, chooser }: RoleChangeConfirmProps) {
  const single = count === 1 && users[0];
  const names = users.map(nameOf).join(', ');
  return (
    <ConfirmDialog
      open={open}
      title={ADMIN_USERS.roleChangeTitle}
      busy={busy}
      disabled={!role}
      warning={roleWarning(users, role)}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {chooser}
        {role && <span>{single ? ADMIN_USERS.roleChangeConfirm(nameOf(single), ROLE_LABEL[role]) : ADMIN_USERS.bulkRoleConfirm(count, ROLE_LABEL[role])}</span>}
        {role && !single && names && <span>{ADMIN_USERS.bulkRoleNames(names)}</span>}
      </Space>
    </ConfirmDialog>
  );
}
