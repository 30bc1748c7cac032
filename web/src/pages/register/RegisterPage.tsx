// /register: the sign-up form (a toast, then /login with the email); with ?confirm=1&email=&code= it is the e-mailed link's landing.
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/AuthProvider';
import { PATHS } from '../../app/paths';
import { AuthCard } from '../../features/auth/AuthCard';
import { ConfirmFromLink } from '../../features/auth/ConfirmSignUp';
import { RegisterForm } from '../../features/auth/RegisterForm';
import type { LoginState, RegisterState } from '../../app/routeState';

export default function RegisterPage() {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as RegisterState | null;

  if (params.get('confirm') === '1') {
    return (
      <AuthCard title="Confirm your account">
        <ConfirmFromLink email={params.get('email') ?? ''} code={params.get('code') ?? ''} />
      </AuthCard>
    );
  }
  if (user) return <Navigate to={PATHS.dashboard} replace />;

  return (
    <AuthCard title="Sign up">
      <RegisterForm
        initialQuery={state?.initialQuery}
        // Spec: a toast, then /login with the email prefilled (the waiting query goes on to /chat after login).
        onRegistered={(email) => {
          const next: LoginState = { email, initialQuery: state?.initialQuery };
          navigate(PATHS.login, { state: next });
        }}
      />
    </AuthCard>
  );
}
