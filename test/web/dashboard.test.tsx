// /dashboard: the welcome and its links, System Monitoring for admins, Analytics and Reporting (time range, the
// Usage tab's charts and statistics, the CSV report), the pest-type distribution, recent chat activities, Quick
// Links, and the zeroed 'No Data' fallback. The charts library is replaced by stubs that show their data.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD, NO_DATA_SLICE, usageReportCsv, type Analytics } from '@contracts/analytics';
import { DASHBOARD_PAGE } from '@contracts/messages';
import type { Profile } from '@contracts/profile';
import type { AuthUser } from '../../web/src/app/session';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { admin, renderApp, user } from './render';
import { json } from './fixtures';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);
vi.mock('@ant-design/charts', async () => (await import('./chartsStub')).charts);

const week: Analytics = {
  range: 'week',
  generatedAt: '2026-11-21T12:00:00.000Z',
  usage: [
    { period: '2026-11-15', label: 'Nov 15', messages: 0, tokens: 0 },
    { period: '2026-11-16', label: 'Nov 16', messages: 4, tokens: 1200 },
    { period: '2026-11-17', label: 'Nov 17', messages: 0, tokens: 0 },
    { period: '2026-11-18', label: 'Nov 18', messages: 2, tokens: 600 },
    { period: '2026-11-19', label: 'Nov 19', messages: 0, tokens: 0 },
    { period: '2026-11-20', label: 'Nov 20', messages: 6, tokens: 1800 },
    { period: '2026-11-21', label: 'Nov 21', messages: 0, tokens: 0 },
  ],
  daily: [],
  totalMessages: 12,
  totalConversations: 4,
  averageMessagesPerConversation: 3,
  efficiencyScore: 91,
  pestDistribution: [
    { name: 'Ants', value: 2, color: '#d4380d' },
    { name: 'Rodents', value: 1, color: '#595959' },
    { name: 'Other', value: 1, color: '#8c8c8c' },
  ],
  recentActivities: [
    { date: '2026-11-20T09:00:00.000Z', activityType: 'AI Consultation', pestType: 'Ants', status: 'In Progress', threadId: 'thread-aaaa1111', title: 'Ants in the kitchen' },
    { date: '2026-11-10T09:00:00.000Z', activityType: 'AI Consultation', pestType: 'Rodents', status: 'Resolved', threadId: 'thread-bbbb2222', title: 'Mice behind the fridge' },
  ],
};
week.daily = week.usage;

const month: Analytics = {
  ...week,
  range: 'month',
  usage: ['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'].map((m, i) => ({ period: `2026-${String(i + 6).padStart(2, '0')}`, label: `${m} 2026`, messages: i, tokens: 300 * i })),
  totalConversations: 9,
};

let me: AuthUser;
let seq = 0;
let fetchMock: ReturnType<typeof vi.fn>;

function serve({ analytics = (range: string) => json(200, range === 'month' ? month : week), role = 'user' } = {}) {
  fetchMock.mockImplementation(async (path: string) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/api/profile') {
      const profile: Partial<Profile> = { id: me.id, email: me.email, displayName: role === 'admin' ? 'Ada' : 'Uma User', role: role as Profile['role'] };
      return json(200, profile);
    }
    if (url.pathname === '/api/analytics') return analytics(url.searchParams.get('range') ?? '');
    return json(404, {});
  });
}

const analyticsCalls = () => fetchMock.mock.calls.map(([p]) => String(p)).filter((p) => p.startsWith('/api/analytics'));
const points = (kind: string) => JSON.parse(screen.getByTestId(`${kind}-chart`).getAttribute('data-points')!);

