// The profile's Tokens tab: Token Usage (balance, allocation, reset date, bar, usage hints), Token History (messages
// per day from the analytics), and the token request (slider, presets, size labels, the required rule, the e-mail
// opened in the mail client, the request recorded on the server, a pending request shown).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analytics } from '@contracts/analytics';
import { TOKEN_REQUEST, TOKENS_TAB } from '@contracts/messages';
import type { Profile } from '@contracts/profile';
import type { AuthUser } from '../../web/src/app/session';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { renderApp, testConfig, user } from './render';
import { json, profileOf } from './fixtures';
import { enter } from './typing';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);


let me: AuthUser;
let seq = 0;
let profile: Profile;
let fetchMock: ReturnType<typeof vi.fn>;
/** The links clicked (the mailto: the mail client gets). */
let opened: string[];

const daily = [
  { period: '2026-11-15', label: 'Nov 15', messages: 0, tokens: 0 },
  { period: '2026-11-16', label: 'Nov 16', messages: 4, tokens: 1450 },
  { period: '2026-11-17', label: 'Nov 17', messages: 2, tokens: 600 },
  { period: '2026-11-18', label: 'Nov 18', messages: 0, tokens: 0 },
  { period: '2026-11-19', label: 'Nov 19', messages: 0, tokens: 0 },
  { period: '2026-11-20', label: 'Nov 20', messages: 6, tokens: 2310 },
  { period: '2026-11-21', label: 'Nov 21', messages: 0, tokens: 0 },
];

