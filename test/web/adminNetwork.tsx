// Shared pieces of the provider network's admin tab tests: an admin signed in (a fresh id per test, so SWR's cache
// starts empty), a fetch mock that answers by method and path and records what was sent, and the tab rendered alone
// in a memory router at /admin (a tab keeps its list state in the address).
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, vi } from 'vitest';
import type { AuthUser } from '../../web/src/app/session';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { json } from './fixtures';
import { admin, PageProviders } from './render';

export type Answer = Response | Promise<Response> | ((body: unknown, url: URL) => Response | Promise<Response>);
export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

let adminCount = 0;

/** Signs an admin in and stubs fetch: `answers` keyed 'METHOD /path' (the first match wins; a function sees the body). */
export function adminStage(answers: Record<string, Answer | Answer[]>) {
  resetAmplifyMocks();
  const me: AuthUser = { ...admin, id: `a-net-${++adminCount}` };
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: me.id, email: me.email, 'cognito:groups': ['admin'] }));
  const sent: Sent[] = [];
  const queues = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, Array.isArray(v) ? [...v] : [v]]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path: url.pathname, query: url.searchParams, body });
    const queue = queues[`${method} ${url.pathname}`];
    if (!queue?.length) return json(404, { error: { code: 'NotFound', message: `No answer for ${method} ${url.pathname}` } });
    const answer = queue.length > 1 ? queue.shift()! : queue[0];
    const response = typeof answer === 'function' ? await answer(body, url) : await answer;
    return response.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  const renderTab = (node: ReactNode, search = '') => {
    const router = createMemoryRouter([{ path: '/admin', element: node }], { initialEntries: [`/admin${search}`] });
    return { ...render(<PageProviders initialUser={me}><RouterProvider router={router} /></PageProviders>), router };
  };
  const calls = (method: string, path: string) => sent.filter((s) => s.method === method && s.path === path);
  return { me, sent, calls, renderTab };
}

/** A response held until `release()`: the busy state can be seen meanwhile. */
export function held(response: Response) {
  let release!: () => void;
  const promise = new Promise<Response>((resolve) => (release = () => resolve(response)));
  return { promise, release };
}

/** Waits for a toast (message or notification) with this text. */
export const toast = (text: string | RegExp) => waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));

export { json };

/** The open dialog titled `title` (antd's ids are all 'test-id' under test, so its accessible name cannot be relied on). */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) => d.querySelector('.ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`No dialog ${title}`);
    return found;
  });
}

/** A button's name ending with `text` (an antd icon before the text adds its own name first). */
export const endsWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
