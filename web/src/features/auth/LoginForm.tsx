// The login form in plain elements (lib/plainForm, no antd): email and password with the spec's validation (on blur
// and on submit) and error messages, a show/hide password button, bot protection, and the links on to the other
// account screens; for a user with TOTP on, the code step (TotpCodeForm) follows the password.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { loginSchema } from '@contracts/auth';
import { AUTH, SIGN_UP_CONFIRMATION } from '@contracts/messages';
import { useAuth } from '../../app/AuthProvider';
import { PATHS } from '../../app/paths';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { resendConfirmation, signInWithEmail } from './authApi';
import { isUnconfirmedAccount, loginErrorMessage, messageOf } from '../../lib/authErrors';
import { Icon } from '../../lib/icons';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../lib/plainForm/fields';
import { usePlainForm } from '../../lib/plainForm/usePlainForm';
import type { RegisterState } from '../../app/routeState';
import { TotpCodeForm } from './TotpCodeForm';
import { useBotProtection } from './useBotProtection';
import './auth.css';

const FIELDS = ['email', 'password'] as const;

export function LoginForm({ initialEmail, initialQuery }: { initialEmail?: string; initialQuery?: string }) {
  const { authFlowType } = useRuntimeConfig();
  const { refresh } = useAuth();
  const bot = useBotProtection('login');
  const form = usePlainForm({
    name: 'login',
    fields: FIELDS,
    schema: loginSchema,
  });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [codeStep, setCodeStep] = useState(false);

  // An unconfirmed account: a new confirmation link goes out, and the form says so.
  const toConfirmation = async (email: string) => {
    try {
      await resendConfirmation(email);
      setPending(true);
    } catch (err) {
      setError(messageOf(err, SIGN_UP_CONFIRMATION.resendFailed));
    }
  };

  const logIn = async ({ email, password }: { email: string; password: string }) => {
    setError(null);
    setPending(false);
    try {
      const outcome = await signInWithEmail({ email, password, authFlowType, botToken: await bot.getToken() });
      if (outcome === 'confirmSignUp') return await toConfirmation(email);
      if (outcome === 'totpCode') return setCodeStep(true);
      // Signed in: once the session is read, the page redirects to where the user was going.
      if (outcome !== 'signedIn' || !(await refresh())) setError(AUTH.loginFailed);
    } catch (err) {
      if (isUnconfirmedAccount(err)) return await toConfirmation(email);
      setError(loginErrorMessage(err));
    } finally {
      bot.reset();
    }
  };

  if (codeStep) return <TotpCodeForm onSignedIn={async () => Boolean(await refresh())} onBack={() => setCodeStep(false)} />;

  return (
    <form ref={form.ref} name="login" noValidate onSubmit={form.submit(logIn)}>
      {error && <FormAlert kind="error">{error}</FormAlert>}
      {pending && <FormAlert kind="info">{SIGN_UP_CONFIRMATION.pending}</FormAlert>}
      <TextField form={form} field="email" label="Email" type="email" autoComplete="email" defaultValue={initialEmail ?? ''} />
      <PasswordField form={form} field="password" label="Password" autoComplete="current-password" />
      <div className="auth-forgot">
        <Link to={PATHS.forgotPassword}>Forgot password?</Link>
      </div>
      {bot.widget}
      <SubmitButton busy={form.submitting} block>
        Log in
      </SubmitButton>
      <p style={{ marginTop: 16 }}>
        Don&apos;t have an account?{' '}
        <Link to={PATHS.register} state={initialQuery ? ({ initialQuery } satisfies RegisterState) : undefined}>
          Sign up
        </Link>
      </p>
      <Link to={PATHS.home} className="pp-btn pp-btn-block">
        <Icon name="arrowLeft" />
        Back to Home
      </Link>
    </form>
  );
}
