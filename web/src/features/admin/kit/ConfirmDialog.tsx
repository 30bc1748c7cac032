// A confirmation dialog for the admin console's destructive or wide-reaching actions: a title, what will happen, an
// optional warning, and Confirm (busy while the action runs) or Cancel; and the same about one row (ConfirmItem).
import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { ADMIN } from '@contracts/messages';
import { AdminDialog } from './AdminDialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** A warning shown above the buttons (e.g. granting admin). */
  warning?: string;
  confirmText?: string;
  danger?: boolean;
  busy?: boolean;
  /** Disables Confirm (e.g. until a choice is made). */
  disabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, children, warning, confirmText = ADMIN.confirm, danger, busy, disabled, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <AdminDialog
      open={open}
      title={title}
      okText={confirmText}
      cancelText={ADMIN.cancel}
      okButtonProps={{ danger, loading: busy, disabled }}
      onOk={onConfirm}
      onClose={onCancel}
      busy={busy}
    >
      {children}
      {warning && <Alert type="warning" showIcon title={warning} style={{ marginTop: 12 }} />}
    </AdminDialog>
  );
}

/** A confirmation about one row: open while `item` is set, `run` (a mutation) triggered with it on Confirm. */
export function ConfirmItem<T>({ item, run, onCancel, children, ...texts }: {
  item: T | null;
  run: { trigger: (item: T) => unknown; pending: boolean };
  onCancel: () => void;
  title: string;
  confirmText?: string;
  danger?: boolean;
  children: (item: T) => ReactNode;
}) {
  return (
    <ConfirmDialog open={item !== null} busy={run.pending} onConfirm={() => item !== null && void run.trigger(item)} onCancel={onCancel} {...texts}>
      {item !== null && children(item)}
    </ConfirmDialog>
  );
}
