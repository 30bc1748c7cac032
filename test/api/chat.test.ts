// The chat through the local gateway with the offline consultant: a send end to end, replay of an operationId,
// tokens under concurrency, ownership of threads, the thread list, validation and the model-call metric.
import { randomUUID } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API, type ApiErrorBody } from '../../functions/contracts/api';
import { threadMessagesPath, type ChatThread, type ConsultResponse, type ThreadMessages } from '../../functions/contracts/chat';
import { CHAT } from '../../functions/contracts/messages';
import { CHARGE_RANGE } from '../../functions/lib/consultant/consultant';
import { keys } from '../../functions/lib/platform/keys';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { createUser, type TestUser } from '../support/users';
import { modelCallsSince, stackTable } from '../support/stack';

const appUrl = inject('appUrl');
const table = stackTable();
afterAll(() => table.destroy());

const COCKROACHES = 'Small brown bugs run away when I turn on the kitchen light at night';

/** An answer or an error body, depending on the status. */
type SendReply = ConsultResponse & ApiErrorBody;

function send(user: TestUser, body: Record<string, unknown>) {
  return call<SendReply>(appUrl, 'POST', API.pestConsultant, { token: user.idToken, body: { operationId: randomUUID(), location: 'GB', ...body } });
}

async function balanceOf(user: TestUser): Promise<number> {
  return (await call(appUrl, 'GET', API.profile, { token: user.idToken })).body.tokenBalance;
}

async function setBalance(user: TestUser, tokenBalance: number): Promise<void> {
  await table.send(
    new UpdateCommand({
      TableName: LOCAL.tableName,
      Key: keys.profile(user.sub),
      UpdateExpression: 'SET tokenBalance = :b',
      ExpressionAttributeValues: { ':b': tokenBalance },
    }),
  );
}

async function messagesOf(user: TestUser, threadId: string) {
  return call<ThreadMessages>(appUrl, 'GET', threadMessagesPath(threadId), { token: user.idToken });
}

async function threadCount(user: TestUser): Promise<number> {
  const res = await table.send(
    new QueryCommand({ TableName: LOCAL.tableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.threadsOf(user.sub) }, Select: 'COUNT' }),
  );
  return res.Count ?? 0;
}

describe('a chat send', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(appUrl);
  });

  it('creates the thread, saves both messages, spends the tokens and suggests follow-ups', async () => {
    const before = await balanceOf(user);
    const res = await send(user, { message: `  ${COCKROACHES}  ` });
    expect(res.status).toBe(200);
    const answer = res.body;
    expect(answer.response).toContain('**Likely pest: Cockroaches**');
    expect(answer.response).toContain('In the United Kingdom');
    expect(answer.response).toContain('Source: Cockroach Control Guide');
    expect(answer.tokensUsed).toBeGreaterThan(0);
    expect(answer.updatedTokenBalance).toBe(before - answer.tokensUsed);
    expect(await balanceOf(user)).toBe(answer.updatedTokenBalance);
    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(answer.suggestions.length).toBeLessThanOrEqual(3);

    const thread = await messagesOf(user, answer.threadId);
    expect(thread.status).toBe(200);
    expect(thread.body.thread).toMatchObject({ id: answer.threadId, userId: user.sub, title: 'Small brown bugs run away when...' });
    expect(thread.body.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', COCKROACHES],
      ['assistant', answer.response],
    ]);
    expect(thread.body.thread.lastMessageAt).toBe(thread.body.messages[1].createdAt);
  });

  it('continues a thread with its history: a question about "them" stays on the pest', async () => {
    const first = (await send(user, { message: COCKROACHES })).body;
    const second = await send(user, { message: 'How do I stop them coming back?', threadId: first.threadId });
    expect(second.status).toBe(200);
    expect(second.body.threadId).toBe(first.threadId);
    expect(second.body.response).toContain('### Keeping them away');
    expect(second.body.response).toContain('Source: Cockroach Control Guide');
    const thread = (await messagesOf(user, first.threadId)).body;
    expect(thread.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(thread.messages[2].content).toBe('How do I stop them coming back?');
  });

  it('writes one model-call metric per send, readable by day and time', async () => {
    const started = new Date().toISOString();
    await send(user, { message: 'Tiny black ants marching to the sugar' });
    const res = await table.send(
      new QueryCommand({
        TableName: LOCAL.tableName,
        KeyConditionExpression: 'pk = :pk AND sk >= :from',
        ExpressionAttributeValues: { ':pk': `METRICS#${started.slice(0, 10)}`, ':from': started },
      }),
    );
    const metrics = (res.Items ?? []).filter((m) => m.endpoint === 'pest-consultant');
    expect(metrics.length).toBeGreaterThanOrEqual(1);
    expect(metrics[0]).toMatchObject({ success: true, errorType: null, model: 'pestpilot-offline', type: 'model-call' });
    expect(metrics[0].tokens).toBeGreaterThan(0);
    expect(typeof metrics[0].responseTime).toBe('number');
    expect(metrics[0].expiresAt).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 24 * 3600);
  });
});

