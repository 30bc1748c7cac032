// User Management's confirmations (spec document 2, 2.2; issue 31 §3 and §6): delete, the one role change (a row's
// select or the bulk bar, with its role chooser), a single Reset Tokens with both figures, disable, enable and sign
// out everywhere (each naming the user), bulk delete and bulk reset.
import { Select } from 'antd';
import type { AdminUser, UserAccessAction } from '@contracts/adminUsers';
import { ADMIN_USERS } from '@contracts/messages';
import type { Role } from '@contracts/roles';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import type { PendingUserAction, useUserWrites } from './api';
import { roleOptions } from './columns';
import { nameOf, RoleChangeConfirm } from './RoleChangeConfirm';

/** Each access action's confirmation: its title, what it does to the named user, its button, whether it is dangerous. */
const ACCESS_CONFIRM: Record<UserAccessAction, { title: string; text: (name: string) => string; confirm: string; danger: boolean }> = {
  disable: { title: ADMIN_USERS.disableTitle, text: ADMIN_USERS.disableConfirm, confirm: ADMIN_USERS.disable, danger: true },
  enable: { title: ADMIN_USERS.enableTitle, text: ADMIN_USERS.enableConfirm, confirm: ADMIN_USERS.enable, danger: false },
  'sign-out': { title: ADMIN_USERS.signOutTitle, text: ADMIN_USERS.signOutConfirm, confirm: ADMIN_USERS.signOut, danger: true },
};

export function UserConfirms({ pending, setPending, writes, selected, users, selectedMe }: {
  pending: PendingUserAction | null;
  setPending: (next: PendingUserAction | null) => void;
  writes: ReturnType<typeof useUserWrites>;
  selected: string[];
  /** The users on screen (the bulk role change names the selected ones). */
  users: readonly AdminUser[];
  selectedMe: boolean;
}) {
  const { single, reset, access, bulkDelete, bulkReset, bulkRole, bulkBusy } = writes;
  const close = () => setPending(null);
  const accessText = pending?.kind === 'access' ? ACCESS_CONFIRM[pending.action] : undefined;
  return (
    <>
      <ConfirmDialog
        open={pending?.kind === 'access'}
        title={accessText?.title ?? ''}
        confirmText={accessText?.confirm}
        danger={accessText?.danger}
        busy={access.pending}
        onConfirm={() => pending?.kind === 'access' && void access.trigger({ user: pending.user, action: pending.action })}
        onCancel={close}
      >
        {pending?.kind === 'access' && accessText?.text(nameOf(pending.user))}
      </ConfirmDialog>
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
