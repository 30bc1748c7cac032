// The AI call's shared resilience on a fake clock: the spec's constants, cockatiel's retries with the capped
// exponential backoff and jitter, and its circuit breakers (3 failures, 30 s or 60 s for admin calls, one half-open
// trial, 'Circuit is open').
import { ExponentialBackoff } from 'cockatiel';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT } from '../../functions/contracts/messages';
import {
  ADMIN_BREAKER,
  AI_BREAKER,
  AI_RETRY,
  CircuitBreaker,
  CircuitOpenError,
  RETRYABLE_STATUSES,
  equalJitter,
  withRetry,
} from '../../functions/contracts/resilience';

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
const isRetryable = (error: unknown) => RETRYABLE_STATUSES.includes((error as { status: number }).status);

describe('the spec constants', () => {
  it('retry 3 times from 500 ms doubling to 5 s on 408, 429 and 5xx; open after 3 failures, half-open after 30 s', () => {
    expect(AI_RETRY).toEqual({ retries: 3, initialDelayMs: 500, maxDelayMs: 5000, factor: 2 });
    expect(RETRYABLE_STATUSES).toEqual([408, 429, 500, 502, 503, 504]);
    expect(AI_BREAKER).toEqual({ failureThreshold: 3, resetAfterMs: 30_000 });
  });
});

describe('backoff', () => {
  const delays = (random: () => number, count: number) => {
    let backoff = new ExponentialBackoff({ initialDelay: AI_RETRY.initialDelayMs, maxDelay: AI_RETRY.maxDelayMs, exponent: AI_RETRY.factor, generator: equalJitter(random) }).next();
    const out: number[] = [];
    for (let i = 0; i < count; i += 1) {
      out.push(backoff.duration);
      backoff = backoff.next(undefined);
    }
    return out;
  };

  it('doubles from 500 ms, is capped at 5 s, and jitters between half the delay and the delay', () => {
    expect(delays(() => 0.999999, 6)).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
    expect(delays(() => 0, 5)).toEqual([250, 500, 1000, 2000, 2500]);
    expect(delays(() => 0.5, 2)[1]).toBe(750);
    for (let i = 0; i < 50; i += 1) {
      const d = delays(Math.random, 3)[2];
      expect(d).toBeGreaterThanOrEqual(1000);
      expect(d).toBeLessThanOrEqual(2000);
    }
  });
});

describe('withRetry (cockatiel)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Runs the retry to its end on the fake clock, noting each wait. */
  async function settle<T>(promise: Promise<T>) {
    const outcome = promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await vi.runAllTimersAsync();
    return outcome;
  }

  it('makes at most 4 attempts with growing waits, reporting each retry, and fails with the last error', async () => {
    const onRetry = vi.fn();
    const call = vi.fn(async () => {
      throw httpError(503);
    });
    const started = Date.now();
    const outcome = await settle(withRetry(call, { isRetryable, onRetry, random: () => 0.5 }));
    expect(outcome).toMatchObject({ error: { status: 503 } });
    expect(call).toHaveBeenCalledTimes(4);
    expect(onRetry.mock.calls.map(([, attempt, delayMs]) => [attempt, delayMs])).toEqual([[1, 375], [2, 750], [3, 1500]]);
    expect(Date.now() - started).toBe(375 + 750 + 1500);
  });

  it('returns the first success, given the attempt number', async () => {
    const onRetry = vi.fn();
    const flaky = vi.fn(async (attempt: number) => {
      if (attempt < 2) throw httpError(429);
      return 'ok';
    });
    await expect(settle(withRetry(flaky, { isRetryable, onRetry, random: () => 0.5 }))).resolves.toEqual({ value: 'ok' });
    expect(flaky.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2]);
    expect(onRetry.mock.calls.map(([, , ms]) => ms)).toEqual([375, 750]);
  });

  it('stops at once on a failure that is not retryable', async () => {
    const onRetry = vi.fn();
    const refused = vi.fn(async () => {
      throw httpError(400);
    });
    await expect(settle(withRetry(refused, { isRetryable, onRetry }))).resolves.toMatchObject({ error: { status: 400 } });
    expect(refused).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });
});