describe('idempotency by operationId', () => {
  it('a replay returns the same answer, charges once and saves exactly one pair of messages', async () => {
    const user = await createUser(appUrl);
    const before = await balanceOf(user);
    const body = { message: COCKROACHES, operationId: randomUUID() };
    const first = await send(user, body);
    expect(first.status).toBe(200);
    const replays = await Promise.all([send(user, body), send(user, body), send(user, body)]);
    for (const replay of replays) expect(replay).toMatchObject({ status: 200, body: first.body });
    expect(await balanceOf(user)).toBe(before - first.body.tokensUsed);
    expect((await messagesOf(user, first.body.threadId)).body.messages).toHaveLength(2);
    expect(await threadCount(user)).toBe(1);
  });

  it('concurrent copies of one send run it once: the others wait (409) or get the stored answer', async () => {
    const user = await createUser(appUrl);
    const before = await balanceOf(user);
    const body = { message: 'Holes in my wool sweaters in the wardrobe', operationId: randomUUID() };
    const replies = await Promise.all(Array.from({ length: 8 }, () => send(user, body)));
    const ok = replies.filter((r) => r.status === 200);
    expect(replies.every((r) => r.status === 200 || (r.status === 409 && r.body.error.code === 'OperationInProgress'))).toBe(true);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body.threadId)).size).toBe(1);
    expect(await balanceOf(user)).toBe(before - ok[0].body.tokensUsed);
    expect((await messagesOf(user, ok[0].body.threadId)).body.messages).toHaveLength(2);
  });

  it('refuses the same operationId for a different message', async () => {
    const user = await createUser(appUrl);
    const operationId = randomUUID();
    expect((await send(user, { message: COCKROACHES, operationId })).status).toBe(200);
    const reused = await send(user, { message: 'Something else entirely', operationId });
    expect(reused.status).toBe(409);
    expect(reused.body.error).toMatchObject({ code: 'OperationReused', message: CHAT.operationReused });
  });
});

describe('tokens', () => {
  it('50 parallel sends at a small balance: every model call is charged, every other send is a 402 without one, and the balance never goes below 0', async () => {
    const user = await createUser(appUrl);
    await balanceOf(user);
    const initial = 3_000;
    await setBalance(user, initial);
    const started = new Date().toISOString();

    const replies = await Promise.all(Array.from({ length: 50 }, () => send(user, { message: COCKROACHES })));
    const ok = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 402);
    expect(ok.length + refused.length).toBe(50);
    expect(ok.length).toBeGreaterThanOrEqual(2);
    for (const r of refused) expect(r.body.error).toMatchObject({ code: 'TokenLimitReached', message: CHAT.tokenLimitReached });
    expect(await modelCallsSince(table, started)).toBe(ok.length);
    const charged = ok.reduce((sum, r) => sum + r.body.tokensUsed, 0);
    for (const r of ok) expect(r.body.tokensUsed).toBeGreaterThan(0);
    const final = await balanceOf(user);
    expect(final).toBeGreaterThanOrEqual(0);
    expect(charged).toBe(initial - final);
    expect(await threadCount(user)).toBe(ok.length);
  });

  it('a balance smaller than a reply pays for one bounded reply, then sends are refused with no model call', async () => {
    const user = await createUser(appUrl);
    await balanceOf(user);
    await setBalance(user, 789);
    const started = new Date().toISOString();
    const replies: SendReply[] = [];
    for (let i = 0; i < 20; i += 1) replies.push((await send(user, { message: COCKROACHES })).body);
    expect(replies[0]).toMatchObject({ tokensUsed: 789, updatedTokenBalance: 0 });
    for (const reply of replies.slice(1)) expect(reply.error).toMatchObject({ code: 'TokenLimitReached' });
    expect(await modelCallsSince(table, started)).toBe(1);
    expect(await balanceOf(user)).toBe(0);
  });

  it('at zero the send is refused before the model is called, and nothing is saved', async () => {
    const user = await createUser(appUrl);
    await balanceOf(user);
    await setBalance(user, 0);
    const started = new Date().toISOString();
    const res = await send(user, { message: COCKROACHES });
    expect(res.status).toBe(402);
    expect(await modelCallsSince(table, started)).toBe(0);
    expect(res.body.error.message).toBe("Token limit reached: You've used all your available tokens. Please request more or wait until your next reset.");
    expect(await threadCount(user)).toBe(0);
    expect(await balanceOf(user)).toBe(0);
  });

  it.each([1, CHARGE_RANGE.min - 1])('a balance of %i, below the minimum charge, is refused with the 402 before any model call', async (balance) => {
    const user = await createUser(appUrl);
    await balanceOf(user);
    await setBalance(user, balance);
    const started = new Date().toISOString();
    const res = await send(user, { message: COCKROACHES });
    expect(res.status).toBe(402);
    expect(res.body.error).toEqual({ code: 'TokenLimitReached', message: CHAT.tokenLimitReached });
    expect(await modelCallsSince(table, started)).toBe(0);
    expect(await threadCount(user)).toBe(0);
    expect(await balanceOf(user)).toBe(balance);
  });

  it('a refused send can be sent again with the same operationId once tokens are back', async () => {
    const user = await createUser(appUrl);
    await balanceOf(user);
    await setBalance(user, 0);
    const body = { message: COCKROACHES, operationId: randomUUID() };
    expect((await send(user, body)).status).toBe(402);
    await setBalance(user, 100_000);
    expect((await send(user, body)).status).toBe(200);
  });
});

