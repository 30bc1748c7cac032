// The admin console's dialog frame, written once: a Modal closed by Cancel, the close button or the mask (the mask
// not while it is busy), and emptied when hidden, so each opening starts afresh.
import { Modal, type ModalProps } from 'antd';

export type AdminDialogProps = Omit<ModalProps, 'onCancel' | 'destroyOnHidden' | 'mask'> & { busy?: boolean; onClose: () => void };

export function AdminDialog({ busy, onClose, ...props }: AdminDialogProps) {
  return <Modal {...props} onCancel={onClose} destroyOnHidden mask={{ closable: !busy }} />;
}
