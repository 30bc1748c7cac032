// The chat's send pipeline over its outbox, without a DOM: the optimistic send and its reply (streamed, stopped), a
// failed send (withdrawn, kept failed; a refusal dropped), what was written offline sent oldest
// first on reconnect (a new conversation's first message creating the thread once), a failed re-send kept queued, a
// reload's unsent messages recovered latest first, and the one-line mutation runner behind every write's toasts.
// What the page shows of these (pending and failed tags, Retry, toasts) is tested in test/web/chat.test.tsx.
import { describe, expect, it, vi } from 'vitest';
import type { ConsultResponse, ThreadMessages } from '../../functions/contracts/chat';
import { AUTH, CHAT } from '../../functions/contracts/messages';
import { runMutation } from '../../web/src/api/mutation';
import { ReplyStopped, type ConsultOptions } from '../../web/src/features/chat/api';
import { ChatSession, type ChatDeps, type ChatToast } from '../../web/src/features/chat/chatSession';
import { Outbox } from '../../web/src/features/chat/outbox';
import { deferred } from '../support/deferred';

const httpError = (status: number, code = `http_${status}`) => Object.assign(new Error(`HTTP ${status}`), { status, code });

/** One browser's local storage: outboxes made over it see what an earlier page left (a reload). */
function browserStorage() {
  const data = new Map<string, string>();
  const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  return () => storage;
}

const reply = (threadId: string, text = 'Use bait stations.'): ConsultResponse => ({
  threadId,
  response: text,
  updatedTokenBalance: 900,
  tokensUsed: 100,
  suggestions: ['Which bait?'],
});

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(overrides: Partial<ChatDeps> = {}, storage = browserStorage()) {
  let n = 0;
  const toasts: ChatToast[] = [];
  const online = { value: true };
  const outbox = new Outbox({ storage });
  const deps: ChatDeps = {
    userId: () => 'u1',
    location: () => 'GB',
    tokenBalance: () => 1000,
    isOnline: () => online.value,
    consult: vi.fn(async (request) => reply(request.threadId ?? 't-new')),
    loadMessages: vi.fn(async (): Promise<ThreadMessages> => ({ thread: { id: 't1' } as ThreadMessages['thread'], messages: [] })),
    outbox,
    setBalance: vi.fn(),
    threadsChanged: vi.fn(),
    toast: (toast) => void toasts.push(toast),
    dismiss: vi.fn(),
    // id-1 is the visit, id-2 the first conversation's draft key: sends are id-3 on.
    newId: () => `id-${(n += 1)}`,
    now: () => new Date('2026-11-24T12:00:00Z'),
    ...overrides,
  };
  const session = new ChatSession(deps, { newThread: true });
  const changes = vi.fn();
  session.subscribe(changes);
  return { session, deps, toasts, online, outbox, changes };
}

const shown = (session: ChatSession) => session.getState().messages.map((m) => m.content);
const operations = (consult: ChatDeps['consult']) => vi.mocked(consult).mock.calls.map(([request]) => request.operationId);

