// Retries of a failing call with capped exponential backoff and jitter (spec: 3 retries, 500 ms to 5 s, x2).
// Pure: the clock, the sleep and the randomness are injected so tests run on a fake clock.

export interface RetryPolicy {
  retries: number;
  initialDelayMs: number;
  maxDelayMs: number;
  factor: number;
}

export const AI_RETRY_POLICY: RetryPolicy = { retries: 3, initialDelayMs: 500, maxDelayMs: 5000, factor: 2 };

/** HTTP statuses worth another attempt; network errors, timeouts and aborts are retried too. */
export const RETRYABLE_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];

export interface RetryOptions {
  policy?: RetryPolicy;
  /** Whether this failure is worth another attempt. */
  isRetryable: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1). */
  random?: () => number;
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

/**
 * The wait before retry number `retry` (0 for the first): the capped exponential delay, "equal jitter" applied,
 * so it lies between half the delay and the delay itself and never exceeds the maximum.
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const capped = Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** retry);
  return Math.round(capped / 2 + random() * (capped / 2));
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `call` (given the attempt number, 0 first) until it succeeds, fails for good, or the retries run out. */
export async function withRetry<T>(call: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const policy = options.policy ?? AI_RETRY_POLICY;
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
