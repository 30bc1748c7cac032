// The spec's resilience for calls that may fail, shared by the web and the functions, on cockatiel: the AI call's
// retries (capped exponential backoff with jitter), the circuit breakers (AI calls, admin calls) and 'Circuit is open'.
import {
  BrokenCircuitError,
  CircuitState as BreakerState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  circuitBreaker,
  handleWhen,
  retry,
  type CircuitBreakerPolicy,
  type GeneratorFn,
  type RetryPolicy as CockatielRetryPolicy,
} from 'cockatiel';
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

/** Admin calls have their own breaker (spec): open after 3 failures in a row, half-open after 60 s. */
export const ADMIN_BREAKER = { failureThreshold: 3, resetAfterMs: 60_000 } as const;

/**
 * cockatiel's backoff generator for the spec's delays: the capped exponential delay with "equal jitter", so a wait
 * lies between half the delay and the delay itself and never exceeds the maximum. `random` is a number in [0, 1).
 */
export function equalJitter(random: () => number = Math.random): GeneratorFn<number> {
  return (attempt = 0, options) => {
    const capped = Math.min(options.maxDelay, options.initialDelay * options.exponent ** attempt);
    return [Math.round(capped / 2 + random() * (capped / 2)), attempt + 1];
  };
}

export interface RetryOptions {
  policy?: RetryPolicy;
  /** Whether this failure is worth another attempt (each side knows its own errors). */
  isRetryable: (error: unknown) => boolean;
  /** A number in [0, 1), for the jitter. */
  random?: () => number;
  /** Called before each retry's wait: `attempt` is 1 for the first retry. */
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

/** A cockatiel retry policy with the spec's backoff (AI_RETRY unless another is given) for the failures `isRetryable` accepts. */
export function retryPolicy(options: RetryOptions): CockatielRetryPolicy {
  const policy = options.policy ?? AI_RETRY;
  const retrying = retry(handleWhen(options.isRetryable), {
    maxAttempts: policy.retries,
    backoff: new ExponentialBackoff({
      initialDelay: policy.initialDelayMs,
      maxDelay: policy.maxDelayMs,
      exponent: policy.factor,
      generator: equalJitter(options.random),
    }),
  });
  const { onRetry } = options;
  if (onRetry) retrying.onRetry((event) => onRetry('error' in event ? event.error : undefined, event.attempt, event.delay));
  return retrying;
}

/** Runs `call` (given the attempt number, 0 first) until it succeeds, fails for good, or the retries run out. */
export function withRetry<T>(call: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  return retryPolicy(options).execute(({ attempt }) => call(attempt));
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
}

/**
 * A cockatiel circuit breaker with the spec's states and message: closed; open after `failureThreshold` failures in
 * a row (calls fail at once with 'Circuit is open'); half-open after `resetAfterMs`, when one trial call goes
 * through (others wait for its outcome): its success, or an answer that is no failure of the service, closes it;
 * its failure reopens it.
 */
export class CircuitBreaker {
  private readonly policy: CircuitBreakerPolicy;
  private readonly resetAfterMs: number;
  private openedAt: number | undefined;

  constructor(options: CircuitBreakerOptions = {}) {
    this.resetAfterMs = options.resetAfterMs ?? AI_BREAKER.resetAfterMs;
    this.policy = circuitBreaker(handleWhen(options.isFailure ?? (() => true)), {
      halfOpenAfter: this.resetAfterMs,
      breaker: new ConsecutiveBreaker(options.failureThreshold ?? AI_BREAKER.failureThreshold),
    });
    this.policy.onBreak(() => {
      this.openedAt = Date.now();
    });
    this.policy.onReset(() => {
      this.openedAt = undefined;
    });
  }

  /** The state as the spec names it: an open circuit whose reset time has passed is half-open (its next call is the trial). */
  get state(): CircuitState {
    switch (this.policy.state) {
      case BreakerState.Closed:
        return 'closed';
      case BreakerState.HalfOpen:
        return 'half-open';
      default:
        return this.openedAt !== undefined && Date.now() - this.openedAt >= this.resetAfterMs ? 'half-open' : 'open';
    }
  }

  /** How long until an open circuit lets a trial call through: 0 unless it is open. */
  get retryInMs(): number {
    return this.state === 'open' && this.openedAt !== undefined ? Math.max(0, this.openedAt + this.resetAfterMs - Date.now()) : 0;
  }

  /** Runs `call` unless the circuit is open (then it rejects with CircuitOpenError, without calling). */
  async run<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await this.policy.execute(() => call());
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw new CircuitOpenError();
      throw error;
    }
  }
}
