// Which of the browser's failed calls are retried (the retry and the circuit breaker themselves are tested in
// resilience.test.ts).
import { describe, expect, it } from 'vitest';
import { CircuitOpenError } from '../../functions/contracts/resilience';
import { isRetryableError } from '../../web/src/api/retryable';

const httpError = (status: number, code = `http_${status}`) => Object.assign(new Error(`HTTP ${status}`), { status, code });

describe('which browser failures are retried', () => {
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
});
