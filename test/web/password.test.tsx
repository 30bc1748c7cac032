// The change-password dialog on /profile?tab=settings: every rule and message of the spec, the confirmation
// dialog, updatePassword, the success message, sign-out after about 1.5 s and /login; Cognito's errors mapped.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH, PASSWORD_CHANGE, PASSWORD_CHANGE_DIALOG } from '@contracts/messages';
import type { AuthUser } from '../../web/src/app/session';
import { amplifyAuth, cognitoError, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { renderApp, user } from './render';
import { json, profileOf } from './fixtures';
import { enter } from './typing';

const { updatePassword } = vi.hoisted(() => ({ updatePassword: vi.fn() }));
vi.mock('aws-amplify/auth', async () => ({ ...(await import('./amplifyMock')).amplifyAuth, updatePassword }));


let me: AuthUser;
let seq = 0;

beforeEach(() => {
  me = { ...user, id: `u-password-${++seq}` };
  resetAmplifyMocks();
  updatePassword.mockReset();
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: me.id, email: me.email }));
  const profile = profileOf(me);
  vi.stubGlobal('fetch', vi.fn(async () => json(200, profile)));
});
afterEach(() => vi.unstubAllGlobals());

interface Entry {
  current?: string;
  next?: string;
  confirm?: string;
}

/** Opens the dialog from the Settings tab; returns the router and a helper that fills and submits the form. */
async function openDialog() {
  const view = renderApp('/profile?tab=settings', { as: me });
  const ui = userEvent.setup();
  await ui.click(await screen.findByRole('button', { name: 'Change Password', hidden: true }));
  const dialog = within(await screen.findByRole('dialog', { name: PASSWORD_CHANGE_DIALOG.title }));
  const submit = async ({ current = '', next = '', confirm = '' }: Entry) => {
    for (const [label, value] of [
      ['Current Password', current],
      ['New Password', next],
      ['Confirm New Password', confirm],
    ] as const) {
      const field = dialog.getByLabelText(label);
      await ui.clear(field);
      if (value) await enter(field, value, ui);
    }
    await ui.click(dialog.getByRole('button', { name: 'Update Password', hidden: true }));
  };
  return { ...view, ui, dialog, submit };
}

describe('change password: the rules', () => {
  it.each<[string, Entry, string]>([
    ['every field empty', {}, PASSWORD_CHANGE.allRequired],
    ['a field missing', { current: 'OldPass123', next: 'NewPass123' }, PASSWORD_CHANGE.allRequired],
    ['a confirmation that differs', { current: 'OldPass123', next: 'NewPass123', confirm: 'NewPass124' }, PASSWORD_CHANGE.mismatch],
    ['a new password under 8 characters', { current: 'OldPass123', next: 'New123', confirm: 'New123' }, PASSWORD_CHANGE.min],
    ['the current password again', { current: 'OldPass123', next: 'OldPass123', confirm: 'OldPass123' }, PASSWORD_CHANGE.mustDiffer],
    ['no uppercase letter (the pool policy)', { current: 'OldPass123', next: 'newpass123', confirm: 'newpass123' }, AUTH.passwordUppercase],
    ['no number (the pool policy)', { current: 'OldPass123', next: 'NewPassword', confirm: 'NewPassword' }, AUTH.passwordNumber],
  ])('refuses %s', async (_case, entry, messageText) => {
    const { dialog, submit } = await openDialog();
    await submit(entry);
    expect(await dialog.findByText(messageText)).toBeTruthy();
    expect(screen.queryByText(PASSWORD_CHANGE_DIALOG.confirmTitle)).toBeNull();
    expect(updatePassword).not.toHaveBeenCalled();
  });
});

describe('change password: confirmation and update', () => {
  const valid = { current: 'OldPass123', next: 'NewPass123', confirm: 'NewPass123' };

  it('asks for confirmation and changes nothing on Cancel', async () => {
    const { ui, submit } = await openDialog();
    await submit(valid);
    const confirm = within((await screen.findByText(PASSWORD_CHANGE_DIALOG.confirmText)).closest('[role="dialog"]') as HTMLElement);
    expect(confirm.getAllByText(PASSWORD_CHANGE_DIALOG.confirmTitle).length).toBeGreaterThan(0);
    await ui.click(confirm.getByRole('button', { name: 'Cancel', hidden: true }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(updatePassword).not.toHaveBeenCalled();
    expect(amplifyAuth.signOut).not.toHaveBeenCalled();
  });

  it('updates the password, confirms, then signs out after about 1.5 s and goes to /login', async () => {
    // The delay is measured between the calls themselves, so a slow machine cannot shorten or stretch it.
    let changedAt = 0;
    let signedOutAt = 0;
    updatePassword.mockImplementation(async () => {
      changedAt = Date.now();
    });
    amplifyAuth.signOut.mockImplementation(async () => {
      signedOutAt = Date.now();
    });
    const { ui, submit, router } = await openDialog();
    await submit(valid);
    await ui.click(await screen.findByRole('button', { name: 'Yes, change my password', hidden: true }));
    await waitFor(() => expect(updatePassword).toHaveBeenCalledWith({ oldPassword: 'OldPass123', newPassword: 'NewPass123' }));
    expect((await screen.findAllByText(PASSWORD_CHANGE_DIALOG.success)).length).toBeGreaterThan(0);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(amplifyAuth.signOut).toHaveBeenCalled();
    expect(signedOutAt - changedAt).toBeGreaterThanOrEqual(1500);
  });

  it.each<[string, Error, string]>([
    ['the same-password refusal', cognitoError('InvalidPasswordException', 'Password has previously been used'), PASSWORD_CHANGE.sameAsCurrentServer],
    ['a wrong current password', cognitoError('NotAuthorizedException', 'Incorrect username or password.'), PASSWORD_CHANGE_DIALOG.currentIncorrect],
    ['too many attempts', cognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'), PASSWORD_CHANGE_DIALOG.tooManyAttempts],
    ['an unexpected error', cognitoError('InternalErrorException', 'Boom'), PASSWORD_CHANGE_DIALOG.failed],
  ])('maps %s to its message and stays signed in', async (_case, error, messageText) => {
    updatePassword.mockRejectedValue(error);
    const { ui, dialog, submit } = await openDialog();
    await submit(valid);
    await ui.click(await screen.findByRole('button', { name: 'Yes, change my password', hidden: true }));
    expect(await dialog.findByText(messageText)).toBeTruthy();
    expect(amplifyAuth.signOut).not.toHaveBeenCalled();
  });

  it("names the password rules, never the pool's raw text, when the pool refuses the new password", async () => {
    updatePassword.mockRejectedValue(
      cognitoError('InvalidPasswordException', 'Password did not conform with policy: Password must have symbol characters'),
    );
    const { ui, dialog, submit } = await openDialog();
    await submit(valid);
    await ui.click(await screen.findByRole('button', { name: 'Yes, change my password', hidden: true }));
    expect((await dialog.findByRole('alert')).textContent).toContain(AUTH.passwordHint);
    expect(dialog.queryByText(/conform/)).toBeNull();
  });

  it('needs an active session', async () => {
    const { ui, dialog, submit } = await openDialog();
    amplifyAuth.fetchAuthSession.mockResolvedValue({});
    await submit(valid);
    await ui.click(await screen.findByRole('button', { name: 'Yes, change my password', hidden: true }));
    expect(await dialog.findByText(PASSWORD_CHANGE.noSession)).toBeTruthy();
    expect(updatePassword).not.toHaveBeenCalled();
  });
});
