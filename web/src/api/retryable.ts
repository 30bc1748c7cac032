// Which failures of the browser's API calls are worth another attempt (the retries themselves are cockatiel policies).
import { RETRYABLE_STATUSES } from '@contracts/resilience';

/** The HTTP status an API error carries (0 for a network failure), or undefined for any other error. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Retryable: the statuses 408, 429, 500, 502, 503 and 504; a network failure (status 0, or fetch's TypeError);
 * a timeout or an abort; and a send the server is still working on (409 OperationInProgress: same operation, later).
 */
export function isRetryableError(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined) {
    return status === 0 || RETRYABLE_STATUSES.includes(status) || (status === 409 && (error as { code?: unknown }).code === 'OperationInProgress');
  }
  if (error instanceof DOMException) return error.name === 'AbortError' || error.name === 'TimeoutError';
  return error instanceof TypeError;
}
