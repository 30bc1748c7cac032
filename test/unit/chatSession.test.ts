// The chat's send pipeline without a DOM: the optimistic send and its reply, a failed send (removed, Retry), the
// refusals (402, 401), the offline queue sent on reconnect (a failed re-send stays queued), the thread opened on
// arrival, the manual recovery, the streamed reply and its Stop, and the one-line mutation runner behind every write's
// toasts.
import { describe, expect, it, vi } from 'vitest';
import type { ConsultResponse, ThreadMessages } from '../../functions/contracts/chat';
import { AUTH, CHAT } from '../../functions/contracts/messages';
import { runMutation } from '../../web/src/api/mutation';
import { ReplyStopped, type ConsultOptions } from '../../web/src/features/chat/api';
import { ChatSession, type ChatDeps, type ChatToast, type SendJob } from '../../web/src/features/chat/chatSession';
import { RecoveryStore, type KeyValueStorage } from '../../web/src/features/chat/recoveryStore';
import { deferred } from '../support/deferred';

const httpError = (status: number, code = `http_${status}`) => Object.assign(new Error(`HTTP ${status}`), { status, code });


function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const reply = (threadId: string, text = 'Use bait stations.'): ConsultResponse => ({
  threadId,
  response: text,
  updatedTokenBalance: 900,
  tokensUsed: 100,
  suggestions: ['Which bait?'],
});

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(overrides: Partial<ChatDeps> = {}, newThread = true) {
  let n = 0;
  const toasts: ChatToast[] = [];
  const online = { value: true };
  const recovery = new RecoveryStore<SendJob>({ storage: memoryStorage() });
  const deps: ChatDeps = {
    userId: () => 'u1',
    location: () => 'GB',
    tokenBalance: () => 1000,
    isOnline: () => online.value,
    consult: vi.fn(async (request) => reply(request.threadId ?? 't-new')),
    loadMessages: vi.fn(async (): Promise<ThreadMessages> => ({ thread: { id: 't1' } as ThreadMessages['thread'], messages: [] })),
    recovery,
    setBalance: vi.fn(),
    threadsChanged: vi.fn(),
    toast: (toast) => void toasts.push(toast),
    dismiss: vi.fn(),
    newId: () => `id-${(n += 1)}`,
    now: () => new Date('2026-11-24T12:00:00Z'),
    ...overrides,
  };
  const session = new ChatSession(deps, { newThread });
  const changes = vi.fn();
  session.subscribe(changes);
  return { session, deps, toasts, online, recovery, changes };
}

