// The register screen: each password rule's own message, consent, sign-up attributes, the toast then /login with
// the email, and the e-mailed confirmation link's landing.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH, SIGN_UP_CONFIRMATION } from '@contracts/messages';
import { amplifyAuth, cognitoError, resetAmplifyMocks } from './amplifyMock';
import { renderApp } from './render';
import { enter, replace } from './typing';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

beforeEach(resetAmplifyMocks);
afterEach(() => vi.useRealTimers());

/** Puts `password` into its field and leaves it (a changed field is checked on blur; a shown message then follows the typing). */
async function typePassword(password: string) {
  const ui = userEvent.setup();
  await replace(await screen.findByLabelText('Password'), password, ui);
  await ui.tab();
}

async function fillForm({ consent = true } = {}) {
  const ui = userEvent.setup();
  await enter(await screen.findByLabelText('Display Name'), 'Pat Smith', ui);
  await enter(screen.getByLabelText('Email'), 'Pat@Example.com', ui);
  await enter(screen.getByLabelText('Password'), 'Secret123', ui);
  if (consent) await ui.click(screen.getByRole('checkbox'));
  await ui.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register', () => {
  it('shows the password hint under the field and links the consent to the privacy policy', async () => {
    renderApp('/register');
    expect(await screen.findByText(AUTH.passwordHint)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('shows each password rule with its own message', async () => {
    renderApp('/register');
    await typePassword('abc');
    expect(await screen.findByText(AUTH.passwordMin)).toBeTruthy();
    expect(screen.getByText(AUTH.passwordUppercase)).toBeTruthy();
    expect(screen.getByText(AUTH.passwordNumber)).toBeTruthy();
    expect(screen.queryByText(AUTH.passwordLowercase)).toBeNull();

    await typePassword('ABCDEFGH1');
    expect(await screen.findByText(AUTH.passwordLowercase)).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByText(AUTH.passwordMin)).toBeNull();
      expect(screen.queryByText(AUTH.passwordUppercase)).toBeNull();
      expect(screen.queryByText(AUTH.passwordNumber)).toBeNull();
    });

    await typePassword('abcdefgh1');
    expect(await screen.findByText(AUTH.passwordUppercase)).toBeTruthy();
    await typePassword('Abcdefghi');
    expect(await screen.findByText(AUTH.passwordNumber)).toBeTruthy();
    await typePassword('Abcdefg1');
    await waitFor(() => expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('false'));
  });

  it('requires the privacy consent, a display name and a valid email before signing up', async () => {
    renderApp('/register');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(AUTH.privacyConsentRequired)).toBeTruthy();
    expect(screen.getByText(AUTH.displayNameMin)).toBeTruthy();
    expect(screen.getByText(AUTH.emailInvalid)).toBeTruthy();
    expect(amplifyAuth.signUp).not.toHaveBeenCalled();
  });

  it('signs up with email, name and the consent timestamp, then toasts and goes to /login with the email', async () => {
    amplifyAuth.signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    const { router } = renderApp('/register');
    const before = Date.now();
    await fillForm();
    expect(await screen.findByText(AUTH.registerConfirmationSent)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The login page is plain, but antd's toast holder stays mounted (AntdHost): the toast is still there.
    expect(screen.getByText(AUTH.registerConfirmationSent)).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ email: 'pat@example.com' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('pat@example.com');
    expect(screen.queryByLabelText('Confirmation code')).toBeNull();

    const input = amplifyAuth.signUp.mock.calls[0][0];
    expect(input.username).toBe('pat@example.com');
    expect(input.password).toBe('Secret123');
    const attributes = input.options.userAttributes;
    expect(attributes.email).toBe('pat@example.com');
    expect(attributes.name).toBe('Pat Smith');
    const consentAt = Date.parse(attributes['custom:privacy_consent_at']);
    expect(new Date(consentAt).toISOString()).toBe(attributes['custom:privacy_consent_at']);
    expect(consentAt).toBeGreaterThanOrEqual(before - 1000);
  });

  it('does not sign up without consent', async () => {
    renderApp('/register');
    await fillForm({ consent: false });
    expect(await screen.findByText(AUTH.privacyConsentRequired)).toBeTruthy();
    expect(amplifyAuth.signUp).not.toHaveBeenCalled();
  });

  it('maps an existing email and other failures to the spec messages', async () => {
    amplifyAuth.signUp.mockRejectedValueOnce(cognitoError('UsernameExistsException'));
    renderApp('/register');
    await fillForm();
    expect(await screen.findByText(AUTH.emailAlreadyRegistered)).toBeTruthy();

    amplifyAuth.signUp.mockRejectedValueOnce(cognitoError('TooManyRequestsException'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(AUTH.registerFailed)).toBeTruthy();
  });

  it('toasts the account as created and goes to /login when no confirmation is needed', async () => {
    amplifyAuth.signUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    const { router } = renderApp('/register');
    await fillForm();
    expect(await screen.findByText(AUTH.registerCreated)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ email: 'pat@example.com' });
  });

  it('keeps a waiting chat query for after the login', async () => {
    amplifyAuth.signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    const { router } = renderApp({ pathname: '/register', state: { initialQuery: 'Ants in my kitchen' } });
    await fillForm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ email: 'pat@example.com', initialQuery: 'Ants in my kitchen' });
  });

  it('confirms from the e-mailed link and goes to /login with the email 3 seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    amplifyAuth.confirmSignUp.mockResolvedValue({});
    const { router } = renderApp('/register?confirm=1&email=pat%40example.com&code=654321');
    expect(await screen.findByText(AUTH.accountConfirmed)).toBeTruthy();
    expect(amplifyAuth.confirmSignUp).toHaveBeenCalledTimes(1);
    expect(amplifyAuth.confirmSignUp).toHaveBeenCalledWith({ username: 'pat@example.com', confirmationCode: '654321' });
    act(() => vi.advanceTimersByTime(2500));
    expect(router.state.location.pathname).toBe('/register');
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ email: 'pat@example.com' });
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('pat@example.com');
  });

  it.each(['ExpiredCodeException', 'CodeMismatchException'])('says a newer link replaced this one (%s) and offers another', async (name) => {
    amplifyAuth.confirmSignUp.mockRejectedValue(cognitoError(name));
    amplifyAuth.resendSignUpCode.mockResolvedValue({});
    renderApp('/register?confirm=1&email=pat%40example.com&code=000000');
    expect(await screen.findByText(SIGN_UP_CONFIRMATION.replaced)).toBeTruthy();
    expect(screen.getByText(SIGN_UP_CONFIRMATION.replacedDetail('pat@example.com'))).toBeTruthy();
    expect(screen.queryByText(AUTH.confirmationInvalid)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: SIGN_UP_CONFIRMATION.resend }));
    await waitFor(() => expect(amplifyAuth.resendSignUpCode).toHaveBeenCalledWith({ username: 'pat@example.com' }));
    expect(await screen.findByText(AUTH.confirmationResent)).toBeTruthy();
  });
});
