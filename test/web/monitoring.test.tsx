// /monitoring: admins only (the spec's text for anyone else); the Overview's API Performance (success rate with one
// decimal or N/A, Good or Slow, the circuit's label), the chart's points (failures apart), token usage and recovery;
// the Health tab's rows (the first open, one at a time); the error panel (the most frequent cut at 20 characters,
// metadata at 40, the first 5 occurrences and '+N more', Clear All after its confirmation, with its toast); metrics
// that fail (what happened and when it tries again, one toast); the error groups' statuses (Unresolved first, the
// Regression tag with when it came back, Resolve, Ignore after its confirmation and Reopen, each in one toast, and a
// failed change's toast); and the status alert when /api/health fails.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_PANEL, MONITORING, SYSTEM_STATUS } from '@contracts/messages';
import type { ClientErrorRecord, ClientErrorsReply, ErrorGroupStatus, HealthReply, MonitoringMetrics } from '@contracts/monitoring';
import dayjs from 'dayjs';
import type { AuthUser } from '../../web/src/app/session';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { admin, renderApp, user } from './render';
import { json } from './fixtures';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);
vi.mock('@ant-design/charts', async () => (await import('./chartsStub')).charts);

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

/** Four groups, one of each status and a regression (Unresolved again after it was resolved). */
const group = (fingerprint: string, message: string, state: Pick<ClientErrorRecord, 'status' | 'statusChangedAt' | 'regressedAt'>): ClientErrorRecord => ({
  ...errors.errors[0],
  fingerprint,
  message,
  count: 2,
  occurrences: errors.errors[0].occurrences.slice(0, 2),
  ...state,
});
const cameBack = '2026-11-24T11:45:00.000Z';
const grouped: ClientErrorsReply = {
  errors: [
    group('new', 'RangeError: new one', { status: 'unresolved', statusChangedAt: null, regressedAt: null }),
    group('back', 'TypeError: came back', { status: 'unresolved', statusChangedAt: cameBack, regressedAt: cameBack }),
    group('fixed', 'SyntaxError: fixed one', { status: 'resolved', statusChangedAt: '2026-11-24T11:00:00.000Z', regressedAt: null }),
    group('quiet', 'NetworkError: ignored one', { status: 'ignored', statusChangedAt: '2026-11-24T11:10:00.000Z', regressedAt: null }),
  ],
  stats: { totalErrors: 8, uniqueErrors: 4, mostFrequent: { message: 'SyntaxError: fixed one', count: 2 } },
};

let me: AuthUser;
let seq = 0;
let fetchMock: ReturnType<typeof vi.fn>;

