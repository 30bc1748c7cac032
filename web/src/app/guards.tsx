// Route guards: RequireAuth sends visitors to /login (remembering where they were going), or where a sign-out asked; RequireAdmin sends non-admins to /dashboard.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from './AuthProvider';
import { PATHS } from './paths';
import type { LoginState } from './routeState';

export function RequireAuth() {
  const { user, signedOutTo } = useAuth();
  const location = useLocation();
  if (!user && signedOutTo) return <Navigate to={signedOutTo} replace />;
  if (!user) {
    const state: LoginState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash, state: location.state },
    };
    return <Navigate to={PATHS.login} replace state={state} />;
  }
  return <Outlet />;
}

export function RequireAdmin() {
  const { user, isAdmin, signedOutTo } = useAuth();
  const location = useLocation();
  if (!user && signedOutTo) return <Navigate to={signedOutTo} replace />;
  if (!user) return <Navigate to={PATHS.login} replace state={{ from: { pathname: location.pathname, search: location.search } }} />;
  if (!isAdmin) return <Navigate to={PATHS.dashboard} replace />;
  return <Outlet />;
}
