// /register: the sign-up form, then the confirmation step; with ?confirm=1&email=&code= it is the e-mailed link's landing.
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/AuthProvider';
import { PATHS } from '../../app/paths';
import { AuthCard } from '../../features/auth/AuthCard';
import { ConfirmFromLink, ConfirmSignUpStep } from '../../features/auth/ConfirmSignUp';
import { RegisterForm } from '../../features/auth/RegisterForm';
import type { LoginState, RegisterState } from '../../features/auth/routeState';

export default function RegisterPage() {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as RegisterState | null;
  const [confirmEmail, setConfirmEmail] = useState(state?.confirmEmail);

  if (params.get('confirm') === '1') {
    return (
      <AuthCard title="Confirm your account">
        <ConfirmFromLink email={params.get('email') ?? ''} code={params.get('code') ?? ''} />
      </AuthCard>
    );
  }
  if (user) return <Navigate to={PATHS.dashboard} replace />;

  if (confirmEmail) {
    return (
      <AuthCard title="Sign up">
        <ConfirmSignUpStep
          email={confirmEmail}
          initialQuery={state?.initialQuery}
          resendOnArrival={state?.resend}
          // Done once: a reload of this history entry must not send another code.
          onResent={() => navigate('.', { replace: true, state: { ...state, resend: false } })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign up">
      <RegisterForm
        initialQuery={state?.initialQuery}
        onConfirmationNeeded={setConfirmEmail}
        onCreated={(email) => {
          const next: LoginState = { email, initialQuery: state?.initialQuery };
          navigate(PATHS.login, { state: next });
        }}
      />
    </AuthCard>
  );
}
