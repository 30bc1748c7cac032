// A confirmation dialog for the admin console's destructive or wide-reaching actions: a title, what will happen, an
// optional warning, and Confirm (busy while the action runs) or Cancel.
import type { ReactNode } from 'react';
import { Alert, Modal } from 'antd';
import { ADMIN } from '@contracts/messages';

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
    <Modal
      open={open}
      title={title}
      okText={confirmText}
      cancelText={ADMIN.cancel}
      okButtonProps={{ danger, loading: busy, disabled }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
      mask={{ closable: !busy }}
    >
      {children}
      {warning && <Alert type="warning" showIcon title={warning} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
