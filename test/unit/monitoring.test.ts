// Monitoring's pure parts: the API Performance aggregates and windows, the breaker's state and its labels, the chart's
// points, the request buckets' totals, and the client errors' fingerprint and scrubbing.
import { describe, expect, it } from 'vitest';
import { MONITORING } from '../../functions/contracts/messages';
import { fingerprint, scrub, topFrame, errorStats } from '../../functions/lib/monitoring/clientErrors';
import type { ModelCallMetric } from '../../functions/lib/monitoring/metrics';
import { breakerState, metricWindow, modelCallSummary, recentPoints } from '../../functions/lib/monitoring/monitoring';
import { chatHealth } from '../../functions/lib/platform/probes';
import { requestSummary, requestWindow, type RequestBucket } from '../../functions/lib/platform/requestMetrics';

const now = new Date('2026-11-24T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const call = (msAgo: number, over: Partial<ModelCallMetric> = {}): ModelCallMetric => ({
  endpoint: 'pest-consultant',
  responseTime: 400,
  success: true,
  errorType: null,
  model: 'offline',
  tokens: 10,
  timestamp: ago(msAgo),
  ...over,
});

describe('API Performance aggregates', () => {
  it('counts successes and failures, averages the successes only, and sums the tokens', () => {
    const w = metricWindow([call(1, { responseTime: 200 }), call(2, { responseTime: 600 }), call(3, { success: false, responseTime: 9000, tokens: 0, errorType: 'timeout' })]);
    expect(w).toEqual({ totalRequests: 3, successfulRequests: 2, failedRequests: 1, averageResponseTime: 400, tokenUsage: 20 });
  });

  it('has no average without a success', () => {
    expect(metricWindow([]).averageResponseTime).toBeNull();
    expect(metricWindow([call(1, { success: false })]).averageResponseTime).toBeNull();
  });

  it('windows the last hour and the last 24 hours, and leaves out older calls', () => {
    const calls = [call(10 * MIN, { tokens: 1 }), call(2 * 60 * MIN, { tokens: 2 }), call(23 * 60 * MIN, { tokens: 4 }), call(25 * 60 * MIN, { tokens: 8 })];
    const s = modelCallSummary(calls, now);
    expect(s.lastHour.totalRequests).toBe(1);
    expect(s.last24Hours.totalRequests).toBe(3);
    expect(s.totalRequests).toBe(3);
    expect(s.tokenUsage).toBe(7);
    expect(s.lastHour.tokenUsage).toBe(1);
  });

  it('charts the latest 20 calls, oldest first', () => {
    const calls = Array.from({ length: 30 }, (_, i) => call(i * MIN, { responseTime: i }));
    const points = recentPoints(calls);
    expect(points).toHaveLength(20);
    expect(points[0].responseTime).toBe(19);
    expect(points[19].responseTime).toBe(0);
  });
});

describe('the circuit breaker as the calls show it', () => {
  const fail = (msAgo: number, errorType = 'server-error') => call(msAgo, { success: false, errorType, responseTime: 0 });

  it('is closed after a success, open after 3 failures in a row, half-open 30 s after the last', () => {
    expect(breakerState([], now)).toBe('closed');
    expect(breakerState([fail(1000), fail(2000), call(3000)], now)).toBe('closed');
    expect(breakerState([fail(1000), fail(2000), fail(3000), call(4000)], now)).toBe('open');
    expect(breakerState([fail(31_000), fail(32_000), fail(33_000)], now)).toBe('half-open');
    expect(breakerState([call(1000), fail(2000), fail(3000), fail(4000)], now)).toBe('closed');
  });

  it('does not count calls the open circuit refused as new failures', () => {
    expect(breakerState([fail(1000, 'circuit-open'), fail(40_000), fail(41_000), fail(42_000)], now)).toBe('half-open');
    expect(breakerState([fail(1000, 'circuit-open'), fail(2000), fail(3000)], now)).toBe('closed');
  });

  it('labels each state as the spec does', () => {
    expect(MONITORING.circuit).toEqual({ closed: 'Operational', open: 'Failures Detected', 'half-open': 'Testing Recovery' });
  });
});

