// Forgot password (always 'Reset Link Sent') and the reset-password link page (validation, errors, success).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH } from '@contracts/messages';
import { amplifyAuth, cognitoError, resetAmplifyMocks } from './amplifyMock';
import { renderApp, user } from './render';
import { enter } from './typing';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

beforeEach(resetAmplifyMocks);
afterEach(() => vi.useRealTimers());

describe('forgot password', () => {
  it('asks for the email when it is empty', async () => {
    renderApp('/forgot-password');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(AUTH.forgotEmailRequired)).toBeTruthy();
    expect(amplifyAuth.resetPassword).not.toHaveBeenCalled();
  });

  it.each([
    ['fails', () => amplifyAuth.resetPassword.mockRejectedValue(cognitoError('UserNotFoundException'))],
    ['succeeds', () => amplifyAuth.resetPassword.mockResolvedValue({ isPasswordReset: false, nextStep: {} })],
  ])('shows Reset Link Sent when the request %s', async (_, arrange) => {
    arrange();
    renderApp('/forgot-password');
    const ui = userEvent.setup();
    await enter(await screen.findByLabelText('Email'), 'Nobody@Example.com', ui);
    await ui.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(AUTH.resetLinkSentTitle)).toBeTruthy();
    expect(screen.getByText(AUTH.resetLinkSent)).toBeTruthy();
    expect(amplifyAuth.resetPassword).toHaveBeenCalledWith({ username: 'nobody@example.com', options: {} });
  });

  it('has a Back to Login link', async () => {
    renderApp('/forgot-password');
    expect((await screen.findByRole('link', { name: /Back to Login/ })).getAttribute('href')).toBe('/login');
  });
});

const VALID = '/reset-password?type=recovery&email=pat%40example.com&token=123456';

async function submitPasswords(password: string, confirm: string) {
  const ui = userEvent.setup();
  await ui.clear(await screen.findByLabelText('New Password'));
  await enter(screen.getByLabelText('New Password'), password, ui);
  await ui.clear(screen.getByLabelText('Confirm Password'));
  await enter(screen.getByLabelText('Confirm Password'), confirm, ui);
  await ui.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password', () => {
  it.each([
    ['without a token', '/reset-password?type=recovery&email=pat%40example.com'],
    ['without an email', '/reset-password?type=recovery&token=123456'],
    ['of another type', '/reset-password?type=signup&email=pat%40example.com&token=123456'],
    ['with an error', '/reset-password#error=access_denied&type=recovery&email=a%40b.c&token=1'],
  ])('shows Invalid Reset Link for a link %s, with a way to ask for a new one', async (_, path) => {
    renderApp(path);
    expect(await screen.findByText(AUTH.resetInvalidTitle)).toBeTruthy();
    expect(screen.getByText(AUTH.resetLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: /new reset link/ }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('says the link expired for error_code otp_expired (in the hash)', async () => {
    renderApp('/reset-password#error=access_denied&error_code=otp_expired&error_description=expired');
    expect(await screen.findByText(AUTH.resetInvalidTitle)).toBeTruthy();
    expect(screen.getByText(AUTH.resetLinkExpired)).toBeTruthy();
  });

  it('accepts the link from the hash too', async () => {
    renderApp('/reset-password#type=recovery&email=pat%40example.com&token=123456');
    expect(await screen.findByLabelText('New Password')).toBeTruthy();
  });

  it('shows the spec messages for a short password and a mismatch', async () => {
    renderApp(VALID);
    await submitPasswords('short', 'different');
    expect(await screen.findByText(AUTH.resetPasswordMin)).toBeTruthy();
    expect(await screen.findByText(AUTH.passwordsDoNotMatch)).toBeTruthy();
    expect(amplifyAuth.confirmResetPassword).not.toHaveBeenCalled();
  });

  it('resets, signs out, confirms and goes to /login after 1.5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    amplifyAuth.confirmResetPassword.mockResolvedValue(undefined);
    const { router } = renderApp(VALID, { as: user });
    await submitPasswords('NewSecret1', 'NewSecret1');
    expect(await screen.findByText(AUTH.resetSuccess)).toBeTruthy();
    expect(amplifyAuth.confirmResetPassword).toHaveBeenCalledWith({
      username: 'pat@example.com',
      confirmationCode: '123456',
      newPassword: 'NewSecret1',
    });
    expect(amplifyAuth.signOut).toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/reset-password');
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['ExpiredCodeException', AUTH.resetLinkExpired],
    ['CodeMismatchException', AUTH.resetLinkInvalid],
    ['InternalErrorException', AUTH.resetUnexpected],
  ])('reports %s in a Password Reset Failed notification', async (name, text) => {
    amplifyAuth.confirmResetPassword.mockRejectedValue(cognitoError(name));
    renderApp(VALID);
    await submitPasswords('NewSecret1', 'NewSecret1');
    expect(await screen.findByText(AUTH.resetFailedTitle)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows the password rules under the field and checks each before sending', async () => {
    renderApp(VALID);
    expect(await screen.findByText(AUTH.passwordHint)).toBeTruthy();
    await submitPasswords('newsecret1', 'newsecret1');
    expect(await screen.findByText(AUTH.passwordUppercase)).toBeTruthy();
    await submitPasswords('NEWSECRET1', 'NEWSECRET1');
    expect(await screen.findByText(AUTH.passwordLowercase)).toBeTruthy();
    await submitPasswords('NewSecrets', 'NewSecrets');
    expect(await screen.findByText(AUTH.passwordNumber)).toBeTruthy();
    expect(amplifyAuth.confirmResetPassword).not.toHaveBeenCalled();
  });

  it("names the password rules, never the pool's raw text, for a password it refuses", async () => {
    amplifyAuth.confirmResetPassword.mockRejectedValue(
      cognitoError('InvalidPasswordException', 'Password did not conform with policy: Password must have symbol characters'),
    );
    renderApp(VALID);
    await submitPasswords('NewSecret1', 'NewSecret1');
    expect(await screen.findByText(AUTH.resetFailedTitle)).toBeTruthy();
    expect(screen.getAllByText(AUTH.passwordHint).length).toBe(2);
    expect(screen.queryByText(/conform/)).toBeNull();
  });
});
