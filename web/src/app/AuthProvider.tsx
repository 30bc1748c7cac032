// Who is signed in: the session read at boot, kept current through Amplify's Hub 'auth' events.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { signOut as amplifySignOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { readSession, type AuthUser } from '../features/auth/session';

export interface AuthState {
  user: AuthUser | null;
  isAdmin: boolean;
  /** Re-reads the session (after sign-in) and returns the user it found. */
  refresh: () => Promise<AuthUser | null>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ initialUser, children }: { initialUser: AuthUser | null; children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(initialUser);

  // Bumped by every sign-out: a session read that started before it must not bring the old user back.
  const signOuts = useRef(0);

  const refresh = useCallback(async () => {
    const started = signOuts.current;
    const next = await readSession();
    if (signOuts.current !== started) return null;
    setUser(next);
    return next;
  }, []);

  const signedOut = useCallback(() => {
    signOuts.current += 1;
    setUser(null);
  }, []);

  const signOut = useCallback(async () => {
    signOuts.current += 1;
    await amplifySignOut();
    signedOut();
  }, [signedOut]);

  useEffect(
    () =>
      Hub.listen('auth', ({ payload }) => {
        switch (payload.event) {
          case 'signedIn':
          case 'tokenRefresh':
            void refresh();
            break;
          case 'signedOut':
          case 'tokenRefresh_failure':
            signedOut();
            break;
        }
      }),
    [refresh, signedOut],
  );

  const value = useMemo<AuthState>(
    () => ({ user, isAdmin: user?.role === 'admin', refresh, signOut }),
    [user, refresh, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
