// /login: the login form; a signed-in user goes on to the chat (waiting query), the page they were going to, or /dashboard.
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../app/AuthProvider';
import { AuthCard } from '../../features/auth/AuthCard';
import { LoginForm } from '../../features/auth/LoginForm';
import { afterLoginTarget, type LoginState } from '../../app/routeState';

export default function LoginPage() {
  const { user } = useAuth();
  const state = useLocation().state as LoginState | null;
  if (user) {
    const target = afterLoginTarget(state);
    return <Navigate to={target.to} state={target.state} replace />;
  }
  return (
    <AuthCard title="Log in">
      <LoginForm initialEmail={state?.email} initialQuery={state?.initialQuery} />
    </AuthCard>
  );
}