beforeEach(() => {
  me = { ...user, id: `u-dashboard-${++seq}` };
  resetAmplifyMocks();
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: me.id, email: me.email }));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('dashboard', () => {
  it('welcomes the user by display name with Edit Profile and Continue Chatting, and no monitoring card', async () => {
    serve();
    renderApp('/dashboard', { as: me });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Uma User', hidden: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Profile', hidden: true }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Continue Chatting', hidden: true }).getAttribute('href')).toBe('/chat');
    expect(screen.queryByText('Open System Monitoring')).toBeNull();
  });

  it('shows admins a System Monitoring card linking to /monitoring', async () => {
    me = { ...admin, id: `a-dashboard-${++seq}` };
    serve({ role: 'admin' });
    renderApp('/dashboard', { as: me });
    expect((await screen.findByRole('link', { name: 'Open System Monitoring', hidden: true })).getAttribute('href')).toBe('/monitoring');
  });

  it("asks for the week in the viewer's time zone and shows the Usage tab: both charts and the statistics", async () => {
    serve();
    renderApp('/dashboard', { as: me });
    await screen.findByTestId('line-chart');
    expect(analyticsCalls()[0]).toBe(`/api/analytics?range=week&utcOffset=${-new Date().getTimezoneOffset() || 0}`);
    expect(screen.getByRole('tab', { name: 'Usage', selected: true, hidden: true })).toBeTruthy();
    expect(points('line')).toEqual(week.usage);
    expect(points('column')).toEqual(week.daily);
    const stat = (title: string) => screen.getByText(title).closest('.ant-statistic')!.textContent;
    expect(stat('Average Messages per Conversation')).toBe('Average Messages per Conversation3.0');
    expect(stat('Total Conversations')).toBe('Total Conversations4');
    expect(stat('Efficiency Score')).toBe('Efficiency Score91%');
  });

  it('gives every chart a text alternative: a summary and a table of its values', async () => {
    serve();
    renderApp('/dashboard', { as: me });
    await screen.findByTestId('line-chart');
    const lineFigure = screen.getByTestId('line-chart').closest('figure')!;
    expect(within(lineFigure).getByRole('img', { hidden: true }).getAttribute('aria-label')).toBe(
      'Line chart of message usage, last 7 days: 12 messages from Nov 15 to Nov 21; most on Nov 20 (6).',
    );
    const rows = within(lineFigure).getAllByRole('row', { hidden: true }).map((r) => r.textContent);
    expect(rows).toEqual(['PeriodMessages', ...week.usage.map((p) => `${p.label}${p.messages}`)]);
    const pieFigure = screen.getByTestId('pie-chart').closest('figure')!;
    expect(within(pieFigure).getByRole('img', { hidden: true }).getAttribute('aria-label')).toBe(
      'Pie chart of conversations by pest type: Ants 2, Rodents 1, Other 1.',
    );
  });

  it('switches the time range to month and year', async () => {
    serve();
    renderApp('/dashboard', { as: me });
    await screen.findByTestId('line-chart');
    const ui = userEvent.setup();
    await ui.click(screen.getByText('Month'));
    await waitFor(() => expect(analyticsCalls().some((p) => p.includes('range=month'))).toBe(true));
    expect(await screen.findByText('Message usage, last 6 months', { selector: 'h3' })).toBeTruthy();
    await waitFor(() => expect(points('line')).toEqual(month.usage));
    expect(screen.getByText('Total Conversations').closest('.ant-statistic')!.textContent).toBe('Total Conversations9');
    await ui.click(screen.getByText('Year'));
    await waitFor(() => expect(analyticsCalls().some((p) => p.includes('range=year'))).toBe(true));
  });

  it('downloads the report as message-usage-report.csv', async () => {
    serve();
    const blobs: Blob[] = [];
    const clicks: Array<{ href: string; download: string }> = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:report'), revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    renderApp('/dashboard', { as: me });
    await screen.findByTestId('line-chart');
    await userEvent.setup().click(screen.getByText('Download Report'));
    expect(clicks).toEqual([{ href: 'blob:report', download: DASHBOARD.reportFileName }]);
    expect(await blobs[0].text()).toBe(usageReportCsv(week));
    expect(blobs[0].type).toContain('text/csv');
  });

  it("shows zeroed data with a single 'No Data' slice when the analytics fail", async () => {
    serve({ analytics: () => json(500, { error: { code: 'Internal', message: 'Broken' } }) });
    renderApp('/dashboard', { as: me });
    expect(await screen.findByText(DASHBOARD_PAGE.analyticsFailed)).toBeTruthy();
    await screen.findByTestId('pie-chart');
    expect(points('pie')).toEqual([NO_DATA_SLICE]);
    expect(screen.getByText('Total Conversations').closest('.ant-statistic')!.textContent).toBe('Total Conversations0');
    expect(screen.getByText('Efficiency Score').closest('.ant-statistic')!.textContent).toBe('Efficiency Score0%');
    expect(screen.getByText(DASHBOARD_PAGE.noActivities)).toBeTruthy();
  });

  it('shows an empty state when no conversation names a pest in the range', async () => {
    serve({ analytics: () => json(200, { ...week, pestDistribution: [], recentActivities: [] }) });
    renderApp('/dashboard', { as: me });
    expect(await screen.findByText(DASHBOARD_PAGE.noPestData)).toBeTruthy();
    expect(screen.queryByTestId('pie-chart')).toBeNull();
  });

  it('lists the recent chat activities with their pest type and status', async () => {
    serve();
    renderApp('/dashboard', { as: me });
    const section = within((await screen.findByText('Ants in the kitchen')).closest('section')!);
    const rows = section.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('In Progress')).toBeTruthy();
    expect(within(rows[0]).getByText('Ants')).toBeTruthy();
    expect(within(rows[0]).getByText(/AI Consultation · #thread-a/)).toBeTruthy();
    expect(within(rows[1]).getByText('Resolved')).toBeTruthy();
    expect(within(rows[1]).getByText('Mice behind the fridge')).toBeTruthy();
    // A narrow screen scrolls the table sideways inside a named region the keyboard can reach.
    const region = screen.getByRole('region', { name: 'Recent chat activities table' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.className).toContain('scroll-region-x');
    expect(region.contains(screen.getByText('Ants in the kitchen'))).toBe(true);
  });

  it('has the Quick Links to the chat, the providers and the prevention guide', async () => {
    serve();
    renderApp('/dashboard', { as: me });
    const nav = within(await screen.findByRole('navigation', { name: 'Quick Links', hidden: true }));
    expect(nav.getAllByRole('link', { hidden: true }).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['AI Chat', '/chat'],
      ['Find Providers', '/providers'],
      ['Prevention Guide', '/prevention-guide'],
    ]);
  });
});
