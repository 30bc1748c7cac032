// Hands an error the app caught (an error boundary's, a failed API call's) to the client-error reporter as a window
// event, and keeps the errors raised before the reporter loads: the reporter (features/monitoring/reporter.ts) loads
// once the browser is idle after the boot, and this tiny module is all the first paint carries.
import type { ClientErrorReport } from '@contracts/clientError';
import type { ClientErrorKind } from '@contracts/monitoring';

export const CLIENT_ERROR_EVENT = 'pestpilot:client-error';
/** At most this many reports go from one page load (the early ones included). */
export const MAX_REPORTS = 20;

export interface ClientErrorDetail {
  kind: ClientErrorKind;
  error: unknown;
  api?: ClientErrorReport['api'];
}

export function raiseClientError(detail: ClientErrorDetail): void {
  window.dispatchEvent(new CustomEvent(CLIENT_ERROR_EVENT, { detail }));
}

/** The window events an error arrives by, and what each says. */
export const ERROR_EVENTS = {
  error: (event: Event): ClientErrorDetail => ({ kind: 'error', error: (event as ErrorEvent).error ?? (event as ErrorEvent).message }),
  unhandledrejection: (event: Event): ClientErrorDetail => ({ kind: 'unhandledrejection', error: (event as PromiseRejectionEvent).reason }),
  [CLIENT_ERROR_EVENT]: (event: Event): ClientErrorDetail => (event as CustomEvent<ClientErrorDetail>).detail,
};

const early: ClientErrorDetail[] = [];
const keep = (event: Event) => {
  if (early.length < MAX_REPORTS) early.push(ERROR_EVENTS[event.type as keyof typeof ERROR_EVENTS](event));
};

/** Keeps the errors raised from now until the reporter starts (the entry calls it first). */
export function holdEarlyErrors(): void {
  for (const type of Object.keys(ERROR_EVENTS)) window.addEventListener(type, keep);
}

/** Stops keeping errors and gives those kept so far (the reporter calls it as it starts listening itself). */
export function releaseEarlyErrors(): ClientErrorDetail[] {
  for (const type of Object.keys(ERROR_EVENTS)) window.removeEventListener(type, keep);
  return early.splice(0);
}
