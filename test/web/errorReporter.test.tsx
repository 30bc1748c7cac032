// The client-error reporter: an error thrown before it loads (it loads once the browser is idle after the boot) is
// kept and sent when it starts, and one thrown after is sent at once.
import { afterEach, expect, it, vi } from 'vitest';
import { API } from '@contracts/api';
import type { ClientErrorReport } from '@contracts/clientError';
import { holdEarlyErrors } from '../../web/src/lib/clientErrorEvent';

afterEach(() => vi.unstubAllGlobals());

/** Throws in a task of its own, as a page's code does: the window's error event carries it. */
const throwLater = (message: string) => window.dispatchEvent(new ErrorEvent('error', { error: new Error(message), message }));

it('sends the errors raised before it started, then those raised after', async () => {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  const sent = () => fetchMock.mock.calls.map(([url, init]) => ({ url, report: JSON.parse(String(init.body)) as ClientErrorReport }));

  holdEarlyErrors();
  throwLater('Thrown before the reporter loaded');
  window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: new Error('Rejected early') }));
  expect(fetchMock).not.toHaveBeenCalled();

  const { startErrorReporting } = await import('../../web/src/features/monitoring/reporter');
  startErrorReporting();
  expect(sent().map(({ url, report }) => [url, report.kind, report.message])).toEqual([
    [API.clientErrors, 'error', 'Thrown before the reporter loaded'],
    [API.clientErrors, 'unhandledrejection', 'Rejected early'],
  ]);

  throwLater('Thrown after');
  expect(sent().map(({ report }) => report.message)).toEqual(['Thrown before the reporter loaded', 'Rejected early', 'Thrown after']);
});
