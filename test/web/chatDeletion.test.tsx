// Deleting a conversation from the chat history: each thread has a delete action that asks first (Cancel deletes
// nothing); confirmed, the thread is deleted through the API, leaves the list, and the open conversation gives way
// to a new one; a failure says so and keeps the thread.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatThread } from '@contracts/chat';
import { CHAT, THREAD_DELETION } from '@contracts/messages';
import type { AuthUser } from '../../web/src/app/session';
import { json, profileOf } from './fixtures';
import { renderApp } from './render';
import { signInChatUser } from './chatUser';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

beforeAll(async () => {
  await import('../../web/src/pages/chat/ChatPage');
}, 60_000);

let me: AuthUser;
let threads: ChatThread[];
let deletes: string[];
let deleteAnswer: () => Response;

function thread(id: string, title: string, minutesAgo: number): ChatThread {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return { id, userId: me.id, title, lastMessageAt: at, createdAt: at };
}

const message = (threadId: string, content: string): ChatMessage => ({ id: `${threadId}-m`, threadId, role: 'user', content, createdAt: new Date().toISOString() });

beforeEach(() => {
  me = signInChatUser();
  threads = [thread('thread-wasps', 'Wasps by the back door', 5), thread('thread-ants', 'Ants in the kitchen', 60)];
  deletes = [];
  deleteAnswer = () => json(200, { deleted: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (path === '/api/profile') return json(200, profileOf(me, { tokenBalance: 90_000 }));
      if (path === '/api/threads' && method === 'GET') return json(200, { threads });
      const one = /^\/api\/threads\/([^/]+)(\/messages)?$/.exec(path);
      const found = one && threads.find((t) => t.id === decodeURIComponent(one[1]!));
      if (one && !found) return json(404, { error: { code: 'NotFound', message: 'Not found.' } });
      if (found && one[2]) return json(200, { thread: found, messages: [message(found.id, `About ${found.title}`)] });
      if (found && method === 'DELETE') {
        deletes.push(found.id);
        const res = deleteAnswer();
        if (res.ok) threads = threads.filter((t) => t !== found);
        return res;
      }
      return json(404, { error: { code: 'NotFound', message: `No fake for ${method} ${path}` } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const history = () => within(screen.getByRole('navigation', { name: CHAT.history }));

async function askToDelete(title: string) {
  const ui = userEvent.setup();
  await screen.findByRole('navigation', { name: CHAT.history });
  // Its name is the action; the thread's title describes it (a thread's own button keeps the title as its name).
  await ui.click(await history().findByRole('button', { name: THREAD_DELETION.action, description: title }));
  const confirm = await screen.findByRole('tooltip');
  expect(within(confirm).getByText(THREAD_DELETION.confirmTitle)).toBeTruthy();
  return { ui, confirm: within(confirm) };
}

describe('deleting a conversation', () => {
  it('asks first: Cancel deletes nothing', async () => {
    renderApp('/chat', { as: me });
    const { ui, confirm } = await askToDelete('Wasps by the back door');
    await ui.click(confirm.getByRole('button', { name: THREAD_DELETION.cancel }));
    expect(deletes).toEqual([]);
    expect(history().getByRole('button', { name: /Wasps by the back door/ })).toBeTruthy();
  });

  it('deletes the open thread once confirmed: it leaves the list and a new conversation opens', async () => {
    renderApp('/chat', { as: me });
    // The latest thread opens on arrival.
    await screen.findByText('About Wasps by the back door');
    const { ui, confirm } = await askToDelete('Wasps by the back door');
    await ui.click(confirm.getByRole('button', { name: THREAD_DELETION.confirm }));
    expect(await screen.findByText(THREAD_DELETION.deleted)).toBeTruthy();
    expect(deletes).toEqual(['thread-wasps']);
    await waitFor(() => expect(history().queryByRole('button', { name: /Wasps by the back door/ })).toBeNull());
    expect(history().getByRole('button', { name: /Ants in the kitchen/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: CHAT.welcomeTitle })).toBeTruthy();
    expect(screen.queryByText('About Wasps by the back door')).toBeNull();
  });

  it('says when the deletion fails, and keeps the thread', async () => {
    deleteAnswer = () => json(503, { error: { code: 'ServiceUnavailable', message: 'The service is busy.' } });
    renderApp('/chat', { as: me });
    await screen.findByText('About Wasps by the back door');
    const { ui, confirm } = await askToDelete('Ants in the kitchen');
    await ui.click(confirm.getByRole('button', { name: THREAD_DELETION.confirm }));
    expect(await screen.findByText(THREAD_DELETION.failed)).toBeTruthy();
    expect(history().getByRole('button', { name: /Ants in the kitchen/ })).toBeTruthy();
    expect(screen.getByText('About Wasps by the back door')).toBeTruthy();
  });
});