describe('chat send pipeline', () => {
  it('shows the message at once, keeps it in the outbox until the reply, then the new thread, the suggestions and the balance', async () => {
    const answer = deferred<ConsultResponse>();
    const { session, deps, outbox, changes } = setup({ consult: vi.fn(() => answer.promise) });
    expect(session.send('  Ants in my kitchen  ')).toBe(true);
    const sent = session.getState();
    expect(sent.sending).toBe(true);
    expect(sent.messages).toEqual([{ id: 'id-3', role: 'user', content: 'Ants in my kitchen', createdAt: '2026-11-24T12:00:00.000Z' }]);
    expect(outbox.get('id-3')).toMatchObject({ state: 'pending', userId: 'u1', message: 'Ants in my kitchen', threadId: null, attempted: true });
    expect(deps.consult).toHaveBeenCalledWith(
      { message: 'Ants in my kitchen', threadId: null, location: 'GB', operationId: 'id-3' },
      expect.objectContaining({ onRetry: expect.any(Function) }),
    );
    expect(session.send('again')).toBe(false);

    answer.resolve(reply('t-new'));
    await flush();
    const done = session.getState();
    expect(done).toMatchObject({ sending: false, threadId: 't-new', suggestions: ['Which bait?'], announcement: 'Use bait stations.' });
    expect(done.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Ants in my kitchen'],
      ['assistant', 'Use bait stations.'],
    ]);
    expect(deps.setBalance).toHaveBeenCalledWith(900);
    expect(deps.threadsChanged).toHaveBeenCalled();
    expect(outbox.get('id-3')).toBeUndefined();
    expect(changes).toHaveBeenCalled();
  });

  it('shows the reply as it is written, then the saved reply in its place', async () => {
    const answer = deferred<ConsultResponse>();
    let write: (draft: string) => void = () => {};
    const { session } = setup({
      consult: vi.fn((_request, options?: ConsultOptions) => {
        write = options!.onText!;
        return answer.promise;
      }),
    });
    session.send('Ants in my kitchen');
    write('');
    expect(session.getState()).toMatchObject({ streaming: false, messages: [{ role: 'user' }] });
    write('Use ');
    write('Use bait');
    const writing = session.getState();
    expect(writing.streaming).toBe(true);
    expect(writing.messages.map((m) => [m.role, m.content, m.streaming])).toEqual([
      ['user', 'Ants in my kitchen', undefined],
      ['assistant', 'Use bait', true],
    ]);
    // A retry starts the reply again: the draft stays in view (the conversation keeps its shape) until it writes anew.
    write('');
    expect(shown(session)).toEqual(['Ants in my kitchen', 'Use bait']);
    write('Use');
    expect(shown(session)).toEqual(['Ants in my kitchen', 'Use']);
    answer.resolve(reply('t-new', 'Use bait stations.'));
    await flush();
    const done = session.getState();
    expect(done).toMatchObject({ streaming: false, sending: false, threadId: 't-new' });
    expect(done.messages.map((m) => [m.id, m.content, m.streaming])).toEqual([
      ['id-3', 'Ants in my kitchen', undefined],
      ['id-3:reply', 'Use bait stations.', undefined],
    ]);
  });

  it('Stop ends the reply where it is; a quiet replay of the operation then gives the thread and the balance', async () => {
    const replay = deferred<ConsultResponse>();
    const consult = vi.fn((_request, options?: ConsultOptions) => {
      if (!options?.onText) return replay.promise;
      options.onText('Use bait');
      return new Promise<ConsultResponse>((_resolve, reject) => options.signal!.addEventListener('abort', () => reject(new ReplyStopped())));
    });
    const { session, deps, outbox } = setup({ consult });
    session.send('Ants in my kitchen');
    expect(session.getState().streaming).toBe(true);
    session.stop();
    await flush();
    const stopped = session.getState();
    expect(stopped).toMatchObject({ streaming: false, sending: false, failure: null });
    expect(stopped.messages.map((m) => [m.content, m.stopped])).toEqual([
      ['Ants in my kitchen', undefined],
      ['Use bait', true],
    ]);
    expect(consult).toHaveBeenLastCalledWith({ message: 'Ants in my kitchen', threadId: null, location: 'GB', operationId: 'id-3' });
    // Until the replay has it, it stays in the outbox, though not to be sent again from there.
    expect(outbox.get('id-3')?.state).toBe('failed');

    replay.resolve(reply('t-new', 'Use bait stations, the whole answer.'));
    await flush();
    expect(session.getState().threadId).toBe('t-new');
    expect(session.getState().messages.at(-1)).toMatchObject({ content: 'Use bait', stopped: true });
    expect(deps.setBalance).toHaveBeenCalledWith(900);
    expect(outbox.get('id-3')).toBeUndefined();
  });

  it('says to sign in when there is no user, and keeps nothing', () => {
    const signedOut = setup({ userId: () => '' });
    expect(signedOut.session.send('Ants')).toBe(false);
    expect(signedOut.toasts).toEqual([{ kind: 'error', title: AUTH.notLoggedInTitle, description: AUTH.notLoggedIn }]);
    expect(signedOut.outbox.entries('')).toEqual([]);
  });

  it('withdraws a failed send with what was written of its reply, and keeps it in the outbox as failed (a reload offers it)', async () => {
    const consult = vi.fn(async (_request, options?: ConsultOptions) => {
      options!.onText!('Use bait');
      throw httpError(503);
    });
    const { session, outbox } = setup({ consult });
    session.send('Wasps');
    await flush();
    expect(session.getState()).toMatchObject({ messages: [], streaming: false, failure: { message: 'HTTP 503', entry: { id: 'id-3' } } });
    expect(outbox.get('id-3')).toMatchObject({ state: 'failed', queued: false, attempted: true });
  });

  it('drops a refused send from the outbox: a refusal is not offered again', async () => {
    const { session, outbox } = setup({ consult: vi.fn().mockRejectedValue(httpError(400)) });
    session.send('Mice');
    await flush();
    expect(session.getState().failure).toMatchObject({ message: 'HTTP 400' });
    expect(outbox.entries('u1')).toEqual([]);
  });

  it("sends what was written offline, oldest first, on reconnect: a new conversation's first message creates the thread, the rest join it", async () => {
    const { session, online, deps, outbox } = setup();
    online.value = false;
    session.send('Bed bugs');
    session.send('In the mattress');
    expect(session.getState().messages.map((m) => [m.content, m.pending])).toEqual([
      ['Bed bugs', true],
      ['In the mattress', true],
    ]);
    expect(outbox.entries('u1').map((e) => [e.id, e.state, e.queued])).toEqual([
      ['id-3', 'pending', true],
      ['id-4', 'pending', true],
    ]);
    expect(deps.consult).not.toHaveBeenCalled();

    online.value = true;
    session.connectivityChanged(true);
    await flush();
    await flush();
    expect(vi.mocked(deps.consult).mock.calls.map(([request]) => [request.operationId, request.threadId])).toEqual([
      ['id-3', null],
      ['id-4', 't-new'],
    ]);
    expect(session.getState().messages.map((m) => [m.content, m.pending])).toEqual([
      ['Bed bugs', undefined],
      ['Use bait stations.', undefined],
      ['In the mattress', undefined],
      ['Use bait stations.', undefined],
    ]);
    expect(outbox.entries('u1')).toEqual([]);
  });

  it('keeps a failed re-send queued and marked failed, in its place: Retry (or the next reconnect) sends it before the later ones', async () => {
    const consult = vi.fn().mockRejectedValueOnce(httpError(503));
    consult.mockImplementation(async (request: { threadId: string | null }) => reply(request.threadId ?? 't-new'));
    const { session, online } = setup({ consult });
    online.value = false;
    session.send('Fleas');
    session.send('On the cat');
    online.value = true;
    session.connectivityChanged(true);
    await flush();
    expect(session.getState().messages.map((m) => [m.content, m.pending, m.failed])).toEqual([
      ['Fleas', true, true],
      ['On the cat', true, undefined],
    ]);
    expect(session.getState().failure).toMatchObject({ message: 'HTTP 503' });

    session.retry();
    await flush();
    await flush();
    expect(operations(consult)).toEqual(['id-3', 'id-3', 'id-4']);
    expect(shown(session)).toEqual(['Fleas', 'Use bait stations.', 'On the cat', 'Use bait stations.']);
    expect(session.getState().failure).toBeNull();
  });

  it('a message whose send lost the connection waits as pending, and goes when it returns', async () => {
    const { session, online, deps } = setup();
    vi.mocked(deps.consult).mockImplementationOnce(async () => {
      online.value = false;
      throw httpError(0, 'network');
    });
    session.send('Moths');
    await flush();
    expect(session.getState().messages.map((m) => [m.content, m.pending])).toEqual([['Moths', true]]);
    expect(session.getState().failure).toBeNull();
    online.value = true;
    session.connectivityChanged(true);
    await flush();
    expect(operations(deps.consult)).toEqual(['id-3', 'id-3']);
    expect(shown(session)).toEqual(['Moths', 'Use bait stations.']);
  });

  it("says 'Error fetching messages' when a thread cannot be loaded, and loads it again on reload", async () => {
    const loadMessages = vi.fn().mockRejectedValueOnce(httpError(500)).mockResolvedValueOnce({ thread: { id: 't1' }, messages: [] });
    const { session, toasts } = setup({ loadMessages });
    session.selectThread('t1');
    await flush();
    expect(session.getState().messagesError).toBe(true);
    expect(toasts).toEqual([{ kind: 'error', title: CHAT.errorFetchingMessages, description: 'HTTP 500' }]);
    session.reloadMessages();
    await flush();
    expect(session.getState().messagesError).toBe(false);
    expect(loadMessages).toHaveBeenCalledTimes(2);
  });

  it('keeps unsent messages over a reload: the next visit offers them, and recovers them latest first with their operationIds', async () => {
    const storage = browserStorage();
    const before = setup({}, storage);
    before.online.value = false;
    before.session.send('about old');
    before.session.send('about new');

    // The page is loaded again: a new visit over the same storage sends nothing of its own accord.
    const consult = vi.fn(async (request: { operationId: string }) => reply(`t-${request.operationId}`));
    let n = 0;
    const { session, deps, toasts } = setup({ consult, newId: () => `later-${(n += 1)}` }, storage);
    expect(session.getState().unsent.map((e) => [e.id, e.message])).toEqual([
      ['id-3', 'about old'],
      ['id-4', 'about new'],
    ]);
    session.connectivityChanged(true);
    await flush();
    expect(consult).not.toHaveBeenCalled();

    await session.recover();
    expect(operations(consult)).toEqual(['id-4', 'id-3']);
    expect(session.getState()).toMatchObject({ unsent: [], recovering: false, threadId: 't-id-4' });
    expect(toasts.at(-1)).toEqual({ key: 'recovery', kind: 'info', title: CHAT.recovering });
    expect(deps.dismiss).toHaveBeenCalledWith('recovery');
  });
});

