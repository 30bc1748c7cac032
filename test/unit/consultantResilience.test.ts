// Which of the model's failures the consultant retries, and their names for the metrics (the retry and the circuit
// breaker themselves are tested in resilience.test.ts).
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { CircuitOpenError } from '../../functions/contracts/resilience';
import { isRetryableModelError, modelErrorType } from '../../functions/lib/consultant/openai';

const httpError = (status: number) => new APIError(status, undefined, `status ${status}`, new Headers());

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
