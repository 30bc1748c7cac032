// /monitoring: admins only (the spec's text for anyone else); the Overview's API Performance (success rate with one
// decimal or N/A, Good or Slow, the circuit's label), the chart's points (failures apart), token usage and recovery;
// the Health tab's rows (the first open, one at a time); the error panel (the most frequent cut at 20 characters,
// metadata at 40, the first 5 occurrences and '+N more', Clear All after its confirmation, with its toast); metrics
// that fail (what happened and when it tries again, one toast); and the status alert when /api/health fails.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_PANEL, MONITORING, SYSTEM_STATUS } from '@contracts/messages';
import type { ClientErrorsReply, HealthReply, MonitoringMetrics } from '@contracts/monitoring';
import type { AuthUser } from '../../web/src/app/session';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { admin, renderApp, user } from './render';
import { json } from './fixtures';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);
vi.mock('@ant-design/charts', async () => (await import('./chartsStub')).charts);
vi.setConfig({ testTimeout: 30_000 });

const window0 = { totalRequests: 0, successfulRequests: 0, failedRequests: 0, averageResponseTime: null, tokenUsage: 0 };
const noRequests = { total: 0, serverErrors: 0, clientErrors: 0, averageMs: null };
const empty: MonitoringMetrics = {
  ...window0,
  last24Hours: window0,
  lastHour: window0,
  recentData: [],
  circuitBreakerState: 'closed',
  requests: { lastHour: noRequests, last24Hours: noRequests, routes: [] },
  generatedAt: '2026-11-24T12:00:00.000Z',
};
const busy: MonitoringMetrics = {
  ...empty,
  totalRequests: 3,
  successfulRequests: 2,
  failedRequests: 1,
  averageResponseTime: 1500,
  tokenUsage: 1200,
  last24Hours: { totalRequests: 3, successfulRequests: 2, failedRequests: 1, averageResponseTime: 1500, tokenUsage: 1200 },
  lastHour: { totalRequests: 1, successfulRequests: 1, failedRequests: 0, averageResponseTime: 900, tokenUsage: 300 },
  recentData: [
    { timestamp: '2026-11-24T10:05:00.000Z', responseTime: 2100, success: true, endpoint: 'pest-consultant' },
    { timestamp: '2026-11-24T10:07:00.000Z', responseTime: 5000, success: false, endpoint: 'pest-consultant' },
  ],
  circuitBreakerState: 'half-open',
};
const health: HealthReply = {
  services: (['web', 'chat', 'model', 'database'] as const).map((id) => ({ id, status: 'healthy', latencyMs: 12, checkedAt: '2026-11-24T12:00:00.000Z', detail: `${id} answered` })),
};
const longMessage = 'TypeError: cannot read properties of undefined';
const errors: ClientErrorsReply = {
  errors: [
    {
      fingerprint: 'f1',
      kind: 'error',
      message: longMessage,
      stack: 'TypeError\n    at render (app.js:1:2)',
      count: 8,
      firstOccurrence: '2026-11-24T10:00:00.000Z',
      lastOccurrence: '2026-11-24T10:07:00.000Z',
      metadata: '{"kind":"error","route":"/chat","release":"abc","browser":"Chromium"}',
      status: 'unresolved',
      statusChangedAt: null,
      regressedAt: null,
      occurrences: Array.from({ length: 8 }, (_, i) => ({ timestamp: `2026-11-24T10:0${i}:00.000Z`, metadata: `{"kind":"error","route":"/chat/${i}","release":"abc"}` })),
    },
  ],
  stats: { totalErrors: 8, uniqueErrors: 1, mostFrequent: { message: longMessage, count: 8 } },
};

let me: AuthUser;
let seq = 0;
let fetchMock: ReturnType<typeof vi.fn>;

