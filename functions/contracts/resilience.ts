// The AI call's resilience, shared by the web and the functions: retries with backoff and jitter, the circuit breaker.
import { CHAT } from './messages';

export interface RetryPolicy {
  retries: number;
  initialDelayMs: number;
  maxDelayMs: number;
  factor: number;
}

/** Retries of an AI call (spec): 3 retries, 500 ms first, at most 5 s, doubling, with jitter. */
export const AI_RETRY: RetryPolicy = { retries: 3, initialDelayMs: 500, maxDelayMs: 5000, factor: 2 };

/** HTTP statuses worth another attempt; each side adds its own network errors, timeouts and aborts. */
export const RETRYABLE_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];

/** The circuit breaker for AI calls (spec): open after 3 failures in a row, half-open after 30 s. */
export const AI_BREAKER = { failureThreshold: 3, resetAfterMs: 30_000 } as const;

export interface RetryOptions {
  policy?: RetryPolicy;
  /** Whether this failure is worth another attempt (each side knows its own errors). */
  isRetryable: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1). */
  random?: () => number;
  /** Called before each retry: `attempt` is 1 for the first retry. */
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

/**
 * The wait before retry number `retry` (0 for the first): the capped exponential delay, "equal jitter" applied,
 * so it lies between half the delay and the delay itself and never exceeds the maximum.
 */
export function backoffDelay(retry: number, policy: RetryPolicy = AI_RETRY, random: () => number = Math.random): number {
  const capped = Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** retry);
  return Math.round(capped / 2 + random() * (capped / 2));
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `call` (given the attempt number, 0 first) until it succeeds, fails for good, or the retries run out. */
export async function withRetry<T>(call: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const policy = options.policy ?? AI_RETRY;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call(attempt);
    } catch (error) {
      if (attempt >= policy.retries || !options.isRetryable(error)) throw error;
      const delay = backoffDelay(attempt, policy, random);
      options.onRetry?.(error, attempt + 1, delay);
      await sleep(delay);
    }
  }
}

export type CircuitState = 'closed' | 'open' | 'half-open';

export class CircuitOpenError extends Error {
  constructor() {
    super(CHAT.circuitOpen);
    this.name = 'CircuitOpenError';
  }
}

export interface CircuitBreakerOptions {
  failureThreshold?: number;
  resetAfterMs?: number;
  /** Which errors count as a failure of the service (a refused request, such as a 402, need not); all by default. */
  isFailure?: (error: unknown) => boolean;
  now?: () => number;
}

/**
 * Closed; open after `failureThreshold` failures in a row (calls fail at once with 'Circuit is open'); half-open
 * after `resetAfterMs`, when one trial call goes through: its success closes it, its failure reopens it.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | undefined;
  private trialInFlight = false;
  private readonly failureThreshold: number;
  private readonly resetAfterMs: number;
  private readonly isFailure: (error: unknown) => boolean;
  private readonly now: () => number;

  constructor(options: CircuitBreakerOptions = {}) {
    this.failureThreshold = options.failureThreshold ?? AI_BREAKER.failureThreshold;
    this.resetAfterMs = options.resetAfterMs ?? AI_BREAKER.resetAfterMs;
    this.isFailure = options.isFailure ?? (() => true);
    this.now = options.now ?? (() => Date.now());
  }

  get state(): CircuitState {
    if (this.openedAt === undefined) return 'closed';
    return this.now() - this.openedAt >= this.resetAfterMs ? 'half-open' : 'open';
  }

  /** Runs `call` unless the circuit is open; while half-open only one trial call runs at a time. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    const state = this.state;
    if (state === 'open' || (state === 'half-open' && this.trialInFlight)) throw new CircuitOpenError();
    const trial = state === 'half-open';
    if (trial) this.trialInFlight = true;
    try {
      const result = await call();
      this.close();
      return result;
    } catch (error) {
      if (this.isFailure(error)) {
        this.failures += 1;
        if (trial || this.failures >= this.failureThreshold) this.openedAt = this.now();
      } else if (trial) {
        // The service answered (with a refusal): it is up again.
        this.close();
      }
      throw error;
    } finally {
      if (trial) this.trialInFlight = false;
    }
  }

  private close(): void {
    this.failures = 0;
    this.openedAt = undefined;
  }
}