describe('requests at the edge', () => {
  const bucket = (minute: string, route: string, requests: number, durationMs: number, s5xx = 0, s4xx = 0): RequestBucket => ({
    minute,
    route,
    fn: route.split('/api/')[1],
    requests,
    durationMs,
    s2xx: requests - s5xx - s4xx,
    s4xx,
    s5xx,
  });

  it('totals the buckets with the average duration of every request', () => {
    expect(requestWindow([bucket('2026-11-24T11:59', 'GET /api/threads', 3, 300, 1, 1), bucket('2026-11-24T11:58', 'GET /api/threads', 1, 100)])).toEqual({
      total: 4,
      serverErrors: 1,
      clientErrors: 1,
      averageMs: 100,
    });
    expect(requestWindow([]).averageMs).toBeNull();
  });

  it('windows the last hour and the day, and lists each route busiest first with its function', () => {
    const s = requestSummary(
      [bucket('2026-11-24T11:30', 'POST /api/pest-consultant', 2, 2000, 1), bucket('2026-11-24T09:00', 'GET /api/threads', 5, 50), bucket('2026-11-23T11:00', 'GET /api/threads', 9, 9)],
      now,
    );
    expect(s.lastHour).toEqual({ total: 2, serverErrors: 1, clientErrors: 0, averageMs: 1000 });
    expect(s.last24Hours.total).toBe(7);
    expect(s.routes.map((r) => [r.route, r.fn, r.total])).toEqual([
      ['GET /api/threads', 'threads', 5],
      ['POST /api/pest-consultant', 'pest-consultant', 2],
    ]);
  });

  it('lists every route of the catalogue, a route without requests as zeros, and not the uncounted liveness probe', () => {
    const catalogue = [
      { route: 'POST /api/pest-consultant', fn: 'pest-consultant' },
      { route: 'POST /api/pest-consultant/stream', fn: 'pest-consultant-stream' },
      { route: 'GET /api/health', fn: 'health' },
    ];
    const s = requestSummary([{ ...bucket('2026-11-24T11:30', 'POST /api/pest-consultant/stream', 3, 300), fn: 'pest-consultant-stream' }], now, catalogue);
    expect(s.routes).toEqual([
      { route: 'POST /api/pest-consultant/stream', fn: 'pest-consultant-stream', total: 3, serverErrors: 0, clientErrors: 0, averageMs: 100 },
      { route: 'POST /api/pest-consultant', fn: 'pest-consultant', total: 0, serverErrors: 0, clientErrors: 0, averageMs: null },
    ]);
  });

  it("counts the chat's streamed sends with its plain ones", () => {
    const catalogue = [
      { route: 'POST /api/pest-consultant', fn: 'pest-consultant' },
      { route: 'POST /api/pest-consultant/stream', fn: 'pest-consultant-stream' },
    ];
    const streamedOnly = requestSummary([bucket('2026-11-24T11:30', 'POST /api/pest-consultant/stream', 6, 1200)], now, catalogue).routes;
    expect(chatHealth('closed', streamedOnly)).toEqual({ status: 'healthy', latencyMs: 200, detail: '6 sends in 24 h, 0 failed' });
    const both = requestSummary([bucket('2026-11-24T11:30', 'POST /api/pest-consultant/stream', 3, 300, 1), bucket('2026-11-24T11:31', 'POST /api/pest-consultant', 1, 500)], now, catalogue).routes;
    expect(chatHealth('closed', both)).toEqual({ status: 'degraded', latencyMs: 200, detail: '4 sends in 24 h, 1 failed' });
    expect(chatHealth('closed', requestSummary([], now, catalogue).routes)).toEqual({ status: 'healthy', latencyMs: null, detail: 'No sends in 24 h' });
  });

  it("names the function of a route whose buckets were recorded before they carried it as 'unknown'", () => {
    const { fn: _, ...unnamed } = bucket('2026-11-24T11:30', 'GET /api/leads', 1, 10);
    expect(requestSummary([unnamed], now).routes.map((r) => r.fn)).toEqual(['unknown']);
  });
});

describe('client error fingerprints', () => {
  const stack = (line: number) => `TypeError: x is undefined\n    at render (https://site.example/assets/chat-abc.js:1:${line})\n    at run (https://site.example/assets/index.js:2:3)`;

  it('groups by message and top stack frame', () => {
    expect(fingerprint('x is undefined', stack(10))).toBe(fingerprint('x is undefined', stack(10)));
    expect(fingerprint('x is undefined', stack(10))).not.toBe(fingerprint('x is undefined', stack(11)));
    expect(fingerprint('x is undefined', stack(10))).not.toBe(fingerprint('y is undefined', stack(10)));
    expect(fingerprint('x', `x\n    at a (f.js:1:1)\n    at b (g.js:1:1)`)).toBe(fingerprint('x', `x\n    at a (f.js:1:1)\n    at c (h.js:9:9)`));
  });

  it("reads V8's and Firefox's frames", () => {
    expect(topFrame(stack(10))).toBe('at render (https://site.example/assets/chat-abc.js:1:10)');
    expect(topFrame('render@https://site.example/a.js:1:2\nrun@https://site.example/b.js:3:4')).toBe('render@https://site.example/a.js:1:2');
    expect(topFrame('no frames here')).toBe('');
  });

  it('keeps no e-mail address, token or query string', () => {
    const dirty = 'Failed for jane.doe@example.com with Bearer abc.def-ghi at https://site.example/reset?code=123456&email=x eyJhbGciOi.eyJzdWIiOi.c2ln';
    const clean = scrub(dirty);
    expect(clean).not.toMatch(/jane|abc\.def|123456|eyJ/);
    expect(clean).toBe('Failed for [email] with Bearer [token] at https://site.example/reset [token]');
  });

  it('counts every occurrence and names the most frequent', () => {
    const group = (message: string, count: number) => ({ fingerprint: message, kind: 'error' as const, message, stack: '', count, firstOccurrence: '', lastOccurrence: '', metadata: '', status: 'unresolved' as const, statusChangedAt: null, regressedAt: null, occurrences: [] });
    expect(errorStats([group('a', 2), group('b', 5)])).toEqual({ totalErrors: 7, uniqueErrors: 2, mostFrequent: { message: 'b', count: 5 } });
    expect(errorStats([])).toEqual({ totalErrors: 0, uniqueErrors: 0, mostFrequent: null });
  });
});
