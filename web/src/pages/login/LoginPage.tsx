// /login: the login form, plain elements and pre-rendered (no antd: a visitor sent here from a signed-in page paints
// it at once); a signed-in user goes on to the chat (waiting query), the page they were going to, or /dashboard.
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../app/AuthProvider';
import { AuthCard } from '../../features/auth/AuthCard';
import { LoginForm } from '../../features/auth/LoginForm';
import { afterLoginTarget, type LoginState } from '../../app/routeState';

export default function LoginPage() {
  const { user } = useAuth();
  const location = useLocation();
  const state = location.state as LoginState | null;
  if (user) {
    const target = afterLoginTarget(state);
    return <Navigate to={target.to} state={target.state} replace />;
  }
  return (
    <AuthCard title="Log in">
      {/* A new visit (another prefilled email) starts a fresh form: its fields keep what is typed, not the state. */}
      <LoginForm key={location.key} initialEmail={state?.email} initialQuery={state?.initialQuery} />
    </AuthCard>
  );
}
