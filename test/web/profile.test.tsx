// The profile page over GET/PUT /api/profile: the tab in the query string, the Profile tab (display name, read-only
// email, role badge), the Settings tab (marketing consent, privacy consent indicator, data export, account
// security), and the API client's Bearer token and error parsing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportFileName } from '@contracts/account';
import { GENERIC, PROFILE, PROFILE_PAGE, SETTINGS_TAB } from '@contracts/messages';
import { ApiError, apiFetch } from '../../web/src/api/client';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import type { AuthUser } from '../../web/src/app/session';
import { renderApp, user } from './render';
import { json, profileOf } from './fixtures';
import { enter } from './typing';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

const profile = profileOf(user);


type Handler = (init: RequestInit) => Response | Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn>;
/** A new user id per test: SWR's cache (keyed by path and user) outlives a render. */
let me: AuthUser;
let seq = 0;

/** Answers each `METHOD /path` (query string ignored) with its handler; anything else is a 404. */
function serve(routes: Record<string, Handler>) {
  fetchMock.mockImplementation(async (path: string, init: RequestInit = {}) => {
    const handler = routes[`${init.method ?? 'GET'} ${path.split('?')[0]}`];
    return handler ? handler(init) : json(404, { error: { code: 'NotFound', message: 'Not found.' } });
  });
}

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([p, init]) => (init?.method ?? 'GET') === method && String(p).split('?')[0] === path);

beforeEach(() => {
  me = { ...user, id: `u-profile-${++seq}` };
  resetAmplifyMocks();
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: user.id, email: user.email }));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('sends the id token as a Bearer token and returns the JSON body', async () => {
    fetchMock.mockResolvedValue(json(200, profile));
    await expect(apiFetch('/api/profile')).resolves.toEqual(profile);
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/profile');
    expect(init.headers.Authorization).toBe('Bearer id-token-jwt');
  });

  it('turns the error body into an ApiError with code, message and fields', async () => {
    fetchMock.mockResolvedValue(
      json(400, { error: { code: 'invalid_input', message: 'Check it', fields: { displayName: 'Too short' } } }),
    );
    const error = await apiFetch('/api/profile', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_input', message: 'Check it', fields: { displayName: 'Too short' } });
  });

  it('falls back to a status message when the body is not the error shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/api/profile')).rejects.toMatchObject({ status: 502, message: GENERIC.serviceUnavailable });
  });
});

describe('profile tabs', () => {
  it('opens the tab the query names and replaces the history entry when the tab changes', async () => {
    serve({ 'GET /api/profile': () => json(200, profile), 'GET /api/analytics': () => json(500, {}) });
    const { router } = renderApp('/profile?tab=settings', { as: me });
    expect(await screen.findByRole('tab', { name: 'Settings', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account Security' })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Tokens' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=tokens'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('tab', { name: 'Token Usage' })).toBeTruthy();
  });

  it('shows the Profile tab without a tab or with an unknown one', async () => {
    serve({ 'GET /api/profile': () => json(200, profile) });
    renderApp('/profile?tab=nonsense', { as: me });
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeTruthy();
    expect(await screen.findByLabelText('Display name')).toBeTruthy();
  });

  it('offers Try again when the profile cannot be loaded', async () => {
    serve({ 'GET /api/profile': () => json(503, { error: { code: 'Unavailable', message: 'Down for a moment' } }) });
    renderApp('/profile', { as: me });
    expect(await screen.findByText(PROFILE_PAGE.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: GENERIC.tryAgain })).toBeTruthy();
  });
});

describe('profile tab', () => {
  it('shows the profile with a read-only email and the role badge', async () => {
    serve({ 'GET /api/profile': () => json(200, profile) });
    renderApp('/profile', { as: me });
    expect(((await screen.findByLabelText('Display name')) as HTMLInputElement).value).toBe('Uma User');
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(user.email);
    expect(screen.getByText('User')).toBeTruthy();
  });

  it('disables Save when the display name is empty', async () => {
    serve({ 'GET /api/profile': () => json(200, profile) });
    renderApp('/profile', { as: me });
    const ui = userEvent.setup();
    const field = await screen.findByLabelText('Display name');
    await ui.clear(field);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true));
    await enter(field, '   ', ui);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await ui.clear(field);
    await enter(field, 'Uma', ui);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('saves the display name with PUT /api/profile and confirms', async () => {
    serve({
      'GET /api/profile': () => json(200, profile),
      'PUT /api/profile': () => json(200, { ...profile, displayName: 'Uma Updated' }),
    });
    renderApp('/profile', { as: me });
    const ui = userEvent.setup();
    const field = await screen.findByLabelText('Display name');
    await ui.clear(field);
    await enter(field, 'Uma Updated', ui);
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROFILE_PAGE.updated)).toBeTruthy();
    expect(JSON.parse(calls('PUT', '/api/profile')[0][1].body)).toEqual({ displayName: 'Uma Updated' });
  });

  it("shows 'Update failed' with the server's message", async () => {
    serve({
      'GET /api/profile': () => json(200, profile),
      'PUT /api/profile': () => json(400, { error: { code: 'invalid_input', message: 'That display name is not allowed.' } }),
    });
    renderApp('/profile', { as: me });
    const ui = userEvent.setup();
    const field = await screen.findByLabelText('Display name');
    await ui.clear(field);
    await enter(field, 'Uma B', ui);
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROFILE.updateFailed)).toBeTruthy();
    expect(screen.getByText('That display name is not allowed.')).toBeTruthy();
  });
});

