// Requesting a reset link: always answers 'Reset Link Sent', so the page never tells whether an account exists.
import { useState } from 'react';
import { Button, Form, Input, Result } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { forgotPasswordSchema } from '@contracts/auth';
import { AUTH } from '@contracts/messages';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../lib/ButtonLink';
import { zodRule } from '../../lib/zodRule';
import { requestPasswordReset } from './authApi';
import { useBotProtection } from './useBotProtection';

export function ForgotPasswordForm() {
  const bot = useBotProtection('password_reset');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: { email: string }) => {
    const email = forgotPasswordSchema.parse(values).email.toLowerCase();
    setSubmitting(true);
    try {
      await requestPasswordReset(email, await bot.getToken());
    } catch {
      // Deliberately the same answer as on success (spec: 'even on error').
    } finally {
      setSubmitting(false);
      bot.reset();
    }
    setSentTo(email);
  };

  if (sentTo) {
    return (
      <Result
        status="success"
        title={AUTH.resetLinkSentTitle}
        subTitle={AUTH.resetLinkSent}
        extra={
          <ButtonLink type="primary" to={PATHS.login} state={{ email: sentTo }}>
            Back to Login
          </ButtonLink>
        }
      />
    );
  }

  return (
    <Form name="forgot-password" layout="vertical" noValidate initialValues={{ email: '' }} onFinish={onFinish} disabled={submitting}>
      <p>Enter the email address of your account and we will send you a link to reset your password.</p>
      <Form.Item label="Email" name="email" required rules={[zodRule(forgotPasswordSchema, 'email')]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      {bot.widget}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Send Reset Link
      </Button>
      <ButtonLink to={PATHS.login} icon={<ArrowLeftOutlined />} block style={{ marginTop: 8 }}>
        Back to Login
      </ButtonLink>
    </Form>
  );
}