function serve({ analytics = 200, tokenRequest = 200 }: { analytics?: number; tokenRequest?: number } = {}) {
  fetchMock.mockImplementation(async (path: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${path.split('?')[0]}`;
    if (route === 'GET /api/profile') return json(200, profile);
    if (route === 'GET /api/analytics') {
      return analytics === 200 ? json(200, { range: 'week', daily, usage: daily } as Partial<Analytics>) : json(analytics, {});
    }
    if (route === 'POST /api/profile/token-request') {
      if (tokenRequest !== 200) return json(tokenRequest, { error: { code: 'Internal', message: 'Could not save' } });
      const body = JSON.parse(String(init.body));
      return json(200, {
        message: TOKEN_REQUEST.recorded,
        request: { ...body, requestedAt: '2026-11-21T10:00:00.000Z' },
        profile: { ...profile, tokenRequestPending: true },
      });
    }
    return json(404, {});
  });
}

const posted = () =>
  fetchMock.mock.calls.filter(([p, init]) => init?.method === 'POST' && String(p) === '/api/profile/token-request').map(([, init]) => JSON.parse(init.body));

beforeEach(() => {
  me = { ...user, id: `u-tokens-${++seq}` };
  profile = profileOf(me, { tokenBalance: 80_000, tokenResetDate: '2026-12-01T12:00:00.000Z' });
  resetAmplifyMocks();
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: me.id, email: me.email }));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  opened = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    opened.push(this.getAttribute('href') ?? '');
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openTokens() {
  const view = renderApp('/profile?tab=tokens', { as: me });
  await screen.findByText('Request More Tokens');
  return { ...view, ui: userEvent.setup() };
}

const slider = () => screen.getByRole('slider', { hidden: true });

describe('token usage and history', () => {
  it('shows the balance, allocation, reset date, the bar and the usage hints', async () => {
    serve();
    await openTokens();
    expect(screen.getByText('80,000')).toBeTruthy();
    expect(screen.getByText('100,000')).toBeTruthy();
    expect(screen.getByText('December 1, 2026')).toBeTruthy();
    expect(screen.getByRole('progressbar', { hidden: true }).getAttribute('aria-label')).toBe('Token balance: 80% of your monthly allocation');
    for (const hint of [TOKENS_TAB.hintText, TOKENS_TAB.hintImage, TOKENS_TAB.hintData]) expect(screen.getByText(hint)).toBeTruthy();
    expect(TOKENS_TAB.hintText).toContain('500-2000');
    expect(TOKENS_TAB.hintImage).toContain('1000');
    expect(TOKENS_TAB.hintData).toContain('100-500');
  });

  it('lists the tokens used (and the messages) on each of the last 7 days under Token History', async () => {
    serve();
    const { ui } = await openTokens();
    await ui.click(screen.getByRole('tab', { name: 'Token History', hidden: true }));
    expect(await screen.findByText('Nov 20')).toBeTruthy();
    const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true });
    expect(rows.map((r) => r.textContent)).toEqual([
      'DayTokens usedMessages',
      ...daily.map((d) => `${d.label}${d.tokens.toLocaleString('en-US')}${d.messages}`),
      'Total4,36012',
    ]);
    expect(screen.getByRole('region', { name: 'Token history table', hidden: true }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByText(TOKENS_TAB.historyNote)).toBeTruthy();
  });

  it('says so when the history cannot be loaded', async () => {
    serve({ analytics: 500 });
    const { ui } = await openTokens();
    await ui.click(screen.getByRole('tab', { name: 'Token History', hidden: true }));
    expect(await screen.findByText(TOKENS_TAB.historyFailed)).toBeTruthy();
  });
});

describe('token request', () => {
  it('starts at 50,000 (Medium) on a 1,000 to 1,000,000 slider in steps of 1,000', async () => {
    serve();
    await openTokens();
    expect(slider().getAttribute('aria-valuenow')).toBe('50000');
    expect(slider().getAttribute('aria-valuemin')).toBe('1000');
    expect(slider().getAttribute('aria-valuemax')).toBe('1000000');
    expect(screen.getByText('50,000 tokens')).toBeTruthy();
    expect(screen.getByText('Medium')).toBeTruthy();
    fireEvent.keyDown(slider(), { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39, which: 39 });
    await waitFor(() => expect(slider().getAttribute('aria-valuenow')).toBe('51000'));
    expect(slider().getAttribute('aria-valuetext')).toBe('51,000 tokens');
    expect(screen.getAllByText('51,000 tokens').length).toBeGreaterThan(0);
  });

  it('sets the presets 10k, 25k, 50k, 100k, 250k and 500k with their size labels', async () => {
    serve();
    const { ui } = await openTokens();
    const presets = within(screen.getByRole('group', { name: 'Preset amounts', hidden: true }));
    expect(presets.getAllByRole('button', { hidden: true }).map((b) => b.textContent)).toEqual(['10k', '25k', '50k', '100k', '250k', '500k']);
    for (const [label, amount, size] of [
      ['10k', 10_000, 'Small'],
      ['25k', 25_000, 'Medium'],
      ['100k', 100_000, 'Large'],
      ['250k', 250_000, 'Large'],
      ['500k', 500_000, 'Very Large'],
    ] as const) {
      await ui.click(presets.getByText(label));
      await waitFor(() => expect(slider().getAttribute('aria-valuenow')).toBe(String(amount)));
      expect(screen.getByText(`${amount.toLocaleString('en-US')} tokens`)).toBeTruthy();
      expect(screen.getByText(size)).toBeTruthy();
    }
  });

  it('needs a reason: the spec message, no e-mail and no request', async () => {
    serve();
    const { ui } = await openTokens();
    await enter(screen.getByLabelText('Reason for your request'), '   ', ui);
    await ui.click(screen.getByRole('button', { name: 'Request Tokens', hidden: true }));
    expect(await screen.findByText(TOKEN_REQUEST.required)).toBeTruthy();
    expect(opened).toEqual([]);
    expect(posted()).toEqual([]);
  });

  it('opens the mail client with the prefilled e-mail, records the request and shows it pending', async () => {
    serve();
    const { ui } = await openTokens();
    await ui.click(screen.getByText('100k'));
    await enter(screen.getByLabelText('Reason for your request'), 'Weekly inspections for my rental flats', ui);
    await ui.click(screen.getByRole('button', { name: 'Request Tokens', hidden: true }));

    expect(await screen.findByText(TOKEN_REQUEST.recorded)).toBeTruthy();
    expect(posted()).toEqual([{ amount: 100_000, reason: 'Weekly inspections for my rental flats' }]);
    expect(opened).toHaveLength(1);
    const mail = new URL(opened[0]);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe(testConfig.supportEmail);
    expect(mail.searchParams.get('subject')).toBe('Token Request: 100,000 tokens');
    const body = mail.searchParams.get('body')!;
    for (const line of [
      `User: Uma User (${me.email})`,
      `User ID: ${me.id}`,
      'Current balance: 80,000 tokens',
      'Monthly allocation: 100,000 tokens',
      'Requested amount: 100,000 tokens (Large)',
      'Reason: Weekly inspections for my rental flats',
    ]) {
      expect(body).toContain(line);
    }
    expect(await screen.findByText(TOKENS_TAB.pendingTitle)).toBeTruthy();
    expect(screen.getByText(TOKENS_TAB.processing)).toBeTruthy();
  });

  it("shows 'Failed to open email client...' when the browser refuses, and still records the request", async () => {
    serve();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('No handler for mailto:');
    });
    const { ui } = await openTokens();
    await enter(screen.getByLabelText('Reason for your request'), 'More questions', ui);
    await ui.click(screen.getByRole('button', { name: 'Request Tokens', hidden: true }));
    expect(await screen.findByText(TOKEN_REQUEST.mailClientFailed)).toBeTruthy();
    await waitFor(() => expect(posted()).toEqual([{ amount: 50_000, reason: 'More questions' }]));
  });

  it('says so when the request cannot be recorded', async () => {
    serve({ tokenRequest: 500 });
    const { ui } = await openTokens();
    await enter(screen.getByLabelText('Reason for your request'), 'More questions', ui);
    await ui.click(screen.getByRole('button', { name: 'Request Tokens', hidden: true }));
    expect(await screen.findByText(TOKENS_TAB.requestFailed)).toBeTruthy();
    expect(screen.getByText('Could not save')).toBeTruthy();
    expect(screen.queryByText(TOKENS_TAB.pendingTitle)).toBeNull();
  });

  it('shows a pending request from the profile', async () => {
    profile = { ...profile, tokenRequestPending: true };
    serve();
    await openTokens();
    expect(screen.getByText(TOKENS_TAB.pendingTitle)).toBeTruthy();
    expect(screen.getByText(TOKENS_TAB.pending)).toBeTruthy();
  });
});
