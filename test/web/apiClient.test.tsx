// The API client's runtime through apiFetch: at most 5 calls at a time, the waiting ones by priority (an admin call
// high, a provider's write high, a caller's own priority), queue retries only when asked, and admin calls behind their
// own circuit breaker ('Circuit is open' after 3 failures).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN } from '@contracts/messages';
import { apiFetch as typedFetch } from '../../web/src/api/client';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { json } from './fixtures';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

// The runtime does not look at a route's types, and the admin routes it queues behind their breaker come with the
// console: the calls here are untyped.
const apiFetch = typedFetch as unknown as (path: string, request?: Record<string, unknown>) => Promise<unknown>;

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetAmplifyMocks();
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: 'u-1', email: 'u@example.com' }));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Fetches that wait until released, noting the order they reached the network. */
function heldNetwork() {
  const started: string[] = [];
  const releases: Array<() => void> = [];
  fetchMock.mockImplementation(
    (path: string, init: RequestInit = {}) =>
      new Promise<Response>((resolve) => {
        started.push(`${init.method ?? 'GET'} ${path}`);
        releases.push(() => resolve(json(200, {})));
      }),
  );
  return { started, releaseAll: () => releases.splice(0).forEach((release) => release()) };
}

describe('api client runtime', () => {
  it('runs 5 calls at a time and then the waiting ones by priority: admin and asked-for high first, then in order', async () => {
    const network = heldNetwork();
    const all = [1, 2, 3, 4, 5].map((n) => apiFetch(`/api/threads?n=${n}`));
    await vi.waitFor(() => expect(network.started).toHaveLength(5));
    all.push(
      apiFetch('/api/providers'),
      apiFetch('/api/admin/users'),
      apiFetch('/api/profile', { method: 'PUT', body: {} }),
      apiFetch('/api/leads', { method: 'POST', body: {}, priority: 'high' }),
      apiFetch('/api/analytics', { priority: 'low' }),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(network.started).toHaveLength(5);
    while (network.started.length < 10) {
      network.releaseAll();
      await new Promise((r) => setTimeout(r, 0));
    }
    network.releaseAll();
    await Promise.all(all);
    expect(network.started.slice(5)).toEqual(['GET /api/admin/users', 'POST /api/leads', 'GET /api/providers', 'PUT /api/profile', 'GET /api/analytics']);
  });

  it("queues a provider's writes high", async () => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: 'p-1', email: 'p@example.com', 'cognito:groups': ['provider'] }));
    const network = heldNetwork();
    const all = [1, 2, 3, 4, 5].map((n) => apiFetch(`/api/threads?n=${n}`));
    await vi.waitFor(() => expect(network.started).toHaveLength(5));
    all.push(apiFetch('/api/providers'), apiFetch('/api/profile', { method: 'PUT', body: {} }));
    await new Promise((r) => setTimeout(r, 0));
    while (network.started.length < 7) {
      network.releaseAll();
      await new Promise((r) => setTimeout(r, 0));
    }
    network.releaseAll();
    await Promise.all(all);
    expect(network.started.slice(5)).toEqual(['PUT /api/profile', 'GET /api/providers']);
  });

  it('retries only a call that asks for it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fetchMock.mockResolvedValueOnce(json(503, {}));
      await expect(apiFetch('/api/profile')).rejects.toMatchObject({ status: 503 });
      fetchMock.mockResolvedValueOnce(json(503, {})).mockResolvedValueOnce(json(200, { ok: true }));
      const retried = apiFetch('/api/profile', { retries: 3 });
      await vi.advanceTimersByTimeAsync(500);
      await expect(retried).resolves.toEqual({ ok: true });
      expect(fetchMock).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens the admin calls' own breaker after 3 failures: the next admin call fails fast, other calls still go", async () => {
    fetchMock.mockImplementation(async (path: string) => (path.startsWith('/api/admin') ? json(503, {}) : json(200, { ok: true })));
    for (let i = 0; i < 3; i += 1) await expect(apiFetch('/api/admin/leads')).rejects.toMatchObject({ status: 503 });
    await expect(apiFetch('/api/admin/leads')).rejects.toThrow(ADMIN.paused(3, 60));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(apiFetch('/api/profile')).resolves.toEqual({ ok: true });
  });
});
