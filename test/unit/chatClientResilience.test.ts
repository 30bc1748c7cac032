// The browser's retry policy (3 retries, 500 ms to 5 s, x2, jitter; which failures are retried) and the AI circuit
// breaker (3 failures, 30 s, half-open trial, 'Circuit is open').
import { describe, expect, it, vi } from 'vitest';
import { CHAT } from '../../functions/contracts/messages';
import { CircuitBreaker, CircuitOpenError } from '../../web/src/features/chat/circuitBreaker';
import { AI_BREAKER, AI_RETRY, RETRYABLE_STATUSES } from '../../web/src/features/chat/constants';
import { backoffDelay, isRetryableError, withRetry } from '../../web/src/features/chat/retry';

const httpError = (status: number, code = `http_${status}`) => Object.assign(new Error(`HTTP ${status}`), { status, code });

describe('retry policy', () => {
  it('has the spec constants', () => {
    expect(AI_RETRY).toEqual({ retries: 3, initialDelayMs: 500, maxDelayMs: 5000, factor: 2 });
    expect(RETRYABLE_STATUSES).toEqual([408, 429, 500, 502, 503, 504]);
  });

  it('doubles from 500 ms up to 5 s, with jitter between half the delay and the delay', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => backoffDelay(n, AI_RETRY, () => 0.999999))).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
    expect([0, 1, 2, 3, 4].map((n) => backoffDelay(n, AI_RETRY, () => 0))).toEqual([250, 500, 1000, 2000, 2500]);
    for (let i = 0; i < 50; i += 1) {
      const d = backoffDelay(2, AI_RETRY);
      expect(d).toBeGreaterThanOrEqual(1000);
      expect(d).toBeLessThanOrEqual(2000);
    }
  });

  it('retries the retryable statuses, network failures, timeouts and aborts, and a send still in progress', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) expect(isRetryableError(httpError(status))).toBe(true);
    expect(isRetryableError(httpError(0, 'network'))).toBe(true);
    expect(isRetryableError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableError(new DOMException('timed out', 'TimeoutError'))).toBe(true);
    expect(isRetryableError(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isRetryableError(httpError(409, 'OperationInProgress'))).toBe(true);
    for (const status of [400, 401, 402, 403, 404, 413]) expect(isRetryableError(httpError(status))).toBe(false);
    expect(isRetryableError(httpError(409, 'OperationReused'))).toBe(false);
    expect(isRetryableError(new CircuitOpenError())).toBe(false);
    expect(isRetryableError(new Error('bug'))).toBe(false);
  });

  it('makes at most 4 attempts with growing waits, reporting each retry', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const onRetry = vi.fn();
    const call = vi.fn(async () => {
      throw httpError(503);
    });
    await expect(withRetry(call, { sleep, onRetry, random: () => 0.5 })).rejects.toMatchObject({ status: 503 });
    expect(call).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([375, 750, 1500]);
    expect(onRetry.mock.calls.map(([, attempt]) => attempt)).toEqual([1, 2, 3]);
  });

  it('stops at once on a failure that is not retryable, and returns the first success', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const refused = vi.fn(async () => {
      throw httpError(402, 'TokenLimitReached');
    });
    await expect(withRetry(refused, { sleep })).rejects.toMatchObject({ status: 402 });
    expect(refused).toHaveBeenCalledTimes(1);

    let n = 0;
    const flaky = async (attempt: number) => {
      n += 1;
      if (attempt < 2) throw httpError(429);
      return 'ok';
    };
    await expect(withRetry(flaky, { sleep })).resolves.toBe('ok');
    expect(n).toBe(3);
  });
});

describe('circuit breaker', () => {
  const failing = () => Promise.reject(httpError(503));

  it('has the spec constants', () => {
    expect(AI_BREAKER).toEqual({ failureThreshold: 3, resetAfterMs: 30_000 });
  });

  it('opens after 3 failures, then fails fast with "Circuit is open"', async () => {
    let now = 0;
    const breaker = new CircuitBreaker({ now: () => now });
    for (let i = 0; i < 3; i += 1) await expect(breaker.run(failing)).rejects.toMatchObject({ status: 503 });
    expect(breaker.state).toBe('open');
    const call = vi.fn(async () => 'never');
    await expect(breaker.run(call)).rejects.toThrow(CHAT.circuitOpen);
    expect(call).not.toHaveBeenCalled();
    now = 29_999;
    expect(breaker.state).toBe('open');
  });

  it('is half-open after 30 s: a success closes it, a failure reopens it', async () => {
    let now = 0;
    const breaker = new CircuitBreaker({ now: () => now });
    for (let i = 0; i < 3; i += 1) await breaker.run(failing).catch(() => undefined);
    now = 30_000;
    expect(breaker.state).toBe('half-open');
    await expect(breaker.run(failing)).rejects.toMatchObject({ status: 503 });
    expect(breaker.state).toBe('open');
    now = 60_000;
    await expect(breaker.run(async () => 'ok')).resolves.toBe('ok');
    expect(breaker.state).toBe('closed');
  });

  it('lets only one trial through while half-open', async () => {
    let now = 0;
    const breaker = new CircuitBreaker({ now: () => now });
    for (let i = 0; i < 3; i += 1) await breaker.run(failing).catch(() => undefined);
    now = 30_000;
    let finish: (v: string) => void = () => {};
    const trial = breaker.run(() => new Promise<string>((resolve) => (finish = resolve)));
    await expect(breaker.run(async () => 'second')).rejects.toBeInstanceOf(CircuitOpenError);
    finish('done');
    await expect(trial).resolves.toBe('done');
  });

  it('does not count refusals that are not failures of the service', async () => {
    const breaker = new CircuitBreaker({ isFailure: (e) => (e as { status?: number }).status !== 402 });
    for (let i = 0; i < 5; i += 1) await breaker.run(() => Promise.reject(httpError(402))).catch(() => undefined);
    expect(breaker.state).toBe('closed');
  });

  it('a success resets the count of failures in a row', async () => {
    const breaker = new CircuitBreaker();
    await breaker.run(failing).catch(() => undefined);
    await breaker.run(failing).catch(() => undefined);
    await breaker.run(async () => 'ok');
    await breaker.run(failing).catch(() => undefined);
    await breaker.run(failing).catch(() => undefined);
    expect(breaker.state).toBe('closed');
  });
});
