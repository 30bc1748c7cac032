// Change password: the form in a dialog, every rule with the spec's message,
// a confirmation dialog, the update, the success message, then sign-out after about 1.5 s (the route guard then
// shows /login).
import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Typography } from 'antd';
import { newPassword as newPasswordPolicy, passwordChangeSchema } from '@contracts/auth';
import { AUTH, PASSWORD_CHANGE, PASSWORD_CHANGE_DIALOG } from '@contracts/messages';
import { firstIssue } from '@contracts/zod';
import { useAuth } from '../../app/AuthProvider';
import { changePassword, hasActiveSession } from './passwordApi';
import { passwordChangeErrorMessage } from './passwordErrors';

/** Spec: the automatic sign-out comes about 1.5 seconds after the success message. */
const PASSWORD_CHANGE_SIGN_OUT_MS = 1500;

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The first rule the values break: the spec's rules in order, then the pool's password policy. */
function passwordChangeProblem(values: PasswordValues): string | null {
  const rules = passwordChangeSchema.safeParse(values);
  if (!rules.success) return firstIssue(rules.error);
  const policy = newPasswordPolicy.safeParse(values.newPassword);
  return policy.success ? null : firstIssue(policy.error);
}

export function PasswordChangeDialog() {
  const { message, modal } = App.useApp();
  const { signOut } = useAuth();
  const [form] = Form.useForm<PasswordValues>();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const close = () => {
    setOpen(false);
    setError(null);
    form.resetFields();
  };

  const update = async (values: PasswordValues) => {
    if (!(await hasActiveSession())) {
      setError(PASSWORD_CHANGE.noSession);
      return;
    }
    try {
      await changePassword(values.currentPassword, values.newPassword);
    } catch (failure) {
      setError(passwordChangeErrorMessage(failure, values.newPassword));
      return;
    }
    setDone(true);
    message.success(PASSWORD_CHANGE_DIALOG.success);
    // Signed out, this page's route guard sends the user to /login (and back here after the next login).
    setTimeout(() => {
      // The password is changed either way; a stale local session fails at its next refresh.
      signOut().catch(() => undefined);
    }, PASSWORD_CHANGE_SIGN_OUT_MS);
  };

  const onFinish = (raw: Partial<PasswordValues>) => {
    const values = { ...EMPTY, ...raw };
    const problem = passwordChangeProblem(values);
    setError(problem);
    if (problem) return;
    modal.confirm({
      title: PASSWORD_CHANGE_DIALOG.confirmTitle,
      content: PASSWORD_CHANGE_DIALOG.confirmText,
      okText: 'Yes, change my password',
      cancelText: 'Cancel',
      onOk: () => update(values),
    });
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>Change Password</Button>
      <Modal
        open={open}
        title={PASSWORD_CHANGE_DIALOG.title}
        onCancel={close}
        okText="Update Password"
        okButtonProps={{ htmlType: 'submit', disabled: done }}
        cancelButtonProps={{ disabled: done }}
        closable={!done}
        mask={{ closable: !done }}
        destroyOnHidden
        // The form wraps the whole dialog, so Update Password and Enter in a field both submit it.
        modalRender={(dialog) => (
          <Form<PasswordValues> form={form} name="password-change" layout="vertical" noValidate initialValues={EMPTY} onFinish={onFinish} disabled={done}>
            {dialog}
          </Form>
        )}
      >
        <Form.Item label="Current Password" name="currentPassword" required>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="New Password" name="newPassword" required extra={AUTH.passwordHint}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Confirm New Password" name="confirmPassword" required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {error && <Alert type="error" showIcon role="alert" title={error} />}
        {done && (
          <Alert
            type="success"
            showIcon
            role="status"
            title={PASSWORD_CHANGE_DIALOG.success}
            description={<Typography.Text>You will be signed out in a moment.</Typography.Text>}
          />
        )}
      </Modal>
    </>
  );
}
