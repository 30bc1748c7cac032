// The login form: email and password, the spec's validation and error messages, bot protection.
import { useState } from 'react';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { loginSchema } from '@contracts/auth';
import { AUTH, SIGN_UP_CONFIRMATION } from '@contracts/messages';
import { useAuth } from '../../app/AuthProvider';
import { PATHS } from '../../app/paths';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { ButtonLink } from '../../lib/ButtonLink';
import { zodRule } from '../../lib/zodRule';
import { resendConfirmation, signInWithEmail } from './authApi';
import { isUnconfirmedAccount, loginErrorMessage, messageOf } from '../../lib/authErrors';
import type { RegisterState } from '../../app/routeState';
import { useBotProtection } from './useBotProtection';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginForm({ initialEmail, initialQuery }: { initialEmail?: string; initialQuery?: string }) {
  const [form] = Form.useForm<LoginValues>();
  const { authFlowType } = useRuntimeConfig();
  const { refresh } = useAuth();
  const bot = useBotProtection('login');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const [pending, setPending] = useState(false);

  // An unconfirmed account: a new confirmation link goes out, and the form says so.
  const toConfirmation = async (email: string) => {
    try {
      await resendConfirmation(email);
      setPending(true);
    } catch (err) {
      setError(messageOf(err, SIGN_UP_CONFIRMATION.resendFailed));
    }
  };

  const onFinish = async (values: LoginValues) => {
    const { email, password } = loginSchema.parse(values);
    setError(null);
    setPending(false);
    setSubmitting(true);
    try {
      const outcome = await signInWithEmail({ email, password, authFlowType, botToken: await bot.getToken() });
      if (outcome === 'confirmSignUp') return await toConfirmation(email);
      // Signed in: once the session is read, the page redirects to where the user was going.
      if (outcome !== 'signedIn' || !(await refresh())) setError(AUTH.loginFailed);
    } catch (err) {
      if (isUnconfirmedAccount(err)) return await toConfirmation(email);
      setError(loginErrorMessage(err));
    } finally {
      setSubmitting(false);
      bot.reset();
    }
  };

  return (
    <Form<LoginValues>
      form={form}
      name="login"
      layout="vertical" noValidate
      initialValues={{ email: initialEmail ?? '', password: '' }}
      onFinish={onFinish}
      disabled={submitting}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      {pending && <Alert type="info" showIcon title={SIGN_UP_CONFIRMATION.pending} role="status" style={{ marginBottom: 16 }} />}
      <Form.Item label="Email" name="email" required rules={[zodRule(loginSchema, 'email')]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Password" name="password" required rules={[zodRule(loginSchema, 'password')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <Link to={PATHS.forgotPassword}>Forgot password?</Link>
      </Flex>
      {bot.widget}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Log in
      </Button>
      <p style={{ marginTop: 16 }}>
        Don&apos;t have an account?{' '}
        <Link to={PATHS.register} state={initialQuery ? ({ initialQuery } satisfies RegisterState) : undefined}>
          Sign up
        </Link>
      </p>
      <ButtonLink to={PATHS.home} icon={<ArrowLeftOutlined />} block>
        Back to Home
      </ButtonLink>
    </Form>
  );
}