function serve({ metrics = busy as MonitoringMetrics | null, errorList = errors, healthOk = true, changeFails = false } = {}) {
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
      if (init?.method === 'PUT') {
        if (changeFails) return json(404, { error: { code: 'NotFound', message: ERROR_PANEL.groupNotFound } });
        const { fingerprint, status } = JSON.parse(String(init.body)) as { fingerprint: string; status: ErrorGroupStatus };
        const before = list.errors.find((e) => e.fingerprint === fingerprint)!;
        const state = { status, statusChangedAt: '2026-11-24T12:00:00.000Z', regressedAt: null };
        list = { ...list, errors: list.errors.map((e) => (e === before ? { ...e, ...state } : e)) };
        return json(200, { fingerprint, previous: before.status, ...state });
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

  describe('error groups', () => {
    const openErrors = async () => {
      renderApp('/monitoring', { as: me });
      fireEvent.click(await screen.findByRole('tab', { name: MONITORING.tabs.errors, hidden: true }));
      await screen.findByRole('radiogroup', { name: ERROR_PANEL.statusFilter, hidden: true });
    };
    const filter = (status: ErrorGroupStatus, count: number) => screen.getByRole('radio', { name: `${ERROR_PANEL.statusLabel[status]} (${count})`, hidden: true });
    /** A group's header in the list (a dialog may name the group too). */
    const header = (message: string) => within(document.querySelector('.ant-collapse') as HTMLElement).getByText(message).closest('.ant-collapse-header') as HTMLElement;
    const puts = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT').map(([, init]) => JSON.parse(String((init as RequestInit).body)));

    it('shows Unresolved first, a regression tagged with when it came back, and each status under its filter', async () => {
      serve({ errorList: grouped });
      await openErrors();
      expect((filter('unresolved', 2) as HTMLInputElement).checked).toBe(true);
      expect(screen.getByText('RangeError: new one')).toBeTruthy();
      expect(within(header('TypeError: came back')).getByText(ERROR_PANEL.regression)).toBeTruthy();
      expect(within(header('TypeError: came back')).getByText(ERROR_PANEL.regressedAt(dayjs(cameBack).format('YYYY-MM-DD HH:mm:ss')))).toBeTruthy();
      expect(within(header('RangeError: new one')).queryByText(ERROR_PANEL.regression)).toBeNull();
      expect(screen.queryByText('SyntaxError: fixed one')).toBeNull();
      expect(screen.queryByText('NetworkError: ignored one')).toBeNull();

      fireEvent.click(filter('resolved', 1));
      expect(await screen.findByText('SyntaxError: fixed one')).toBeTruthy();
      expect(within(header('SyntaxError: fixed one')).getByRole('button', { name: ERROR_PANEL.reopen, hidden: true })).toBeTruthy();
      expect(screen.queryByText('RangeError: new one')).toBeNull();
      fireEvent.click(filter('ignored', 1));
      expect(await screen.findByText('NetworkError: ignored one')).toBeTruthy();
      expect(screen.queryByText('SyntaxError: fixed one')).toBeNull();
    });

    it('resolves a group at once and says so in one toast; the group moves under Resolved', async () => {
      serve({ errorList: grouped });
      await openErrors();
      fireEvent.click(within(header('TypeError: came back')).getByRole('button', { name: ERROR_PANEL.resolve, hidden: true }));
      expect(await screen.findByText(ERROR_PANEL.changed.resolved)).toBeTruthy();
      expect(screen.getAllByText(ERROR_PANEL.changedDetail.resolved)).toHaveLength(1);
      expect(puts()).toEqual([{ fingerprint: 'back', status: 'resolved' }]);
      await waitFor(() => expect(screen.queryByText('TypeError: came back')).toBeNull());
      fireEvent.click(filter('resolved', 2));
      expect(await screen.findByText('TypeError: came back')).toBeTruthy();
    });

    it('ignores a group only after its confirmation, then reopens it; each change in its own toast', async () => {
      serve({ errorList: grouped });
      await openErrors();
      fireEvent.click(within(header('RangeError: new one')).getByRole('button', { name: ERROR_PANEL.ignore, hidden: true }));
      const dialog = await screen.findByRole('dialog', { name: ERROR_PANEL.ignoreTitle });
      expect(within(dialog).getByText('RangeError: new one')).toBeTruthy();
      expect(puts()).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: ERROR_PANEL.ignore }));
      expect(await screen.findByText(ERROR_PANEL.changed.ignored)).toBeTruthy();
      expect(puts()).toEqual([{ fingerprint: 'new', status: 'ignored' }]);

      fireEvent.click(filter('ignored', 2));
      fireEvent.click(within(header('RangeError: new one')).getByRole('button', { name: ERROR_PANEL.reopen, hidden: true }));
      expect(await screen.findByText(ERROR_PANEL.changed.unresolved)).toBeTruthy();
      expect(puts()).toEqual([{ fingerprint: 'new', status: 'ignored' }, { fingerprint: 'new', status: 'unresolved' }]);
      await waitFor(() => expect(filter('unresolved', 2)).toBeTruthy());
    });

    it('says in one toast when a change failed, and leaves the group where it was', async () => {
      serve({ errorList: grouped, changeFails: true });
      await openErrors();
      fireEvent.click(within(header('RangeError: new one')).getByRole('button', { name: ERROR_PANEL.resolve, hidden: true }));
      expect(await screen.findByText(ERROR_PANEL.changeFailed)).toBeTruthy();
      expect(screen.getAllByText(ERROR_PANEL.groupNotFound)).toHaveLength(1);
      expect(screen.getByText('RangeError: new one')).toBeTruthy();
    });
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
