// Who is signed in: the session read at boot, kept current through Amplify's Hub 'auth' events once Amplify is loaded.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { amplify, whenAmplifyLoads } from './amplify';
import { readSession, type AuthUser } from './session';

export interface AuthState {
  user: AuthUser | null;
  isAdmin: boolean;
  /** Re-reads the session (after sign-in) and returns the user it found. */
  refresh: () => Promise<AuthUser | null>;
  /**
   * Signs out. `to`: where a signed-in page's guard sends the user once signed out (the page they chose, such as
   * home); without it the guard sends them to /login and back to the page after the next login.
   */
  signOut: (options?: { to?: string }) => Promise<void>;
  /** Where the last sign-out asked to go, until the next sign-in. */
  signedOutTo?: string;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ initialUser, children }: { initialUser: AuthUser | null; children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(initialUser);
  const [signedOutTo, setSignedOutTo] = useState<string>();

  // Bumped by every sign-out: a session read that started before it must not bring the old user back.
  const signOuts = useRef(0);

  const refresh = useCallback(async () => {
    const started = signOuts.current;
    const next = await readSession();
    if (signOuts.current !== started) return null;
    setUser(next);
    if (next) setSignedOutTo(undefined);
    return next;
  }, []);

  const signedOut = useCallback(() => {
    signOuts.current += 1;
    setUser(null);
  }, []);

  const signOut = useCallback(async ({ to }: { to?: string } = {}) => {
    // Set before Amplify's own 'signedOut' event clears the user, so that the guards already know where to go.
    setSignedOutTo(to);
    signOuts.current += 1;
    const { signOut: amplifySignOut } = await amplify();
    await amplifySignOut();
    setUser(null);
  }, []);

  useEffect(
    () =>
      whenAmplifyLoads(({ Hub }) =>
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
      ),
    [refresh, signedOut],
  );

  const value = useMemo<AuthState>(
    () => ({ user, isAdmin: user?.role === 'admin', refresh, signOut, signedOutTo }),
    [user, refresh, signOut, signedOutTo],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