describe('threads', () => {
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [owner, other] = await Promise.all([createUser(appUrl), createUser(appUrl)]);
  });

  it("another user's thread is a 404, to read and to send to", async () => {
    const { threadId } = (await send(owner, { message: COCKROACHES })).body;
    const read = await messagesOf(other, threadId);
    expect(read.status).toBe(404);
    const write = await send(other, { message: 'How do I stop them?', threadId });
    expect(write.status).toBe(404);
    expect((await messagesOf(owner, threadId)).body.messages).toHaveLength(2);
    expect((await messagesOf(owner, randomUUID())).status).toBe(404);
  });

  it('lists the latest 10 threads by last message, newest first', async () => {
    const user = await createUser(appUrl);
    const created: ChatThread[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await call<ChatThread>(appUrl, 'POST', API.threads, { token: user.idToken, body: { title: `Thread ${i}` } });
      expect(res.status).toBe(201);
      created.push(res.body);
      await new Promise((r) => setTimeout(r, 3));
    }
    expect(created[0]).toMatchObject({ userId: user.sub, title: 'Thread 0' });
    await send(user, { message: 'Ants in the kitchen', threadId: created[0].id });

    const list = await call<{ threads: ChatThread[] }>(appUrl, 'GET', API.threads, { token: user.idToken });
    expect(list.status).toBe(200);
    const titles = list.body.threads.map((t) => t.title);
    expect(titles).toEqual(['Thread 0', 'Thread 11', 'Thread 10', 'Thread 9', 'Thread 8', 'Thread 7', 'Thread 6', 'Thread 5', 'Thread 4', 'Thread 3']);
    const times = list.body.threads.map((t) => t.lastMessageAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await call(appUrl, 'GET', API.threads, { token: other.idToken })).body.threads.every((t: ChatThread) => t.userId === other.sub)).toBe(true);
  });

  it('starts an empty thread titled New Chat, or by the title rule', async () => {
    const plain = await call<ChatThread>(appUrl, 'POST', API.threads, { token: owner.idToken });
    expect(plain).toMatchObject({ status: 201, body: { title: CHAT.newChat, userId: owner.sub } });
    expect((await messagesOf(owner, plain.body.id)).body.messages).toEqual([]);
    const titled = await call<ChatThread>(appUrl, 'POST', API.threads, { token: owner.idToken, body: { title: COCKROACHES } });
    expect(titled.body.title).toBe('Small brown bugs run away when...');
  });
});

describe('validation', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(appUrl);
  });

  it('refuses an empty, missing or too long message with the field and its message', async () => {
    const empty = await send(user, { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ code: 'BadRequest', message: CHAT.messageRequired, fields: { message: CHAT.messageRequired } });
    expect((await send(user, {})).body.error.message).toBe(CHAT.messageRequired);
    expect((await send(user, { message: 'x'.repeat(4001) })).body.error.fields?.message).toBe(CHAT.messageTooLong);
  });

  it('refuses a missing operation id, a malformed thread id and a bad location', async () => {
    const noOp = await call(appUrl, 'POST', API.pestConsultant, { token: user.idToken, body: { message: COCKROACHES } });
    expect(noOp.status).toBe(400);
    expect(noOp.body.error.fields.operationId).toBe(CHAT.operationIdInvalid);
    expect((await send(user, { message: COCKROACHES, threadId: 'x' })).body.error.fields?.threadId).toBe(CHAT.threadIdInvalid);
    expect((await send(user, { message: COCKROACHES, location: 'Britain' })).body.error.fields?.location).toBe(CHAT.locationInvalid);
    const badId = await call(appUrl, 'GET', threadMessagesPath('bad id!'), { token: user.idToken });
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toBe(CHAT.threadIdInvalid);
  });

  it('needs a signed-in caller', async () => {
    const res = await call(appUrl, 'POST', API.pestConsultant, { body: { message: COCKROACHES, operationId: randomUUID() } });
    expect(res.status).toBe(401);
  });
});
