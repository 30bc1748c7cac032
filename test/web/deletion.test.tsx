// /data-deletion: the warning, the optional reason (default 'No reason provided'), the required confirmation, the
// confirm dialog, the toasts, a pending request, then sign-out and / after 3 s; signed out, the page asks to log in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataDeletionRequest } from '@contracts/account';
import { DATA_DELETION, DATA_DELETION_PAGE } from '@contracts/messages';
import type { AuthUser } from '../../web/src/app/session';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { renderApp, user } from './render';
import { json } from './fixtures';
import { enter } from './typing';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);


let me: AuthUser;
let seq = 0;
let fetchMock: ReturnType<typeof vi.fn>;

const pendingRequest = (reason: string): DataDeletionRequest => ({
  id: 'del-1',
  reason,
  status: 'pending',
  requestedAt: '2026-11-21T10:00:00.000Z',
  dueBy: '2026-12-21T10:00:00.000Z',
});

function serve({ existing = null as DataDeletionRequest | null, post = 201 as number | 'network' } = {}) {
  fetchMock.mockImplementation(async (path: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${path}`;
    if (route === 'GET /api/data-deletion') return json(200, { request: existing });
    if (route === 'POST /api/data-deletion') {
      if (post === 'network') throw new TypeError('Failed to fetch');
      if (post >= 400) return json(post, { error: { code: 'Internal', message: 'The request could not be saved.' } });
      const { reason } = JSON.parse(String(init.body));
      return json(post, { message: DATA_DELETION.submitted, request: pendingRequest(reason) });
    }
    return json(404, {});
  });
}

const posted = () =>
  fetchMock.mock.calls.filter(([p, init]) => init?.method === 'POST' && p === '/api/data-deletion').map(([, init]) => JSON.parse(init.body));

beforeEach(() => {
  me = { ...user, id: `u-deletion-${++seq}` };
  resetAmplifyMocks();
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: me.id, email: me.email }));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function openPage() {
  const view = renderApp('/data-deletion', { as: me });
  await screen.findByText(DATA_DELETION_PAGE.confirmLabel);
  return { ...view, ui: userEvent.setup() };
}

const submitButton = () => screen.getByRole('button', { name: DATA_DELETION_PAGE.submit, hidden: true });
const confirmDialog = async () =>
  within((await screen.findByText(DATA_DELETION_PAGE.dialogText)).closest('[role="dialog"]') as HTMLElement);

describe('data deletion', () => {
  it('needs a signed-in user', async () => {
    const { router } = renderApp('/data-deletion');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the warning and requires the confirmation', async () => {
    serve();
    const { ui } = await openPage();
    expect(screen.getByText(DATA_DELETION.warning)).toBeTruthy();
    await ui.click(submitButton());
    expect(await screen.findByText(DATA_DELETION.confirmRequired)).toBeTruthy();
    expect(screen.queryByText(DATA_DELETION.dialogTitle)).toBeNull();
    expect(posted()).toEqual([]);
  });

  it('asks in the dialog and does nothing on Cancel', async () => {
    serve();
    const { ui } = await openPage();
    await ui.click(screen.getByRole('checkbox', { hidden: true }));
    await ui.click(submitButton());
    const dialog = await confirmDialog();
    expect(dialog.getAllByText(DATA_DELETION.dialogTitle).length).toBeGreaterThan(0);
    expect(dialog.getByRole('button', { name: DATA_DELETION.confirmButton, hidden: true })).toBeTruthy();
    await ui.click(dialog.getByRole('button', { name: DATA_DELETION.cancelButton, hidden: true }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posted()).toEqual([]);
  });

  it("sends 'No reason provided' for an empty reason, toasts, shows the pending request, then signs out and goes to / after 3 s", async () => {
    serve();
    const { ui, router } = await openPage();
    await ui.click(screen.getByRole('checkbox', { hidden: true }));
    await ui.click(submitButton());
    // The 3 s run from the request's answer, which comes after this click: a lower bound however slow the machine.
    let signedOutAt = 0;
    amplifyAuth.signOut.mockImplementation(async () => {
      signedOutAt = Date.now();
    });
    const confirmedAt = Date.now();
    await ui.click((await confirmDialog()).getByRole('button', { name: DATA_DELETION.confirmButton, hidden: true }));

    expect(await screen.findByText(DATA_DELETION.submittedTitle)).toBeTruthy();
    expect(screen.getByText(DATA_DELETION.submitted)).toBeTruthy();
    expect(posted()).toEqual([{ reason: DATA_DELETION.defaultReason, confirmDeletion: true }]);
    expect(screen.getByText(DATA_DELETION_PAGE.pendingTitle)).toBeTruthy();
    expect(screen.getByText(/Requested on November 21, 2026\. Your account and data will be deleted by December 21, 2026\./)).toBeTruthy();
    expect(amplifyAuth.signOut).not.toHaveBeenCalled();

    await waitFor(() => expect(amplifyAuth.signOut).toHaveBeenCalled());
    expect(signedOutAt - confirmedAt).toBeGreaterThanOrEqual(3000);
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends the reason given', async () => {
    serve();
    const { ui } = await openPage();
    await enter(screen.getByLabelText('Reason for deletion (optional)'), '  Moving abroad  ', ui);
    await ui.click(screen.getByRole('checkbox', { hidden: true }));
    await ui.click(submitButton());
    await ui.click((await confirmDialog()).getByRole('button', { name: DATA_DELETION.confirmButton, hidden: true }));
    await screen.findByText(DATA_DELETION.submittedTitle);
    expect(posted()).toEqual([{ reason: 'Moving abroad', confirmDeletion: true }]);
  });

  it.each<[string, number | 'network', string]>([
    ['the error message', 500, 'The request could not be saved.'],
    ['the network failure message', 'network', 'The service is temporarily unavailable. We will retry automatically.'],
  ])("toasts 'Error submitting request' with %s and stays signed in", async (_case, post, description) => {
    serve({ post });
    const { ui } = await openPage();
    await ui.click(screen.getByRole('checkbox', { hidden: true }));
    await ui.click(submitButton());
    await ui.click((await confirmDialog()).getByRole('button', { name: DATA_DELETION.confirmButton, hidden: true }));
    expect(await screen.findByText(DATA_DELETION.errorTitle)).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    expect(screen.queryByText(DATA_DELETION_PAGE.pendingTitle)).toBeNull();
    expect(amplifyAuth.signOut).not.toHaveBeenCalled();
  });

  it('shows a pending request instead of the form', async () => {
    serve({ existing: pendingRequest('No reason provided') });
    renderApp('/data-deletion', { as: me });
    expect(await screen.findByText(DATA_DELETION_PAGE.pendingTitle)).toBeTruthy();
    expect(screen.queryByText(DATA_DELETION_PAGE.confirmLabel)).toBeNull();
    expect(amplifyAuth.signOut).not.toHaveBeenCalled();
  });
});
