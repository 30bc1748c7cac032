// The login screen: the spec's validation and error messages, redirects, prefill, bot-protection notice, the show/hide
// password button (that it loads no antd is checked in the browser: test/e2e/prerender.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH, APP, MFA, SIGN_UP_CONFIRMATION } from '@contracts/messages';
import { amplifyAuth, cognitoError, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { renderApp, testConfig, user } from './render';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

beforeEach(() => {
  resetAmplifyMocks();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

async function fillAndSubmit(email: string, password: string) {
  const ui = userEvent.setup();
  if (email) await ui.type(await screen.findByLabelText('Email'), email);
  if (password) await ui.type(screen.getByLabelText('Password'), password);
  await ui.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login', () => {
  it('shows the spec messages for an invalid email and a missing password, and does not sign in', async () => {
    renderApp('/login');
    await fillAndSubmit('not-an-email', '');
    expect(await screen.findByText(AUTH.emailInvalid)).toBeTruthy();
    expect(await screen.findByText(AUTH.passwordRequired)).toBeTruthy();
    expect(amplifyAuth.signIn).not.toHaveBeenCalled();
  });

  it('checks a changed field when it loses focus, and clears the message once the value is right', async () => {
    renderApp('/login');
    const ui = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await ui.click(email);
    await ui.tab();
    expect(screen.queryByText(AUTH.emailInvalid)).toBeNull();
    await ui.type(email, 'someone@');
    await ui.tab();
    expect(await screen.findByText(AUTH.emailInvalid)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await ui.type(email, 'example.com');
    await waitFor(() => expect(screen.queryByText(AUTH.emailInvalid)).toBeNull());
    expect(email.getAttribute('aria-invalid')).toBe('false');
    expect(amplifyAuth.signIn).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a button of its own', async () => {
    renderApp('/login');
    const password = await screen.findByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('has the forgot-password and register links and a Back to Home button', async () => {
    renderApp('/login');
    const main = within(await screen.findByRole('main'));
    expect((await main.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe('/forgot-password');
    expect(main.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(main.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
  });

  it.each(['NotAuthorizedException', 'UserNotFoundException'])('maps %s to the invalid-credentials message', async (name) => {
    amplifyAuth.signIn.mockRejectedValue(cognitoError(name));
    renderApp('/login');
    await fillAndSubmit('someone@example.com', 'Secret123');
    expect(await screen.findByText(AUTH.invalidCredentials)).toBeTruthy();
  });

  it('shows the server message for other errors, and the generic one when there is none', async () => {
    amplifyAuth.signIn.mockRejectedValueOnce(cognitoError('LimitExceededException', 'Attempt limit exceeded'));
    renderApp('/login');
    await fillAndSubmit('someone@example.com', 'Secret123');
    expect(await screen.findByText('Attempt limit exceeded')).toBeTruthy();

    amplifyAuth.signIn.mockRejectedValueOnce(cognitoError('InternalErrorException', ''));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(AUTH.loginFailed)).toBeTruthy();
  });

  it('signs in with the configured flow and a lower-cased email, then goes to the dashboard', async () => {
    amplifyAuth.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: 'u-1', email: 'someone@example.com' }));
    const { router } = renderApp('/login');
    await fillAndSubmit('Someone@Example.com', 'Secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(amplifyAuth.signIn).toHaveBeenCalledWith({
      username: 'someone@example.com',
      password: 'Secret123',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  it('goes to the chat with the waiting query and a new thread after login', async () => {
    amplifyAuth.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: 'u-1', email: 'someone@example.com' }));
    const { router } = renderApp({ pathname: '/login', state: { email: 'someone@example.com', initialQuery: 'Ants in my kitchen' } });
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('someone@example.com');
    await fillAndSubmit('', 'Secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(router.state.location.state).toEqual({ initialQuery: 'Ants in my kitchen', newThread: true });
  });

  it('sends an unconfirmed account a new confirmation link and says so on the login page', async () => {
    amplifyAuth.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    amplifyAuth.resendSignUpCode.mockResolvedValue({});
    const { router } = renderApp('/login');
    await fillAndSubmit('new@example.com', 'Secret123');
    expect(await screen.findByText(SIGN_UP_CONFIRMATION.pending)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(amplifyAuth.resendSignUpCode).toHaveBeenCalledWith({ username: 'new@example.com' });
    expect(screen.queryByLabelText('Confirmation code')).toBeNull();
  });

  it('says so when the new confirmation link cannot be sent', async () => {
    amplifyAuth.signIn.mockRejectedValue(cognitoError('UserNotConfirmedException'));
    amplifyAuth.resendSignUpCode.mockRejectedValue(new Error(''));
    renderApp('/login');
    await fillAndSubmit('new@example.com', 'Secret123');
    expect(await screen.findByText(SIGN_UP_CONFIRMATION.resendFailed)).toBeTruthy();
    expect(screen.queryByText(SIGN_UP_CONFIRMATION.pending)).toBeNull();
  });

  it('redirects a signed-in user to the dashboard', async () => {
    const { router } = renderApp('/login', { as: user });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows nothing about bot protection without a Turnstile key', async () => {
    renderApp('/login');
    await screen.findByLabelText('Email');
    expect(screen.queryByText(APP.botProtectionNotice)).toBeNull();
    expect(document.querySelector('script[src*="turnstile"]')).toBeNull();
  });

  it('shows the notice and loads Turnstile when a site key is configured', async () => {
    renderApp('/login', { config: { ...testConfig, turnstileSiteKey: '1x00000000000000000000AA' } });
    expect(await screen.findByText(APP.botProtectionNotice)).toBeTruthy();
    await waitFor(() => expect(document.querySelector('script[src^="https://challenges.cloudflare.com/turnstile/v0/api.js"]')).toBeTruthy());
  });

  it('asks a user with TOTP on for the code, refuses a wrong one with its message, and signs in with the right one', async () => {
    amplifyAuth.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } });
    amplifyAuth.confirmSignIn.mockRejectedValueOnce(cognitoError('CodeMismatchException')).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: 'u-1', email: 'someone@example.com' }));
    const { router } = renderApp('/login');
    await fillAndSubmit('someone@example.com', 'Secret123');
    const ui = userEvent.setup();
    const code = await screen.findByLabelText(MFA.codeLabel);
    expect(router.state.location.pathname).toBe('/login');
    await ui.type(code, '12345');
    await ui.click(screen.getByRole('button', { name: MFA.verify }));
    expect(await screen.findByText(MFA.codeRequired)).toBeTruthy();
    expect(amplifyAuth.confirmSignIn).not.toHaveBeenCalled();
    await ui.type(code, '6');
    await ui.click(screen.getByRole('button', { name: MFA.verify }));
    expect(await screen.findByText(MFA.codeInvalid)).toBeTruthy();
    await ui.clear(code);
    await ui.type(code, '654321');
    await ui.click(screen.getByRole('button', { name: MFA.verify }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(amplifyAuth.confirmSignIn).toHaveBeenLastCalledWith({ challengeResponse: '654321' });
  });

  it('says a used code is used, and goes back to the password with Back', async () => {
    amplifyAuth.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } });
    amplifyAuth.confirmSignIn.mockRejectedValue(cognitoError('ExpiredCodeException'));
    renderApp('/login');
    await fillAndSubmit('someone@example.com', 'Secret123');
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText(MFA.codeLabel), '123456');
    await ui.click(screen.getByRole('button', { name: MFA.verify }));
    expect(await screen.findByText(MFA.codeUsed)).toBeTruthy();
    await ui.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });
});
