// The sign-up form: display name, email, password (with the policy hint), privacy consent; creates the Cognito user.
import { useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { registerSchema } from '@contracts/auth';
import { AUTH } from '@contracts/messages';
import { PATHS } from '../../app/paths';
import { PrivacyConsentField } from '../../lib/PrivacyConsentField';
import { zodRule } from '../../lib/zodRule';
import { signUpWithEmail } from './authApi';
import { registerErrorMessage } from '../../lib/authErrors';
import { useBotProtection } from './useBotProtection';

interface RegisterValues {
  displayName: string;
  email: string;
  password: string;
  consentToPrivacyPolicy: boolean;
}

export interface RegisterFormProps {
  initialQuery?: string;
  /** The account was created (its toast is shown): confirmed by the e-mailed link when needed. */
  onRegistered: (email: string) => void;
}

export function RegisterForm({ initialQuery, onRegistered }: RegisterFormProps) {
  const [form] = Form.useForm<RegisterValues>();
  const { message } = App.useApp();
  const bot = useBotProtection('register');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: RegisterValues) => {
    const { displayName, email, password } = registerSchema.parse(values);
    setError(null);
    setSubmitting(true);
    try {
      const { confirmationNeeded } = await signUpWithEmail({
        displayName,
        email,
        password,
        botToken: await bot.getToken(),
        consentAt: new Date(),
      });
      message.success(confirmationNeeded ? AUTH.registerConfirmationSent : AUTH.registerCreated);
      onRegistered(email);
    } catch (err) {
      setError(registerErrorMessage(err));
    } finally {
      setSubmitting(false);
      bot.reset();
    }
  };

  const rule = (name: keyof RegisterValues) => [zodRule(registerSchema, name)];

  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      layout="vertical" noValidate
      initialValues={{ displayName: '', email: '', password: '', consentToPrivacyPolicy: false }}
      onFinish={onFinish}
      disabled={submitting}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item label="Display Name" name="displayName" required rules={rule('displayName')}>
        <Input autoComplete="nickname" />
      </Form.Item>
      <Form.Item label="Email" name="email" required rules={rule('email')}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Password" name="password" required rules={rule('password')} extra={AUTH.passwordHint}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <PrivacyConsentField schema={registerSchema} />
      {bot.widget}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Create account
      </Button>
      <p style={{ marginTop: 16 }}>
        Already have an account?{' '}
        <Link to={PATHS.login} state={initialQuery ? { initialQuery } : undefined}>
          Log in
        </Link>
      </p>
    </Form>
  );
}
