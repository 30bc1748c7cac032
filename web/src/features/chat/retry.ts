// Retries of a failing call with capped exponential backoff and "equal jitter" (spec: 3 retries, 500 ms to 5 s,
// x2), and which failures are worth another attempt. Pure: sleep and randomness are injected for tests.
import { AI_RETRY, RETRYABLE_STATUSES } from './constants';

export interface RetryPolicy {
  retries: number;
  initialDelayMs: number;
  maxDelayMs: number;
  factor: number;
}

export interface RetryOptions {
  policy?: RetryPolicy;
  isRetryable?: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1). */
  random?: () => number;
  /** Called before each retry: `attempt` is 1 for the first retry. */
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

/** The wait before retry number `retry` (0 for the first): between half the capped delay and the capped delay. */
export function backoffDelay(retry: number, policy: RetryPolicy = AI_RETRY, random: () => number = Math.random): number {
  const capped = Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** retry);
  return Math.round(capped / 2 + random() * (capped / 2));
}

function statusOf(error: unknown): { status: number; code: string } | undefined {
  const e = error as { status?: unknown; code?: unknown } | null;
  return typeof e?.status === 'number' ? { status: e.status, code: typeof e.code === 'string' ? e.code : '' } : undefined;
}

/**
 * Retryable: the statuses 408, 429, 500, 502, 503 and 504; a network failure (status 0, or fetch's TypeError);
 * a timeout or an abort; and a send the server is still working on (409 OperationInProgress: same operation, later).
 */
export function isRetryableError(error: unknown): boolean {
  const http = statusOf(error);
  if (http) return http.status === 0 || RETRYABLE_STATUSES.includes(http.status) || (http.status === 409 && http.code === 'OperationInProgress');
  if (error instanceof DOMException) return error.name === 'AbortError' || error.name === 'TimeoutError';
  return error instanceof TypeError;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `call` (given the attempt, 0 first) until it succeeds, fails for good, or the retries run out. */
export async function withRetry<T>(call: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const policy = options.policy ?? AI_RETRY;
  const isRetryable = options.isRetryable ?? isRetryableError;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call(attempt);
    } catch (error) {
      if (attempt >= policy.retries || !isRetryable(error)) throw error;
      const delay = backoffDelay(attempt, policy, random);
      options.onRetry?.(error, attempt + 1, delay);
      await sleep(delay);
    }
  }
}