describe('mutation runner', () => {
  it('runs the follow-up then shows the success toast; on failure the field mapper then the failure toast, never throwing', async () => {
    const shown: unknown[] = [];
    const order: string[] = [];
    const ok = await runMutation(async (n: number) => n * 2, 21, {
      onSuccess: (result) => void order.push(`follow-up ${result}`),
      success: (result) => ({ kind: 'success', title: `Saved ${result}` }),
      failure: () => ({ kind: 'error', title: 'Failed' }),
    }, (toast) => {
      order.push('toast');
      shown.push(toast);
    });
    expect(ok).toEqual({ ok: true, result: 42 });
    expect(order).toEqual(['follow-up 42', 'toast']);

    const refused = httpError(400);
    const onError = vi.fn();
    const failed = await runMutation(async () => Promise.reject(refused), undefined, {
      onError,
      failure: (error) => ({ kind: 'error', title: 'Failed', description: (error as Error).message }),
    }, (toast) => shown.push(toast));
    expect(failed).toEqual({ ok: false, error: refused });
    expect(onError).toHaveBeenCalledWith(refused, undefined);
    expect(shown).toEqual([{ kind: 'success', title: 'Saved 42' }, { kind: 'error', title: 'Failed', description: 'HTTP 400' }]);
  });
});
