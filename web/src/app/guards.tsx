// Route guards: RequireAuth sends visitors to /login (remembering where they were going), or where a sign-out asked;
// RequireAdmin sends non-admins to /dashboard; RequireSecondFactor shows an admin without TOTP its set-up first (when
// the deploy requires admins' second factor).
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { totpEnabled } from '../features/auth/authApi';
import { loadAntd } from './AntdHost';
import { useAuth } from './AuthProvider';
import { PATHS } from './paths';
import { useRuntimeConfig } from './runtimeConfig';
import type { LoginState } from './routeState';
import { PageSpinner } from './Shell';

const AdminEnrolment = lazy(() => Promise.all([import('../features/auth/AdminEnrolment'), loadAntd()]).then(([loaded]) => loaded));

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
  return <RequireSecondFactor />;
}

type Factor = 'checking' | 'enrolled' | 'needed';

/** The console's pages for an admin with TOTP on; its set-up first for one without; anyone else passes. */
export function RequireSecondFactor() {
  const { user, isAdmin } = useAuth();
  const { adminMfaRequired } = useRuntimeConfig();
  const gated = Boolean(user && isAdmin && adminMfaRequired);
  const [factor, setFactor] = useState<{ user: string; state: Factor }>({ user: '', state: 'checking' });
  const userId = user?.id ?? '';

  useEffect(() => {
    if (!gated) return;
    let live = true;
    // A failed read shows the set-up, whose own call then says what went wrong.
    totpEnabled().then(
      (on) => live && setFactor({ user: userId, state: on ? 'enrolled' : 'needed' }),
      () => live && setFactor({ user: userId, state: 'needed' }),
    );
    return () => {
      live = false;
    };
  }, [gated, userId]);

  if (!gated) return <Outlet />;
  const state = factor.user === userId ? factor.state : 'checking';
  if (state === 'enrolled') return <Outlet />;
  if (state === 'checking') return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AdminEnrolment email={user?.email ?? ''} onEnrolled={() => setFactor({ user: userId, state: 'enrolled' })} />
    </Suspense>
  );
}
