// The dashboard and profile pages over GET/PUT /api/profile, and the API client's Bearer token and error parsing.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC, PROFILE, PROFILE_PAGE } from '@contracts/messages';
import type { Profile } from '@contracts/profile';
import { ApiError, apiFetch } from '../../web/src/api/client';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { admin, renderApp, user } from './render';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

const profile: Profile = {
  id: user.id,
  email: user.email,
  displayName: 'Uma User',
  role: 'user',
  tokenBalance: 100_000,
  monthlyTokenAllocation: 100_000,
  tokenResetDate: '2026-12-01T00:00:00.000Z',
  tokenRequestPending: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  consentToPrivacyPolicy: true,
  consentTimestamp: '2026-01-01T00:00:00.000Z',
  marketingConsent: false,
  marketingConsentTimestamp: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetAmplifyMocks();
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: user.id, email: user.email }));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

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

describe('profile page', () => {
  it('shows the profile with a read-only email and the role badge', async () => {
    fetchMock.mockResolvedValue(json(200, profile));
    renderApp('/profile', { as: user });
    expect(((await screen.findByLabelText('Display name')) as HTMLInputElement).value).toBe('Uma User');
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(user.email);
    expect(screen.getByText('User')).toBeTruthy();
  });

  it('disables Save when the display name is empty', async () => {
    fetchMock.mockResolvedValue(json(200, profile));
    renderApp('/profile', { as: user });
    const ui = userEvent.setup();
    const field = await screen.findByLabelText('Display name');
    await ui.clear(field);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true));
    await ui.type(field, 'Uma');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('saves the display name with PUT /api/profile and confirms', async () => {
    fetchMock.mockImplementation(async (_path: string, init: RequestInit) =>
      init.method === 'PUT' ? json(200, { ...profile, displayName: 'Uma Updated' }) : json(200, profile),
    );
    renderApp('/profile', { as: user });
    const ui = userEvent.setup();
    const field = await screen.findByLabelText('Display name');
    await ui.clear(field);
    await ui.type(field, 'Uma Updated');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROFILE_PAGE.updated)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init.method === 'PUT')!;
    expect(JSON.parse(put[1].body)).toEqual({ displayName: 'Uma Updated' });
  });

  it("shows 'Update failed' with the server's message", async () => {
    fetchMock.mockImplementation(async (_path: string, init: RequestInit) =>
      init.method === 'PUT'
        ? json(400, { error: { code: 'invalid_input', message: 'That display name is not allowed.' } })
        : json(200, profile),
    );
    renderApp('/profile', { as: user });
    const ui = userEvent.setup();
    const field = await screen.findByLabelText('Display name');
    await ui.clear(field);
    await ui.type(field, 'Uma B');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROFILE.updateFailed)).toBeTruthy();
    expect(screen.getByText('That display name is not allowed.')).toBeTruthy();
  });
});

describe('dashboard', () => {
  it('welcomes the user by display name with Edit Profile and Continue Chatting, and no monitoring card', async () => {
    fetchMock.mockResolvedValue(json(200, profile));
    renderApp('/dashboard', { as: user });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Uma User' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Continue Chatting' }).getAttribute('href')).toBe('/chat');
    expect(screen.queryByRole('link', { name: 'Open System Monitoring' })).toBeNull();
  });

  it('shows admins a System Monitoring card linking to /monitoring', async () => {
    fetchMock.mockResolvedValue(json(200, { ...profile, id: admin.id, role: 'admin', displayName: 'Ada' }));
    renderApp('/dashboard', { as: admin });
    expect((await screen.findByRole('link', { name: 'Open System Monitoring' })).getAttribute('href')).toBe('/monitoring');
  });
});
