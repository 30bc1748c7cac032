// Reports the errors the web catches to POST /api/client-errors: uncaught errors, unhandled rejections, error-boundary
// catches and failed API calls (5xx). Only the message, stack, page path, release and browser go: no query string,
// no user data, no token. At most 20 reports per page load, each distinct error once a minute. Loaded once the browser
// is idle after the boot; what was raised before then was kept (lib/clientErrorEvent.ts) and is sent as it starts.
import { API } from '@contracts/api';
import type { ClientErrorReport } from '@contracts/clientError';
import { ERROR_EVENTS, MAX_REPORTS, releaseEarlyErrors, type ClientErrorDetail } from '../../lib/clientErrorEvent';

const REPEAT_MS = 60_000;
const sent = new Map<string, number>();
let reports = 0;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/** Sends one report (best effort: a report that cannot be sent is dropped, never retried or reported itself). */
export function reportError({ kind, error, api }: ClientErrorDetail, now = Date.now()): void {
  const { message, stack } = describe(error);
  const key = `${kind}|${message}|${stack?.split('\n')[1] ?? ''}`;
  if (reports >= MAX_REPORTS || now - (sent.get(key) ?? -Infinity) < REPEAT_MS) return;
  reports += 1;
  sent.set(key, now);
  const report: ClientErrorReport = {
    kind,
    message: cut(message || 'Unknown error', 1000),
    ...(stack ? { stack: cut(stack.replace(/[^\P{Cc}\t\n\r]/gu, ''), 4000) } : {}),
    route: cut(window.location.pathname, 200),
    release: cut(import.meta.env.MODE === 'production' ? (document.querySelector<HTMLScriptElement>('script[type=module][src]')?.src.split('/').pop() ?? 'web') : 'dev', 64),
    browser: cut(navigator.userAgent.replace(/\p{Cc}/gu, ''), 300),
    ...(api ? { api } : {}),
  };
  void fetch(API.clientErrors, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(report), keepalive: true }).catch(() => undefined);
}

let started = false;

/** Listens for uncaught errors, unhandled rejections and the app's own error events, and sends those kept until now. */
export function startErrorReporting(): void {
  if (started) return;
  started = true;
  for (const [type, detail] of Object.entries(ERROR_EVENTS)) window.addEventListener(type, (event) => reportError(detail(event)));
  releaseEarlyErrors().forEach((detail) => reportError(detail));
}
