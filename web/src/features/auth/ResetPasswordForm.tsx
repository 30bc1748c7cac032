// Setting a new password from a reset link: New Password and Confirm Password, then sign-out and /login.
import { useEffect, useRef, useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { resetPasswordSchema } from '@contracts/auth';
import { AUTH } from '@contracts/messages';
import { useAuth } from '../../app/AuthProvider';
import { PATHS } from '../../app/paths';
import { zodRule } from '../../lib/zodRule';
import { setNewPassword } from './authApi';
import { resetErrorMessage } from '../../lib/authErrors';
import type { LoginState } from '../../app/routeState';

/** Spec: after a successful reset the user is sent to /login after 1.5 seconds. */
export const RESET_REDIRECT_MS = 1500;

interface ResetValues {
  password: string;
  confirmPassword: string;
}

export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const { message, notification } = App.useApp();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const onFinish = async (values: ResetValues) => {
    const { password } = resetPasswordSchema.parse(values);
    setSubmitting(true);
    try {
      await setNewPassword(email, token, password);
    } catch (error) {
      notification.error({ title: AUTH.resetFailedTitle, description: resetErrorMessage(error, password) });
      setSubmitting(false);
      return;
    }
    if (user) {
      try {
        await signOut();
      } catch {
        // The password is already changed; a stale local session is cleared at the next sign-in.
      }
    }
    setDone(true);
    message.success(AUTH.resetSuccess);
    const state: LoginState = { email };
    redirect.current = setTimeout(() => navigate(PATHS.login, { state }), RESET_REDIRECT_MS);
  };

  return (
    <Form<ResetValues>
      name="reset-password"
      layout="vertical" noValidate
      initialValues={{ password: '', confirmPassword: '' }}
      onFinish={onFinish}
      disabled={submitting || done}
    >
      <Form.Item label="New Password" name="password" required rules={[zodRule(resetPasswordSchema, 'password')]} extra={AUTH.passwordHint}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm Password"
        name="confirmPassword"
        required
        dependencies={['password']}
        rules={[zodRule(resetPasswordSchema, 'confirmPassword')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Reset Password
      </Button>
    </Form>
  );
}