function serve({ metrics = busy as MonitoringMetrics | null, errorList = errors, healthOk = true } = {}) {
  let list = errorList;
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/api/health') return healthOk ? json(200, { status: 'ok', time: '' }) : Promise.reject(new TypeError('Failed to fetch'));
    if (url.pathname === '/api/monitoring/metrics') return metrics ? json(200, metrics) : json(500, { error: { code: 'Internal', message: 'Something went wrong' } });
    if (url.pathname === '/api/monitoring/health') return json(200, health);
    if (url.pathname === '/api/monitoring/errors') {
      if (init?.method === 'DELETE') {
        list = { errors: [], stats: { totalErrors: 0, uniqueErrors: 0, mostFrequent: null } };
        return json(200, { cleared: 1 });
      }
      return json(200, list);
    }
    if (url.pathname === '/api/client-errors') return json(202, { fingerprint: 'x' });
    return json(404, {});
  });
}

beforeEach(() => {
  me = { ...admin, id: `a-monitoring-${++seq}` };
  resetAmplifyMocks();
  amplifyAuth.fetchAuthSession.mockImplementation(async () => sessionWith({ sub: me.id, email: me.email, 'cognito:groups': me.role === 'admin' ? ['admin'] : [] }));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stat = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')!.textContent;

describe('monitoring', () => {
  it("tells a signed-in user who is not an admin that the page is for admins", async () => {
    me = { ...user, id: `u-monitoring-${++seq}` };
    serve();
    renderApp('/monitoring', { as: me });
    expect(await screen.findByText(MONITORING.adminOnly)).toBeTruthy();
    expect(screen.queryByRole('tab', { hidden: true })).toBeNull();
    expect(fetchMock.mock.calls.some(([p]) => String(p).startsWith('/api/monitoring'))).toBe(false);
  });

  it('reads N/A with no calls, the empty chart text and no pending operations', async () => {
    serve({ metrics: empty });
    renderApp('/monitoring', { as: me });
    await screen.findByText(MONITORING.noResponseData);
    expect(stat(MONITORING.successRate)).toBe(`${MONITORING.successRate}${MONITORING.notAvailable}`);
    expect(stat(MONITORING.circuitState)).toBe(`${MONITORING.circuitState}Operational`);
    expect(screen.getByText(MONITORING.noPendingOperations, { exact: false })).toBeTruthy();
  });

  it('shows the success rate with one decimal, Slow, Testing Recovery, the last 20 points by outcome and the tokens', async () => {
    serve();
    renderApp('/monitoring', { as: me });
    await screen.findByTestId('line-chart');
    expect(stat(MONITORING.successRate)).toBe(`${MONITORING.successRate}66.7%`);
    expect(screen.getByText('2/3 · Last hour: 1/1')).toBeTruthy();
    expect(stat(MONITORING.responseTime)).toBe(`${MONITORING.responseTime}1500 ms`);
    expect(screen.getByText(MONITORING.slow)).toBeTruthy();
    expect(stat(MONITORING.circuitState)).toBe(`${MONITORING.circuitState}Testing Recovery`);
    const points = JSON.parse(screen.getByTestId('line-chart').getAttribute('data-points')!);
    expect(points.map((p: { outcome: string; responseTime: number }) => [p.outcome, p.responseTime])).toEqual([
      ['Success', 2100],
      ['Failure', 5000],
    ]);
    expect(points[0].time).toMatch(/^\d\d:\d\d$/);
    expect(stat(MONITORING.tokensTotal)).toBe(`${MONITORING.tokensTotal}1,200`);
  });

  it('lists the four services with the first open, one open at a time, the model row with its API metrics', async () => {
    serve();
    renderApp('/monitoring', { as: me });
    await screen.findByText(MONITORING.systemOverview);
    fireEvent.click(screen.getByText(MONITORING.tabs.health));
    await screen.findByText(MONITORING.services.web);
    for (const name of Object.values(MONITORING.services)) expect(screen.getByText(name).tagName).toBe('H3');
    expect(screen.getAllByText(MONITORING.hideDetails)).toHaveLength(1);
    expect(screen.getByText('web answered')).toBeTruthy();
    fireEvent.click(screen.getAllByText(MONITORING.showDetails)[0]);
    expect(screen.getAllByText(MONITORING.hideDetails)).toHaveLength(1);
    expect(screen.queryByText('web answered')).toBeNull();
    fireEvent.click(screen.getAllByText(MONITORING.showDetails)[1]);
    expect(await screen.findByText(MONITORING.apiMetrics)).toBeTruthy();
  });

  it('shows the error panel: the most frequent cut at 20 characters, metadata at 40, 5 occurrences and +N more; Clear All empties it', async () => {
    serve();
    renderApp('/monitoring', { as: me });
    await userEvent.click(await screen.findByRole('tab', { name: MONITORING.tabs.errors, hidden: true }));
    await screen.findByText(ERROR_PANEL.totalErrors);
    expect(stat(ERROR_PANEL.totalErrors)).toBe(`${ERROR_PANEL.totalErrors}8`);
    expect(stat(ERROR_PANEL.mostFrequent)).toBe(`${ERROR_PANEL.mostFrequent}${longMessage.slice(0, 20)}...(8x)`);
    await userEvent.click(screen.getByText(longMessage));
    expect(await screen.findByText(errors.errors[0].metadata.slice(0, 40) + '...')).toBeTruthy();
    const list = screen.getByText(ERROR_PANEL.occurrences).closest('.ant-space') as HTMLElement;
    expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(5);
    expect(screen.getByText(ERROR_PANEL.more(3))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: ERROR_PANEL.clearAll, hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: ERROR_PANEL.clearTitle });
    expect(within(dialog).getByText(ERROR_PANEL.clearConfirm(8, 1))).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: ERROR_PANEL.clear }));
    expect(await screen.findByText(ERROR_PANEL.empty)).toBeTruthy();
    expect(await screen.findByText(ERROR_PANEL.cleared)).toBeTruthy();
    expect(screen.getByText(ERROR_PANEL.clearedDetail(1))).toBeTruthy();
  });

  it('says when the figures could not be loaded and when it tries again, in one toast however often they fail', async () => {
    serve({ metrics: null });
    renderApp('/monitoring', { as: me });
    expect(await screen.findByText(MONITORING.metricsRetry(30))).toBeTruthy();
    const metricCalls = () => fetchMock.mock.calls.filter(([p]) => String(p).startsWith('/api/monitoring/metrics')).length;
    const before = metricCalls();
    const retry = screen.getByRole('button', { name: MONITORING.retryNow });
    await userEvent.click(retry);
    // The second failure is in once the button is no longer busy.
    await waitFor(() => expect(metricCalls()).toBeGreaterThan(before));
    await waitFor(() => expect(retry.className).not.toContain('ant-btn-loading'));
    await waitFor(() => expect(screen.getAllByText(MONITORING.metricsErrorTitle).length).toBeGreaterThan(0));
    expect(screen.getAllByText(MONITORING.metricsErrorTitle)).toHaveLength(1);
    expect(screen.getByText(MONITORING.metricsRetry(30))).toBeTruthy();
  });
});

describe('the status alert', () => {
  it('says the service is unavailable while /api/health does not answer', async () => {
    serve({ healthOk: false });
    renderApp('/about', { as: null });
    const alert = await screen.findByText(SYSTEM_STATUS.unavailable);
    expect(alert.closest('[role=alert]')).toBeTruthy();
  });

  it('shows nothing while the API answers', async () => {
    serve();
    renderApp('/about', { as: null });
    await waitFor(() => expect(fetchMock.mock.calls.some(([p]) => String(p) === '/api/health')).toBe(true));
    expect(screen.queryByText(SYSTEM_STATUS.unavailable)).toBeNull();
  });
});
