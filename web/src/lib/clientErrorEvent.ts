// Hands an error the app caught (an error boundary's, a failed API call's) to the client-error reporter as a window
// event: the reporter (features/monitoring/reporter.ts) loads after the boot, and this tiny module is all the first
// paint carries.
import type { ClientErrorReport } from '@contracts/clientError';
import type { ClientErrorKind } from '@contracts/monitoring';

export const CLIENT_ERROR_EVENT = 'pestpilot:client-error';

export interface ClientErrorDetail {
  kind: ClientErrorKind;
  error: unknown;
  api?: ClientErrorReport['api'];
}

export function raiseClientError(detail: ClientErrorDetail): void {
  window.dispatchEvent(new CustomEvent(CLIENT_ERROR_EVENT, { detail }));
}
