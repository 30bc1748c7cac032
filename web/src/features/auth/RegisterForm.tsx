// The sign-up form in plain elements (lib/plainForm, no antd): display name, email, password (with the policy hint),
// privacy consent; creates the Cognito user, then a toast (antd's, loaded then).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { registerSchema } from '@contracts/auth';
import { AUTH } from '@contracts/messages';
import { PATHS } from '../../app/paths';
import { showToast } from '../../app/toasts';
import { registerErrorMessage } from '../../lib/authErrors';
import { FormAlert, PasswordField, PrivacyConsentCheck, SubmitButton, TextField } from '../../lib/plainForm/fields';
import { usePlainForm } from '../../lib/plainForm/usePlainForm';
import { signUpWithEmail } from './authApi';
import { useBotProtection } from './useBotProtection';
import './auth.css';

const FIELDS = ['displayName', 'email', 'password', 'consentToPrivacyPolicy'] as const;

export interface RegisterFormProps {
  initialQuery?: string;
  /** The account was created (its toast is shown): confirmed by the e-mailed link when needed. */
  onRegistered: (email: string) => void;
}

export function RegisterForm({ initialQuery, onRegistered }: RegisterFormProps) {
  const bot = useBotProtection('register');
  const [error, setError] = useState<string | null>(null);
  const form = usePlainForm({
    name: 'register',
    fields: FIELDS,
    schema: registerSchema,
    boxes: ['consentToPrivacyPolicy'],
  });

  const signUp = async ({ displayName, email, password }: { displayName: string; email: string; password: string }) => {
    setError(null);
    try {
      const { confirmationNeeded } = await signUpWithEmail({ displayName, email, password, botToken: await bot.getToken(), consentAt: new Date() });
      showToast({ kind: 'success', title: confirmationNeeded ? AUTH.registerConfirmationSent : AUTH.registerCreated, brief: true });
      onRegistered(email);
    } catch (err) {
      setError(registerErrorMessage(err));
    } finally {
      bot.reset();
    }
  };

  return (
    <form ref={form.ref} id="register" name="register" noValidate onSubmit={form.submit(signUp)}>
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <TextField form={form} field="displayName" label="Display Name" autoComplete="nickname" />
      <TextField form={form} field="email" label="Email" type="email" autoComplete="email" />
      <PasswordField form={form} field="password" label="Password" autoComplete="new-password" extra={AUTH.passwordHint} />
      <PrivacyConsentCheck form={form} />
      {bot.widget}
      <SubmitButton busy={form.submitting} block>
        Create account
      </SubmitButton>
      <p style={{ marginTop: 16 }}>
        Already have an account?{' '}
        <Link to={PATHS.login} state={initialQuery ? { initialQuery } : undefined}>
          Log in
        </Link>
      </p>
    </form>
  );
}