describe('circuit breaker (cockatiel)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const fail = () => Promise.reject(httpError(503));
  const refuse = () => Promise.reject(httpError(402));
  const succeed = () => Promise.resolve('ok');
  const tripped = async (breaker: CircuitBreaker) => {
    for (let i = 0; i < 3; i += 1) await expect(breaker.run(fail)).rejects.toMatchObject({ status: 503 });
  };

  it('opens after 3 failures in a row and then fails fast with "Circuit is open", without calling', async () => {
    const breaker = new CircuitBreaker();
    await expect(breaker.run(fail)).rejects.toMatchObject({ status: 503 });
    await expect(breaker.run(fail)).rejects.toMatchObject({ status: 503 });
    expect(breaker.state).toBe('closed');
    await expect(breaker.run(fail)).rejects.toMatchObject({ status: 503 });
    expect(breaker.state).toBe('open');
    const call = vi.fn(succeed);
    await expect(breaker.run(call)).rejects.toThrow(CHAT.circuitOpen);
    await expect(breaker.run(call)).rejects.toBeInstanceOf(CircuitOpenError);
    expect(call).not.toHaveBeenCalled();
  });

  it('a success resets the count of failures in a row', async () => {
    const breaker = new CircuitBreaker();
    await expect(breaker.run(fail)).rejects.toThrow();
    await expect(breaker.run(fail)).rejects.toThrow();
    await breaker.run(succeed);
    await expect(breaker.run(fail)).rejects.toThrow();
    await expect(breaker.run(fail)).rejects.toThrow();
    expect(breaker.state).toBe('closed');
  });

  it('is half-open after 30 s: a failure reopens it, a success closes it', async () => {
    const breaker = new CircuitBreaker();
    await tripped(breaker);
    vi.advanceTimersByTime(29_999);
    expect(breaker.state).toBe('open');
    vi.advanceTimersByTime(1);
    expect(breaker.state).toBe('half-open');
    await expect(breaker.run(fail)).rejects.toMatchObject({ status: 503 });
    expect(breaker.state).toBe('open');
    vi.advanceTimersByTime(30_000);
    expect(breaker.state).toBe('half-open');
    await expect(breaker.run(succeed)).resolves.toBe('ok');
    expect(breaker.state).toBe('closed');
  });

  it('lets a single trial call through while half-open; the others wait for its outcome', async () => {
    const breaker = new CircuitBreaker();
    await tripped(breaker);
    vi.advanceTimersByTime(30_000);
    let release: (v: string) => void = () => undefined;
    const trial = breaker.run(() => new Promise<string>((resolve) => (release = resolve)));
    const second = vi.fn(succeed);
    const waiting = breaker.run(second);
    await Promise.resolve();
    expect(second).not.toHaveBeenCalled();
    release('done');
    await expect(trial).resolves.toBe('done');
    await expect(waiting).resolves.toBe('ok');
    expect(breaker.state).toBe('closed');
  });

  it('does not count refusals that are not failures of the service; a refused trial closes it', async () => {
    const breaker = new CircuitBreaker({ isFailure: (e) => (e as { status?: number }).status !== 402 });
    for (let i = 0; i < 5; i += 1) await expect(breaker.run(refuse)).rejects.toMatchObject({ status: 402 });
    expect(breaker.state).toBe('closed');
    await tripped(breaker);
    vi.advanceTimersByTime(30_000);
    await expect(breaker.run(refuse)).rejects.toMatchObject({ status: 402 });
    expect(breaker.state).toBe('closed');
  });

  it("gives admin calls their own breaker: 3 failures, 60 s", async () => {
    expect(ADMIN_BREAKER).toEqual({ failureThreshold: 3, resetAfterMs: 60_000 });
    const breaker = new CircuitBreaker(ADMIN_BREAKER);
    await tripped(breaker);
    vi.advanceTimersByTime(30_000);
    expect(breaker.state).toBe('open');
    await expect(breaker.run(succeed)).rejects.toBeInstanceOf(CircuitOpenError);
    vi.advanceTimersByTime(30_000);
    await expect(breaker.run(succeed)).resolves.toBe('ok');
    expect(breaker.state).toBe('closed');
  });
});
