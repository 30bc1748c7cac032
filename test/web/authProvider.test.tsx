// Who is signed in: a session read sets the user, and a sign-out wins over a session read that was still under way.
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth, type AuthState } from '../../web/src/app/AuthProvider';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

let auth: AuthState;
function Probe() {
  auth = useAuth();
  return <p>{auth.user?.email ?? 'signed out'}</p>;
}

beforeEach(() => {
  resetAmplifyMocks();
  render(
    <AuthProvider initialUser={null}>
      <Probe />
    </AuthProvider>,
  );
});

describe('AuthProvider', () => {
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
