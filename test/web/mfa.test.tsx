// The second factor in the web: an admin without TOTP sees its set-up (QR code, the key to type, the code field)
// before the admin console where the deploy requires it, and the console once a right code is given; not where it
// does not; a user turns TOTP on and off in the profile's settings.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, MFA } from '@contracts/messages';
import { amplifyAuth, cognitoError, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { json, profileOf } from './fixtures';
import { admin, renderApp, testConfig, user } from './render';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const required = { ...testConfig, adminMfaRequired: true };

beforeEach(() => {
  resetAmplifyMocks();
  amplifyAuth.setUpTOTP.mockResolvedValue({
    sharedSecret: SECRET,
    getSetupUri: (appName: string, account: string) => new URL(`otpauth://totp/${appName}:${account}?secret=${SECRET}&issuer=${appName}`),
  });
  // Every API call the console or the profile makes: the profile, the console's first tab (an empty user list), or an
  // empty success.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (String(path).startsWith('/api/profile')) return json(200, profileOf(user));
      if (String(path).startsWith('/api/admin/users')) return json(200, { users: [], pagination: { page: 1, pageSize: 10, total: 0, pages: 0 }, nextCursor: null });
      return json(200, { items: [], total: 0 });
    }),
  );
});

describe('the admin console’s second factor', () => {
  it('shows an admin without TOTP its set-up, refuses a wrong code, and opens the console after a right one', async () => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: admin.id, email: admin.email, 'cognito:groups': ['admin'] }));
    amplifyAuth.verifyTOTPSetup.mockRejectedValueOnce(cognitoError('EnableSoftwareTokenMFAException')).mockResolvedValue(undefined);
    amplifyAuth.updateMFAPreference.mockResolvedValue(undefined);
    renderApp('/admin', { as: admin, config: required });
    expect(await screen.findByRole('heading', { name: MFA.enrolTitle })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: ADMIN.title })).toBeNull();
    expect(await screen.findByText(SECRET)).toBeTruthy();
    expect(screen.getByRole('img', { name: MFA.qrLabel })).toBeTruthy();
    expect(amplifyAuth.setUpTOTP).toHaveBeenCalledTimes(1);

    const ui = userEvent.setup();
    const code = screen.getByLabelText(MFA.codeLabel);
    await ui.type(code, '12');
    await ui.click(screen.getByRole('button', { name: MFA.verify }));
    expect(await screen.findByText(MFA.codeRequired)).toBeTruthy();
    await ui.clear(code);
    await ui.type(code, '111111');
    await ui.click(screen.getByRole('button', { name: MFA.verify }));
    expect(await screen.findByText(MFA.codeInvalid)).toBeTruthy();
    expect(amplifyAuth.updateMFAPreference).not.toHaveBeenCalled();
    await ui.clear(code);
    await ui.type(code, '222222');
    await ui.click(screen.getByRole('button', { name: MFA.verify }));
    expect(await screen.findByRole('heading', { name: ADMIN.title })).toBeTruthy();
    expect(amplifyAuth.verifyTOTPSetup).toHaveBeenLastCalledWith({ code: '222222' });
    expect(amplifyAuth.updateMFAPreference).toHaveBeenCalledWith({ totp: 'PREFERRED' });
    // New tokens at once: the server reads the second factor from the token's claim.
    expect(amplifyAuth.fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  });

  it('opens the console at once for an admin with TOTP on, and without it where the deploy does not require it', async () => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: admin.id, email: admin.email, 'cognito:groups': ['admin'] }));
    amplifyAuth.fetchMFAPreference.mockResolvedValue({ enabled: ['TOTP'], preferred: 'TOTP' });
    const first = renderApp('/admin', { as: admin, config: required });
    expect(await screen.findByRole('heading', { name: ADMIN.title })).toBeTruthy();
    first.unmount();
    amplifyAuth.fetchMFAPreference.mockResolvedValue({});
    renderApp('/admin', { as: admin });
    expect(await screen.findByRole('heading', { name: ADMIN.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: MFA.enrolTitle })).toBeNull();
    expect(amplifyAuth.setUpTOTP).not.toHaveBeenCalled();
  });
});

describe('the profile’s two-factor setting', () => {
  it('turns TOTP on through the set-up and off again for an ordinary user', async () => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: user.id, email: user.email }));
    amplifyAuth.verifyTOTPSetup.mockResolvedValue(undefined);
    amplifyAuth.updateMFAPreference.mockResolvedValue(undefined);
    renderApp('/profile?tab=settings', { as: user, config: required });
    const ui = userEvent.setup();
    const row = () => within(screen.getByText('Two-factor authentication').closest('tr') as HTMLElement);
    await waitFor(() => expect(row().getByText(MFA.off)).toBeTruthy());
    await ui.click(row().getByRole('button', { name: MFA.turnOn }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(SECRET)).toBeTruthy();
    await ui.type(dialog.getByLabelText(MFA.codeLabel), '333333');
    await ui.click(dialog.getByRole('button', { name: MFA.verify }));
    await waitFor(() => expect(row().getByText(MFA.on)).toBeTruthy());
    await ui.click(row().getByRole('button', { name: MFA.turnOff }));
    await waitFor(() => expect(row().getByText(MFA.off)).toBeTruthy());
    expect(amplifyAuth.updateMFAPreference.mock.calls).toEqual([[{ totp: 'PREFERRED' }], [{ totp: 'DISABLED' }]]);
    expect(amplifyAuth.fetchAuthSession.mock.calls.filter(([options]) => (options as { forceRefresh?: boolean } | undefined)?.forceRefresh)).toHaveLength(2);
  });
});
