// Who is signed in, and where a signed-in page sends someone who signs out: a session read sets the user; a sign-out
// wins over a session read still under way; the guard sends to where the sign-out asked, else to /login.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth, type AuthState } from '../../web/src/app/AuthProvider';
import { RequireAuth } from '../../web/src/app/guards';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { user } from './render';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

beforeEach(() => resetAmplifyMocks());

describe('AuthProvider', () => {
  let auth: AuthState;
  function Probe() {
    auth = useAuth();
    return <p>{auth.user?.email ?? 'signed out'}</p>;
  }
  beforeEach(() => {
    render(
      <AuthProvider initialUser={null}>
        <Probe />
      </AuthProvider>,
    );
  });

  it('sets the user a session read finds', async () => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: 'u-1', email: 'uma@example.com' }));
    await act(async () => expect((await auth.refresh())?.email).toBe('uma@example.com'));
    expect(screen.getByText('uma@example.com')).toBeTruthy();
  });

  it('stays signed out when a session read started before the sign-out answers after it', async () => {
    let answer!: (session: unknown) => void;
    amplifyAuth.fetchAuthSession.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    let reading!: Promise<unknown>;
    act(() => {
      reading = auth.refresh();
    });
    await act(() => auth.signOut());
    await act(async () => {
      answer(sessionWith({ sub: 'u-1', email: 'uma@example.com' }));
      expect(await reading).toBeNull();
    });
    expect(screen.getByText('signed out')).toBeTruthy();
    expect(amplifyAuth.signOut).toHaveBeenCalledTimes(1);
  });
});

describe('signing out on a signed-in page', () => {
  function SignOutButtons() {
    const { signOut } = useAuth();
    return (
      <>
        <button type="button" onClick={() => void signOut({ to: '/' })}>
          Log out to home
        </button>
        <button type="button" onClick={() => void signOut()}>
          Log out
        </button>
      </>
    );
  }
  const open = () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home page</p> },
        { path: '/login', element: <p>Login page</p> },
        { element: <RequireAuth />, children: [{ path: '/profile', element: <SignOutButtons /> }] },
      ],
      { initialEntries: ['/profile'] },
    );
    render(
      <AuthProvider initialUser={user}>
        <RouterProvider router={router} />
      </AuthProvider>,
    );
    return router;
  };

  it('goes where the sign-out asked, even before anything else navigates', async () => {
    const router = open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out to home' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to /login, remembering the page, when the sign-out names no place', async () => {
    const router = open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/profile' } });
  });
});
