// The login form in plain elements (no antd): email and password with the spec's validation (on blur and on submit)
// and error messages, a show/hide password button, bot protection, and the links on to the other account screens; for
// a user with TOTP on, the code step (TotpCodeForm) follows the password.
import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { loginSchema } from '@contracts/auth';
import { AUTH, SIGN_UP_CONFIRMATION } from '@contracts/messages';
import { useAuth } from '../../app/AuthProvider';
import { PATHS } from '../../app/paths';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { resendConfirmation, signInWithEmail } from './authApi';
import { isUnconfirmedAccount, loginErrorMessage, messageOf } from '../../lib/authErrors';
import type { RegisterState } from '../../app/routeState';
import { Icon } from './icons';
import { TotpCodeForm } from './TotpCodeForm';
import { useBotProtection } from './useBotProtection';
import './auth.css';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string[]>>;

const FIELDS: readonly Field[] = ['email', 'password'];
const fieldId = (field: Field) => `login_${field}`;
const helpId = (field: Field) => `login_${field}_help`;

/** The form's values as typed (read from the inputs, so what was typed before the app took the page over counts). */
function valuesOf(form: HTMLFormElement): Record<Field, string> {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
}

/** The schema's messages for each field (all of them, as the antd form showed). */
function validate(values: Record<Field, string>): FieldErrors {
  const result = loginSchema.safeParse(values);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export function LoginForm({ initialEmail, initialQuery }: { initialEmail?: string; initialQuery?: string }) {
  const { authFlowType } = useRuntimeConfig();
  const { refresh } = useAuth();
  const bot = useBotProtection('login');
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [codeStep, setCodeStep] = useState(false);
  // Fields the user has changed: a blur checks them (tabbing through an empty form says nothing); after a submit, all.
  const dirty = useRef(new Set<Field>());
  const busy = useRef(false);

  const checkField = (field: Field) => {
    if (!formRef.current) return;
    const messages = validate(valuesOf(formRef.current))[field];
    setErrors((current) => ({ ...current, [field]: messages }));
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const field = event.target.name as Field;
    if (dirty.current.has(field)) checkField(field);
  };

  const onInput = (field: Field) => {
    dirty.current.add(field);
    // A shown message follows the typing, so it goes as soon as the value is right.
    if (errors[field]?.length) checkField(field);
  };

  // An unconfirmed account: a new confirmation link goes out, and the form says so.
  const toConfirmation = async (email: string) => {
    try {
      await resendConfirmation(email);
      setPending(true);
    } catch (err) {
      setError(messageOf(err, SIGN_UP_CONFIRMATION.resendFailed));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const values = valuesOf(event.currentTarget);
    const found = validate(values);
    FIELDS.forEach((field) => dirty.current.add(field));
    setErrors(found);
    const invalid = FIELDS.find((field) => found[field]?.length);
    if (invalid) {
      document.getElementById(fieldId(invalid))?.focus();
      return;
    }
    const { email, password } = loginSchema.parse(values);
    busy.current = true;
    setError(null);
    setPending(false);
    setSubmitting(true);
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
      busy.current = false;
      setSubmitting(false);
      bot.reset();
    }
  };

  const field = (name: Field) => {
    const messages = errors[name] ?? [];
    const invalid = messages.length > 0;
    return {
      invalid,
      input: {
        id: fieldId(name),
        name,
        required: true,
        'aria-required': true,
        'aria-invalid': invalid,
        'aria-describedby': invalid ? helpId(name) : undefined,
        disabled: submitting,
        onBlur,
        onInput: () => onInput(name),
      },
      help: invalid ? (
        <div id={helpId(name)} className="auth-field-error" role="alert">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null,
    };
  };
  const email = field('email');
  const password = field('password');

  if (codeStep) return <TotpCodeForm onSignedIn={async () => Boolean(await refresh())} onBack={() => setCodeStep(false)} />;

  return (
    <form ref={formRef} name="login" noValidate onSubmit={(event) => void onSubmit(event)}>
      {error && (
        <div className="auth-alert auth-alert-error" role="alert">
          <Icon name="closeCircle" />
          <span>{error}</span>
        </div>
      )}
      {pending && (
        <div className="auth-alert auth-alert-info" role="status">
          <Icon name="infoCircle" />
          <span>{SIGN_UP_CONFIRMATION.pending}</span>
        </div>
      )}
      <div className={email.invalid ? 'auth-field auth-field-invalid' : 'auth-field'}>
        <label htmlFor={fieldId('email')} className="auth-label auth-label-required">
          Email
        </label>
        <input {...email.input} className="auth-input" type="email" autoComplete="email" defaultValue={initialEmail ?? ''} />
        {email.help}
      </div>
      <div className={password.invalid ? 'auth-field auth-field-invalid' : 'auth-field'}>
        <label htmlFor={fieldId('password')} className="auth-label auth-label-required">
          Password
        </label>
        <div className="auth-input-wrap">
          <input
            {...password.input}
            className="auth-input auth-input-password"
            type={revealed ? 'text' : 'password'}
            autoComplete="current-password"
            defaultValue=""
          />
          {/* Its name stays 'Show password' (a label-less text, so the field alone is named 'Password'); aria-pressed tells its state. */}
          <button
            type="button"
            className="auth-reveal"
            aria-pressed={revealed}
            aria-controls={fieldId('password')}
            disabled={submitting}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <Icon name={revealed ? 'eye' : 'eyeInvisible'} />
            <span className="sr-only">Show password</span>
          </button>
        </div>
        {password.help}
      </div>
      <div className="auth-forgot">
        <Link to={PATHS.forgotPassword}>Forgot password?</Link>
      </div>
      {bot.widget}
      <button type="submit" className="pp-btn pp-btn-primary pp-btn-block" aria-disabled={submitting || undefined}>
        {submitting && <span className="pp-btn-spinner" aria-hidden="true" />}
        Log in
      </button>
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
