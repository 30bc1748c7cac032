// /register: the sign-up form (a toast, then /login with the email), plain and pre-rendered; with
// ?confirm=1&email=&code= it is the e-mailed link's landing, drawn with antd (its code and antd's load then).
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { loadAntd } from '../../app/AntdHost';
import { useAuth } from '../../app/AuthProvider';
import { PATHS } from '../../app/paths';
import { PageSpinner } from '../../app/Shell';
import { AuthCard } from '../../features/auth/AuthCard';
import { RegisterForm } from '../../features/auth/RegisterForm';
import type { LoginState, RegisterState } from '../../app/routeState';

/** The confirmation landing inside antd's provider (the page itself renders outside it: AntdHost). */
const ConfirmFromLink = lazy(async () => {
  const [landing, Provider] = await Promise.all([import('../../features/auth/ConfirmSignUp'), loadAntd()]);
  return {
    default: (props: { email: string; code: string }) => (
      <Provider>
        <landing.ConfirmFromLink {...props} />
      </Provider>
    ),
  };
});

export default function RegisterPage() {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as RegisterState | null;

  if (params.get('confirm') === '1') {
    return (
      <AuthCard title="Confirm your account">
        <Suspense fallback={<PageSpinner />}>
          <ConfirmFromLink email={params.get('email') ?? ''} code={params.get('code') ?? ''} />
        </Suspense>
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
