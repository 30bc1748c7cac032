// Confirming a new account from the e-mailed link (/register?confirm=1): auto-confirm, then /login; a new link on failure
// (a link replaced by a newer e-mail says so).
import { useEffect, useRef, useState } from 'react';
import { App, Button, Result, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import { AUTH, SIGN_UP_CONFIRMATION } from '@contracts/messages';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../lib/ButtonLink';
import { confirmAccount, resendConfirmation } from './authApi';
import { authErrorName, isAlreadyConfirmed, messageOf } from '../../lib/authErrors';
import type { LoginState } from '../../app/routeState';

/** Spec: after a successful confirmation the page redirects to /login after 3 seconds. */
const CONFIRMED_REDIRECT_MS = 3000;

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

/** Sends a new confirmation link, with its toast. */
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
function AccountConfirmed({ email, initialQuery }: { email: string; initialQuery?: string }) {
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

/** The e-mailed link's landing (/register?confirm=1&email=...&code=...): confirms at once. */
export function ConfirmFromLink({ email, code }: { email: string; code: string }) {
  const [status, setStatus] = useState<'confirming' | 'confirmed' | 'invalid'>(email && code ? 'confirming' : 'invalid');
  const [error, setError] = useState<{ title: string; detail?: string }>({ title: AUTH.confirmationInvalid });
  const { resend, resending } = useResend(email);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !email || !code) return;
    started.current = true;
    confirm(email, code).then(
      () => setStatus('confirmed'),
      (err: unknown) => {
        // Cognito keeps only the newest code: an older e-mail's link fails as a wrong or expired code would.
        setError(
          isBadCode(err)
            ? { title: SIGN_UP_CONFIRMATION.replaced, detail: SIGN_UP_CONFIRMATION.replacedDetail(email) }
            : { title: messageOf(err, AUTH.confirmationInvalid) },
        );
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
      title={error.title}
      subTitle={error.detail}
      extra={[
        email && (
          <Button key="resend" type="primary" loading={resending} onClick={() => void resend()}>
            {SIGN_UP_CONFIRMATION.resend}
          </Button>
        ),
        <ButtonLink key="login" to={PATHS.login} state={{ email } satisfies LoginState}>
          Back to Login
        </ButtonLink>,
      ]}
    />
  );
}