describe('chat send pipeline', () => {
  it('shows the message at once, then the reply, the new thread, the suggestions and the balance', async () => {
    const answer = deferred<ConsultResponse>();
    const { session, deps, recovery, changes } = setup({ consult: vi.fn(() => answer.promise) });
    expect(session.send('  Ants in my kitchen  ')).toBe(true);
    const sent = session.getState();
    expect(sent.sending).toBe(true);
    expect(sent.messages).toEqual([{ id: 'id-2', role: 'user', content: 'Ants in my kitchen', createdAt: '2026-11-24T12:00:00.000Z' }]);
    expect(recovery.get('id-2')).toMatchObject({ kind: 'ai', state: 'pending', userId: 'u1' });
    expect(deps.consult).toHaveBeenCalledWith(
      { message: 'Ants in my kitchen', threadId: null, location: 'GB', operationId: 'id-2' },
      expect.objectContaining({ onRetry: expect.any(Function) }),
    );
    expect(session.send('again')).toBe(false);

    answer.resolve(reply('t-new'));
    await flush();
    const done = session.getState();
    expect(done.sending).toBe(false);
    expect(done.threadId).toBe('t-new');
    expect(done.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Ants in my kitchen'],
      ['assistant', 'Use bait stations.'],
    ]);
    expect(done.suggestions).toEqual(['Which bait?']);
    expect(done.announcement).toBe('Use bait stations.');
    expect(deps.setBalance).toHaveBeenCalledWith(900);
    expect(deps.threadsChanged).toHaveBeenCalled();
    expect(recovery.get('id-2')).toBeUndefined();
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
    // A retry starts the reply again: the draft goes.
    write('');
    expect(session.getState().messages).toHaveLength(1);
    write('Use bait');
    answer.resolve(reply('t-new', 'Use bait stations.'));
    await flush();
    const done = session.getState();
    expect(done).toMatchObject({ streaming: false, sending: false, threadId: 't-new' });
    expect(done.messages.map((m) => [m.id, m.content, m.streaming])).toEqual([
      ['id-2', 'Ants in my kitchen', undefined],
      ['id-2:reply', 'Use bait stations.', undefined],
    ]);
  });

  it('Stop ends the reply where it is; a quiet replay of the operation then gives the thread and the balance', async () => {
    const replay = deferred<ConsultResponse>();
    const consult = vi.fn((_request, options?: ConsultOptions) => {
      if (!options?.onText) return replay.promise;
      options.onText('Use bait');
      return new Promise<ConsultResponse>((_resolve, reject) => options.signal!.addEventListener('abort', () => reject(new ReplyStopped())));
    });
    const { session, deps, recovery } = setup({ consult });
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
    expect(consult).toHaveBeenLastCalledWith({ message: 'Ants in my kitchen', threadId: null, location: 'GB', operationId: 'id-2' });

    replay.resolve(reply('t-new', 'Use bait stations, the whole answer.'));
    await flush();
    expect(session.getState().threadId).toBe('t-new');
    expect(session.getState().messages.at(-1)).toMatchObject({ content: 'Use bait', stopped: true });
    expect(deps.setBalance).toHaveBeenCalledWith(900);
    expect(recovery.get('id-2')).toBeUndefined();
    // The next message joins the stopped reply's thread.
    session.send('Which bait?');
    expect(consult).toHaveBeenLastCalledWith(expect.objectContaining({ threadId: 't-new' }), expect.anything());
  });

  it('sends nothing empty, nothing without tokens, and says so when signed out', () => {
    expect(setup().session.send('   ')).toBe(false);
    expect(setup({ tokenBalance: () => 0 }).session.send('Ants')).toBe(false);
    const signedOut = setup({ userId: () => '' });
    expect(signedOut.session.send('Ants')).toBe(false);
    expect(signedOut.toasts).toEqual([{ kind: 'error', title: AUTH.notLoggedInTitle, description: AUTH.notLoggedIn }]);
  });

  it('removes the optimistic message of a failed send and offers Retry, which sends it again with the same operationId', async () => {
    const consult = vi.fn().mockRejectedValueOnce(httpError(503)).mockResolvedValueOnce(reply('t-9'));
    const { session, recovery } = setup({ consult });
    session.send('Wasps');
    await flush();
    expect(session.getState().messages).toEqual([]);
    expect(session.getState().failure).toMatchObject({ kind: 'send', message: 'HTTP 503', job: { id: 'id-2' } });
    expect(recovery.get('id-2')?.state).toBe('failed');

    session.retry();
    await flush();
    expect(consult.mock.calls[1][0]).toMatchObject({ operationId: 'id-2', message: 'Wasps' });
    expect(session.getState().failure).toBeNull();
    expect(session.getState().messages.map((m) => m.content)).toEqual(['Wasps', 'Use bait stations.']);
  });

  it('ends a refused send: 402 spends the balance to 0, 401 says to sign in; no Retry', async () => {
    const noTokens = setup({ consult: vi.fn().mockRejectedValue(httpError(402)) });
    noTokens.session.send('Mice');
    await flush();
    expect(noTokens.deps.setBalance).toHaveBeenCalledWith(0);
    expect(noTokens.session.getState()).toMatchObject({ messages: [], failure: null });

    const signedOut = setup({ consult: vi.fn().mockRejectedValue(httpError(401)) });
    signedOut.session.send('Mice');
    await flush();
    expect(signedOut.toasts).toContainEqual({ kind: 'error', title: AUTH.notLoggedInTitle, description: AUTH.notLoggedIn });
    expect(signedOut.session.getState().failure).toBeNull();
  });

  it('warns once on the first retry of the consultant call and clears the warning after', async () => {
    const { session, toasts, deps } = setup({
      consult: vi.fn(async (_request, options) => {
        options?.onRetry?.(1);
        options?.onRetry?.(2);
        return reply('t1');
      }),
    });
    session.send('Roaches');
    await flush();
    expect(toasts).toEqual([{ key: 'connection-issue', kind: 'warning', title: CHAT.connectionIssueTitle, description: CHAT.connectionIssue }]);
    expect(deps.dismiss).toHaveBeenCalledWith('connection-issue');
  });

  it('queues a message written offline as pending and sends it when the connection returns', async () => {
    const { session, online, deps, toasts } = setup();
    online.value = false;
    session.send('Bed bugs');
    expect(session.getState().messages).toEqual([expect.objectContaining({ content: 'Bed bugs', pending: true })]);
    expect(deps.consult).not.toHaveBeenCalled();

    session.connectivityChanged(false);
    expect(toasts.at(-1)).toMatchObject({ key: 'connection', kind: 'warning', title: CHAT.connectionLostTitle });
    online.value = true;
    session.connectivityChanged(true);
    expect(deps.dismiss).toHaveBeenCalledWith('connection');
    expect(toasts.at(-1)).toEqual({ kind: 'success', title: CHAT.backOnline, brief: true });
    await flush();
    expect(deps.consult).toHaveBeenCalledTimes(1);
    expect(session.getState().messages.map((m) => [m.content, m.pending])).toEqual([
      ['Bed bugs', undefined],
      ['Use bait stations.', undefined],
    ]);
  });

  it('keeps a failed re-send queued, marked failed, with a Retry that sends the queue again', async () => {
    const consult = vi.fn().mockRejectedValueOnce(httpError(503)).mockResolvedValueOnce(reply('t2'));
    const { session, online, recovery } = setup({ consult });
    online.value = false;
    session.send('Fleas');
    online.value = true;
    await session.flushQueue();
    expect(session.getState().messages).toEqual([expect.objectContaining({ content: 'Fleas', pending: true, failed: true })]);
    expect(session.getState().failure).toMatchObject({ kind: 'queue' });
    expect(recovery.get('id-2')?.state).toBe('failed');

    session.retry();
    await flush();
    expect(consult).toHaveBeenCalledTimes(2);
    expect(session.getState().messages.map((m) => m.content)).toEqual(['Fleas', 'Use bait stations.']);
    expect(session.getState().failure).toBeNull();
  });

  it('opens the latest thread on arrival (with its saved messages) unless a new conversation was asked for', async () => {
    const saved: ThreadMessages = {
      thread: { id: 't1' } as ThreadMessages['thread'],
      messages: [
        { id: 'm1', threadId: 't1', role: 'user', content: 'Ants', createdAt: '2026-11-24T10:00:00Z' },
        { id: 'm2', threadId: 't1', role: 'assistant', content: 'Try bait.', createdAt: '2026-11-24T10:00:01Z' },
      ],
    };
    const { session, deps } = setup({ loadMessages: vi.fn(async () => saved) }, false);
    expect(session.getState().ready).toBe(false);
    session.threadsSettled({ threads: [{ id: 't1' }, { id: 't0' }] as never }, false);
    expect(session.getState()).toMatchObject({ ready: true, threadId: 't1', loadingMessages: true });
    await flush();
    expect(deps.loadMessages).toHaveBeenCalledWith('t1');
    expect(session.getState().loadingMessages).toBe(false);
    expect(session.getState().messages.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(session.getState().suggestions).toHaveLength(3);

    const fresh = setup({}, true);
    fresh.session.threadsSettled({ threads: [{ id: 't1' }] as never }, false);
    expect(fresh.session.getState().threadId).toBeNull();
    expect(fresh.deps.loadMessages).not.toHaveBeenCalled();
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

  it('recovers the requests an earlier visit left unsent, latest first, and opens the thread of the latest', async () => {
    const storage = memoryStorage();
    let clock = 1000;
    const earlier = new RecoveryStore<SendJob>({ storage, now: () => clock });
    for (const id of ['old', 'new']) {
      clock += 1000;
      earlier.save({ id, kind: 'ai', userId: 'u1', payload: { id, message: `about ${id}`, threadId: null, draftKey: 'd', location: null, createdAt: '' } });
    }
    const consult = vi.fn(async (request: { operationId: string }) => reply(`t-${request.operationId}`));
    const { session, deps, toasts } = setup({ recovery: new RecoveryStore<SendJob>({ storage, now: () => clock }), consult });
    expect(session.getState().unsent.map((r) => r.id)).toEqual(['new', 'old']);
    await session.recover();
    expect(consult.mock.calls.map(([request]) => request.operationId)).toEqual(['new', 'old']);
    expect(session.getState()).toMatchObject({ unsent: [], recovering: false, threadId: 't-new' });
    expect(toasts[0]).toEqual({ key: 'recovery', kind: 'info', title: CHAT.recovering });
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
