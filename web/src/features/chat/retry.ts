// Which failures of the browser's API calls are worth another attempt (the retry itself is @contracts/resilience).
import { RETRYABLE_STATUSES } from '@contracts/resilience';

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