describe('settings tab', () => {
  it('turns marketing consent on (timestamp shown) and off with PUT /api/profile', async () => {
    const consentedAt = '2026-11-20T10:00:00.000Z';
    serve({
      'GET /api/profile': () => json(200, profile),
      'PUT /api/profile': (init) => {
        const on = JSON.parse(String(init.body)).marketingConsent as boolean;
        return json(200, { ...profile, marketingConsent: on, marketingConsentTimestamp: on ? consentedAt : null });
      },
    });
    renderApp('/profile?tab=settings', { as: me });
    const ui = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Marketing e-mails' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await ui.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Marketing e-mails' }).getAttribute('aria-checked')).toBe('true'));
    expect(JSON.parse(calls('PUT', '/api/profile')[0][1].body)).toEqual({ marketingConsent: true });
    expect(await screen.findByText(/Consented on November 20, 2026/)).toBeTruthy();
    expect(await screen.findByText(SETTINGS_TAB.preferencesSaved)).toBeTruthy();

    await ui.click(screen.getByRole('switch', { name: 'Marketing e-mails' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Marketing e-mails' }).getAttribute('aria-checked')).toBe('false'));
    expect(JSON.parse(calls('PUT', '/api/profile')[1][1].body)).toEqual({ marketingConsent: false });
    expect(screen.queryByText(/Consented on November 20, 2026/)).toBeNull();
  });

  it("shows 'Error updating consent' when the consent cannot be saved", async () => {
    serve({
      'GET /api/profile': () => json(200, profile),
      'PUT /api/profile': () => json(500, { error: { code: 'Internal', message: 'Database unavailable' } }),
    });
    renderApp('/profile?tab=settings', { as: me });
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Marketing e-mails' }));
    expect(await screen.findByText(PROFILE.consentError)).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Marketing e-mails' }).getAttribute('aria-checked')).toBe('false');
  });

  it('shows the privacy consent as pending, then consented after 0.5 s', async () => {
    serve({ 'GET /api/profile': () => json(200, profile) });
    // Taken before the page exists, so the check's 0.5 s is a lower bound however slowly the test sees the page.
    const started = Date.now();
    renderApp('/profile?tab=settings', { as: me });
    expect(await screen.findByText(SETTINGS_TAB.privacyPending)).toBeTruthy();
    expect(await screen.findByText(SETTINGS_TAB.privacyConsented)).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(screen.queryByText(SETTINGS_TAB.privacyPending)).toBeNull();
  });

  it('shows the privacy consent as unknown when the profile records none', async () => {
    serve({ 'GET /api/profile': () => json(200, { ...profile, consentToPrivacyPolicy: false, consentTimestamp: null }) });
    renderApp('/profile?tab=settings', { as: me });
    expect(await screen.findByText(SETTINGS_TAB.privacyUnknown)).toBeTruthy();
  });

  it('downloads the export from the short-lived link the API answers, as a dated JSON file', async () => {
    const fileName = exportFileName(new Date());
    const link = { url: `https://assets.example/exports/${me.id}/0b6f/${fileName}?X-Amz-Expires=300&X-Amz-Signature=abc`, fileName, expiresAt: new Date(Date.now() + 300_000).toISOString() };
    serve({ 'GET /api/profile': () => json(200, profile), 'GET /api/profile/export': () => json(200, link) });
    const clicks: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    renderApp('/profile?tab=settings', { as: me });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export My Data' }));
    expect(await screen.findByText(SETTINGS_TAB.exportDone)).toBeTruthy();
    expect(clicks).toEqual([{ href: link.url, download: fileName }]);
    expect(calls('GET', '/api/profile/export')).toHaveLength(1);
  });

  it('says so when the export fails', async () => {
    serve({ 'GET /api/profile': () => json(200, profile), 'GET /api/profile/export': () => json(500, { error: { code: 'Internal', message: 'Export broke' } }) });
    renderApp('/profile?tab=settings', { as: me });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export My Data' }));
    expect(await screen.findByText(SETTINGS_TAB.exportFailed)).toBeTruthy();
    expect(screen.getByText('Export broke')).toBeTruthy();
  });

  it('shows the e-mail preferences, the account type, the creation date and the deletion link', async () => {
    serve({ 'GET /api/profile': () => json(200, { ...profile, role: 'provider' }) });
    renderApp('/profile?tab=settings', { as: me });
    const section = (title: string) => within(screen.getByText(title, { selector: 'h2' }).closest('section')!);
    await screen.findByText('Account Security', { selector: 'h2' });
    const security = section('Account Security');
    expect(security.getByText('Provider')).toBeTruthy();
    expect(security.getByText('January 15, 2026')).toBeTruthy();
    expect(security.getByRole('button', { name: 'Change Password', hidden: true })).toBeTruthy();
    expect(section('Email Preferences').getByText(user.email)).toBeTruthy();
    expect(section('Privacy and Data').getByRole('link', { name: 'Request Data Deletion' }).getAttribute('href')).toBe('/data-deletion');
  });
});
