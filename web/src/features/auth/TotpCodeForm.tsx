// The sign-in's second step for a user with TOTP on, in the login form's plain elements: the 6-digit code of the
// authenticator app, checked before the session starts; 'Back' returns to the e-mail and password.
import { useState, type FormEvent } from 'react';
import { AUTH, MFA } from '@contracts/messages';
import { totpErrorMessage } from '../../lib/authErrors';
import { confirmTotpCode } from './authApi';
import { Icon } from '../../lib/icons';
import '../../lib/plainForm/plainForm.css';
import './auth.css';

const CODE = /^\d{6}$/;
const FIELD_ID = 'login_code';
const HELP_ID = 'login_code_help';

/** `onSignedIn` reads the new session: false when there is none, which the form reports as a failed login. */
export function TotpCodeForm({ onSignedIn, onBack }: { onSignedIn: () => Promise<boolean>; onBack: () => void }) {
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setInvalid(!CODE.test(code));
    if (!CODE.test(code)) {
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      if (!(await confirmTotpCode(code)) || !(await onSignedIn())) setError(AUTH.loginFailed);
    } catch (err) {
      setError(totpErrorMessage(err, AUTH.loginFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form name="login-code" noValidate onSubmit={(event) => void onSubmit(event)}>
      {error && (
        <div className="pf-alert pf-alert-error" role="alert">
          <Icon name="closeCircle" />
          <span>{error}</span>
        </div>
      )}
      <p>{MFA.signInPrompt}</p>
      <div className={invalid ? 'pf-field pf-field-invalid' : 'pf-field'}>
        <label htmlFor={FIELD_ID} className="pf-label pf-label-required">
          {MFA.codeLabel}
        </label>
        <input
          id={FIELD_ID}
          name="code"
          className="pf-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          aria-required
          aria-invalid={invalid}
          aria-describedby={invalid ? HELP_ID : undefined}
          disabled={submitting}
          // The code step opens on the user's own action (the login they just sent): the field takes the focus.
          autoFocus
        />
        {invalid && (
          <div id={HELP_ID} className="pf-field-error" role="alert">
            <p>{MFA.codeRequired}</p>
          </div>
        )}
      </div>
      <button type="submit" className="pp-btn pp-btn-primary pp-btn-block" aria-disabled={submitting || undefined}>
        {submitting && <span className="pp-btn-spinner" aria-hidden="true" />}
        {MFA.verify}
      </button>
      <button type="button" className="pp-btn pp-btn-block" style={{ marginTop: 8 }} disabled={submitting} onClick={onBack}>
        Back
      </button>
    </form>
  );
}
