// The AI call's resilience on a fake clock: retries with capped exponential backoff and jitter, the circuit breaker.
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { CircuitBreaker, CircuitOpenError } from '../../functions/lib/consultant/circuitBreaker';
import { isRetryableModelError, modelErrorType } from '../../functions/lib/consultant/openai';
import { AI_RETRY_POLICY, backoffDelay, withRetry } from '../../functions/lib/consultant/retry';

const httpError = (status: number) => new APIError(status, undefined, `status ${status}`, new Headers());

describe('backoff', () => {
  it('doubles from 500 ms, is capped at 5 s, and jitters between half the delay and the delay', () => {
    expect([0, 1, 2, 3, 4].map((r) => backoffDelay(r, AI_RETRY_POLICY, () => 0))).toEqual([250, 500, 1000, 2000, 2500]);
    expect([0, 1, 2, 3, 4].map((r) => backoffDelay(r, AI_RETRY_POLICY, () => 0.999999))).toEqual([500, 1000, 2000, 4000, 5000]);
    expect(backoffDelay(1, AI_RETRY_POLICY, () => 0.5)).toBe(750);
  });
});

describe('withRetry', () => {
  function fakeClock() {
    const waits: number[] = [];
    return { waits, sleep: async (ms: number) => void waits.push(ms), random: () => 0.5 };
  }

  it('retries a retryable failure with growing waits and returns the first success', async () => {
    const clock = fakeClock();
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls += 1;
        if (calls < 3) throw httpError(429);
        return 'ok';
      },
      { ...clock, isRetryable: isRetryableModelError },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(clock.waits).toEqual([375, 750]);
  });

  it('gives up after 3 retries with the last error', async () => {
    const clock = fakeClock();
    let calls = 0;
    const failing = withRetry(
      async () => {
        calls += 1;
        throw httpError(503);
      },
      { ...clock, isRetryable: isRetryableModelError },
    );
    await expect(failing).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(4);
    expect(clock.waits).toEqual([375, 750, 1500]);
  });

  it('does not retry what is not retryable', async () => {
    const clock = fakeClock();
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls += 1;
          throw httpError(400);
        },
        { ...clock, isRetryable: isRetryableModelError },
      ),
    ).rejects.toMatchObject({ status: 400 });
    expect(calls).toBe(1);
    expect(clock.waits).toEqual([]);
  });
});

describe('which model failures are retried', () => {
  it('retries 408, 429, 500, 502, 503, 504, network errors and timeouts; not 400, 401 or an open circuit', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) expect(isRetryableModelError(httpError(status))).toBe(true);
    for (const status of [400, 401, 403, 404, 422]) expect(isRetryableModelError(httpError(status))).toBe(false);
    expect(isRetryableModelError(new APIConnectionError({ message: 'reset' }))).toBe(true);
    expect(isRetryableModelError(new APIConnectionTimeoutError())).toBe(true);
    expect(isRetryableModelError(new CircuitOpenError())).toBe(false);
    expect(modelErrorType(new APIConnectionTimeoutError())).toBe('timeout');
    expect(modelErrorType(new APIConnectionError({ message: 'reset' }))).toBe('network');
    expect(modelErrorType(httpError(429))).toBe('http-429');
    expect(modelErrorType(new CircuitOpenError())).toBe('circuit-open');
  });
});

describe('circuit breaker', () => {
  function breakerAt() {
    const clock = { now: 1_000_000 };
    return { clock, breaker: new CircuitBreaker({ now: () => clock.now }) };
  }
  const fail = () => Promise.reject(new Error('boom'));
  const succeed = () => Promise.resolve('ok');

  it('opens after 3 failures in a row and then fails fast with "Circuit is open"', async () => {
    const { breaker } = breakerAt();
    await expect(breaker.run(fail)).rejects.toThrow('boom');
    await expect(breaker.run(fail)).rejects.toThrow('boom');
    expect(breaker.state).toBe('closed');
    await expect(breaker.run(fail)).rejects.toThrow('boom');
    expect(breaker.state).toBe('open');
    let called = false;
    await expect(breaker.run(async () => void (called = true))).rejects.toThrow('Circuit is open');
    expect(called).toBe(false);
  });

  it('a success resets the count of failures', async () => {
    const { breaker } = breakerAt();
    await expect(breaker.run(fail)).rejects.toThrow();
    await expect(breaker.run(fail)).rejects.toThrow();
    await breaker.run(succeed);
    await expect(breaker.run(fail)).rejects.toThrow();
    expect(breaker.state).toBe('closed');
  });

  it('is half-open after 30 s: a success closes it, a failure reopens it', async () => {
    const { breaker, clock } = breakerAt();
    for (let i = 0; i < 3; i += 1) await expect(breaker.run(fail)).rejects.toThrow();
    clock.now += 29_999;
    expect(breaker.state).toBe('open');
    clock.now += 1;
    expect(breaker.state).toBe('half-open');
    await expect(breaker.run(fail)).rejects.toThrow('boom');
    expect(breaker.state).toBe('open');
    clock.now += 30_000;
    expect(breaker.state).toBe('half-open');
    await expect(breaker.run(succeed)).resolves.toBe('ok');
    expect(breaker.state).toBe('closed');
  });

  it('lets a single trial call through while half-open', async () => {
    const { breaker, clock } = breakerAt();
    for (let i = 0; i < 3; i += 1) await expect(breaker.run(fail)).rejects.toThrow();
    clock.now += 30_000;
    let release: (v: string) => void = () => undefined;
    const trial = breaker.run(() => new Promise<string>((resolve) => (release = resolve)));
    await expect(breaker.run(succeed)).rejects.toBeInstanceOf(CircuitOpenError);
    release('ok');
    await expect(trial).resolves.toBe('ok');
    expect(breaker.state).toBe('closed');
  });
});
