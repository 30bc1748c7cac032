// Confirming a new account: the step after sign-up (code form, resend) and the e-mailed link's landing (auto-confirm).
import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Form, Input, Result, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { AUTH, SIGN_UP_CONFIRMATION } from '@contracts/messages';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../lib/ButtonLink';
import { confirmAccount, resendConfirmation } from './authApi';
import { authErrorName, isAlreadyConfirmed, messageOf } from './authErrors';
import type { LoginState } from './routeState';

/** Spec: after a successful confirmation the page redirects to /login after 3 seconds. */
export const CONFIRMED_REDIRECT_MS = 3000;
const CODE_PATTERN = /^\d{6}$/;

function isBadCode(error: unknown): boolean {
  const name = authErrorName(error);
  return name === 'CodeMismatchException' || name === 'ExpiredCodeException';
}

/** Confirms, treating an already-confirmed account as confirmed. */
async function confirm(email: string, code: string): Promise<void> {
  try {
    await confirmAccount(email, code);
  } catch (error) {
    if (!isAlreadyConfirmed(error)) throw error;
  }
}

function useResend(email: string) {
  const { message } = App.useApp();
  const [resending, setResending] = useState(false);
  const resend = async () => {
    setResending(true);
    try {
      await resendConfirmation(email);
      message.success(AUTH.confirmationResent);
    } catch (error) {
      message.error(messageOf(error, SIGN_UP_CONFIRMATION.resendFailed));
    } finally {
      setResending(false);
    }
  };
  return { resend, resending };
}

/** The success screen: 'confirmed', then /login with the email prefilled after 3 seconds. */
export function AccountConfirmed({ email, initialQuery }: { email: string; initialQuery?: string }) {
  const navigate = useNavigate();
  const loginState: LoginState = { email, initialQuery };
  useEffect(() => {
    const timer = setTimeout(() => navigate(PATHS.login, { state: loginState }), CONFIRMED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Result
      status="success"
      title={AUTH.accountConfirmed}
      subTitle="Taking you to the login page..."
      extra={
        <ButtonLink type="primary" to={PATHS.login} state={loginState}>
          Go to Log in
        </ButtonLink>
      }
    />
  );
}

/** The step after sign-up: the 6-digit code from the email, Confirm, and Resend code. */
export function ConfirmSignUpStep({
  email,
  initialQuery,
  resendOnArrival,
  onResent,
}: {
  email: string;
  initialQuery?: string;
  /** Send a new code at once (the user came from the login page with an unconfirmed account). */
  resendOnArrival?: boolean;
  onResent?: () => void;
}) {
  const { resend, resending } = useResend(email);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const resent = useRef(false);

  useEffect(() => {
    if (!resendOnArrival || resent.current) return;
    resent.current = true;
    void resend().then(onResent);
  }, [resendOnArrival]);

  if (confirmed) return <AccountConfirmed email={email} initialQuery={initialQuery} />;

  const onFinish = async ({ code }: { code: string }) => {
    setError(null);
    setSubmitting(true);
    try {
      await confirm(email, code.trim());
      setConfirmed(true);
    } catch (err) {
      setError(isBadCode(err) ? AUTH.confirmationInvalid : messageOf(err, AUTH.confirmationInvalid));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {SIGN_UP_CONFIRMATION.title}
      </Typography.Title>
      <Typography.Paragraph>{SIGN_UP_CONFIRMATION.intro}</Typography.Paragraph>
      <Form name="confirm-sign-up" layout="vertical" noValidate initialValues={{ email, code: '' }} onFinish={onFinish}>
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
        <Form.Item label="Email" name="email">
          <Input readOnly />
        </Form.Item>
        <Form.Item
          label="Confirmation code"
          name="code"
          required
          rules={[{ pattern: CODE_PATTERN, required: true, message: SIGN_UP_CONFIRMATION.codeInvalid }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Confirm
        </Button>
        <Button block style={{ marginTop: 8 }} loading={resending} onClick={() => void resend()}>
          Resend code
        </Button>
      </Form>
    </>
  );
}

/** The e-mailed link's landing (/register?confirm=1&email=...&code=...): confirms at once. */
export function ConfirmFromLink({ email, code }: { email: string; code: string }) {
  const [status, setStatus] = useState<'confirming' | 'confirmed' | 'invalid'>(email && code ? 'confirming' : 'invalid');
  const [error, setError] = useState<string>(AUTH.confirmationInvalid);
  const { resend, resending } = useResend(email);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !email || !code) return;
    started.current = true;
    confirm(email, code).then(
      () => setStatus('confirmed'),
      (err: unknown) => {
        console.warn('Confirmation failed', err);
        setError(isBadCode(err) ? AUTH.confirmationInvalid : messageOf(err, AUTH.confirmationInvalid));
        setStatus('invalid');
      },
    );
  }, [email, code]);

  if (status === 'confirming') {
    return (
      <Result icon={<Spin size="large" />} title={SIGN_UP_CONFIRMATION.confirming} />
    );
  }
  if (status === 'confirmed') return <AccountConfirmed email={email} />;
  return (
    <Result
      status="error"
      title={error}
      extra={[
        email && (
          <Button key="resend" type="primary" loading={resending} onClick={() => void resend()}>
            Resend code
          </Button>
        ),
        <ButtonLink key="login" to={PATHS.login} state={{ email } satisfies LoginState}>
          Back to Login
        </ButtonLink>,
      ]}
    />
  );
}
