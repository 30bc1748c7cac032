// The streamed send through the local gateway (served as its function URL is: the function verifies the JWT), with
// the offline consultant: the answer in pieces then the saved whole, replay by operationId (shared with the JSON
// send), a client that leaves mid-stream (the whole answer is still saved and charged once), and the refusals that
// come before the stream as ordinary error statuses (among them a balance below the minimum charge, and the caller's
// budget, which the streamed and JSON sends share).
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { API } from '../../functions/contracts/api';
import { CONSULT_STREAM_TYPE, threadMessagesPath, type ConsultResponse, type ThreadMessages } from '../../functions/contracts/chat';
import { CHAT, GENERIC } from '../../functions/contracts/messages';
import { keys } from '../../functions/lib/platform/keys';
import { writeLimit, writeScope } from '../../functions/lib/platform/limits';
import { subjectHash } from '../../functions/lib/platform/rateLimit';
import { LOCAL } from '../../infra/local/settings';
import { streamedText, streamSend } from '../support/consultStream';
import { call } from '../support/http';
import { stackTable } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
const table = stackTable();
afterAll(() => table.destroy());

const COCKROACHES = 'Small brown bugs run away when I turn on the kitchen light at night';

const balanceOf = async (user: TestUser) => (await call(appUrl, 'GET', API.profile, { token: user.idToken })).body.tokenBalance as number;
const messagesOf = async (user: TestUser, threadId: string) => (await call<ThreadMessages>(appUrl, 'GET', threadMessagesPath(threadId), { token: user.idToken })).body.messages;

/** The consultant's model calls since `from` (one metric record each; the api tests run one file at a time). */
async function modelCallsSince(from: string): Promise<number> {
  const res = await table.send(
    new QueryCommand({
      TableName: LOCAL.tableName,
      KeyConditionExpression: 'pk = :pk AND sk >= :from',
      ExpressionAttributeValues: { ':pk': `METRICS#${from.slice(0, 10)}`, ':from': from },
    }),
  );
  return (res.Items ?? []).filter((m) => m.endpoint === 'pest-consultant').length;
}

function doneOf(events: Awaited<ReturnType<typeof streamSend>>['events']): ConsultResponse {
  const last = events.at(-1);
  if (last?.type !== 'done') throw new Error(`the stream did not end with its answer: ${JSON.stringify(last)}`);
  return last.reply;
}

describe('the streamed send (offline consultant)', () => {
  it('streams the answer in pieces, then the saved whole with the thread, balance and suggestions', async () => {
    const user = await createUser(appUrl);
    const before = await balanceOf(user);
    const from = new Date().toISOString();
    const res = await streamSend(appUrl, user.idToken, { message: COCKROACHES, location: 'GB', operationId: randomUUID() });
    expect(res.status).toBe(200);
    expect(res.contentType).toBe(CONSULT_STREAM_TYPE);
    const deltas = res.events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(10);
    const reply = doneOf(res.events);
    expect(streamedText(res.events)).toBe(reply.response);
    expect(reply.response).toContain('Likely pest: Cockroaches');
    expect(reply.updatedTokenBalance).toBe(before - reply.tokensUsed);
    expect(reply.suggestions.length).toBeGreaterThan(0);
    expect(await balanceOf(user)).toBe(before - reply.tokensUsed);
    expect((await messagesOf(user, reply.threadId)).map((m) => [m.role, m.content])).toEqual([
      ['user', COCKROACHES],
      ['assistant', reply.response],
    ]);
    expect(await modelCallsSince(from)).toBe(1);
  });

  it('a replay gets the stored whole answer at once (streamed or JSON), charged and saved once', async () => {
    const user = await createUser(appUrl);
    const before = await balanceOf(user);
    const body = { message: 'Holes in my wool sweaters in the wardrobe', operationId: randomUUID() };
    const first = doneOf((await streamSend(appUrl, user.idToken, body)).events);
    const from = new Date().toISOString();

    const replay = await streamSend(appUrl, user.idToken, body);
    expect(replay.events).toEqual([{ type: 'done', reply: first }]);
    const json = await call(appUrl, 'POST', API.pestConsultant, { token: user.idToken, body });
    expect(json).toMatchObject({ status: 200, body: first });

    expect(await balanceOf(user)).toBe(before - first.tokensUsed);
    expect(await messagesOf(user, first.threadId)).toHaveLength(2);
    expect(await modelCallsSince(from)).toBe(0);
  });

  it('a client that leaves mid-stream still gets the whole answer saved, and a retry of the operation returns it', async () => {
    const user = await createUser(appUrl);
    const before = await balanceOf(user);
    const from = new Date().toISOString();
    const body = { message: 'Ants marching across my kitchen counter to the sugar', location: 'US', operationId: randomUUID() };
    const left = await streamSend(appUrl, user.idToken, body, { leaveAfterFirstDelta: true });
    expect(left.events).toHaveLength(1);

    // The function runs on without its client: the operation completes with the answer stored for replay.
    const operation = keys.operation(user.sub, body.operationId, 'pest-consultant');
    await vi.waitFor(
      async () => expect((await table.send(new GetCommand({ TableName: LOCAL.tableName, Key: operation, ConsistentRead: true }))).Item?.status).toBe('done'),
      { timeout: 15_000, interval: 100 },
    );
    const retry = await streamSend(appUrl, user.idToken, body);
    const reply = doneOf(retry.events);
    expect(retry.events).toHaveLength(1);
    expect(reply.response.startsWith(left.events[0].type === 'delta' ? left.events[0].text : '?')).toBe(true);
    expect(reply.response).toContain('Likely pest: Ants');
    expect((await messagesOf(user, reply.threadId)).map((m) => m.content)).toEqual([body.message, reply.response]);
    expect(await balanceOf(user)).toBe(before - reply.tokensUsed);
    expect(await modelCallsSince(from)).toBe(1);
  });

  it('refuses before the stream with an error status: no token, a bad body, no tokens left (no model call)', async () => {
    const noToken = await streamSend(appUrl, undefined, { message: COCKROACHES, operationId: randomUUID() });
    expect(noToken).toMatchObject({ status: 401, error: { error: { code: 'Unauthorized', message: GENERIC.unauthorized } } });
    const forged = await streamSend(appUrl, 'not.a.jwt', { message: COCKROACHES, operationId: randomUUID() });
    expect(forged.status).toBe(401);

    const user = await createUser(appUrl);
    const empty = await streamSend(appUrl, user.idToken, { message: '   ', operationId: randomUUID() });
    expect(empty.status).toBe(400);
    expect(empty.error?.error.message).toBe(CHAT.messageRequired);

    await call(appUrl, 'GET', API.profile, { token: user.idToken });
    await table.send(new UpdateCommand({ TableName: LOCAL.tableName, Key: keys.profile(user.sub), UpdateExpression: 'SET tokenBalance = :b', ExpressionAttributeValues: { ':b': 0 } }));
    const from = new Date().toISOString();
    const broke = await streamSend(appUrl, user.idToken, { message: COCKROACHES, operationId: randomUUID() });
    expect(broke).toMatchObject({ status: 402, error: { error: { code: 'TokenLimitReached', message: CHAT.tokenLimitReached } } });
    expect(await modelCallsSince(from)).toBe(0);
  });

  it('a balance below the minimum charge (1 token) is refused with the 402 before any model call', async () => {
    const user = await createUser(appUrl);
    await call(appUrl, 'GET', API.profile, { token: user.idToken });
    await table.send(new UpdateCommand({ TableName: LOCAL.tableName, Key: keys.profile(user.sub), UpdateExpression: 'SET tokenBalance = :b', ExpressionAttributeValues: { ':b': 1 } }));
    const from = new Date().toISOString();
    const refused = await streamSend(appUrl, user.idToken, { message: COCKROACHES, operationId: randomUUID() });
    expect(refused).toMatchObject({ status: 402, error: { error: { code: 'TokenLimitReached', message: CHAT.tokenLimitReached } } });
    expect(await modelCallsSince(from)).toBe(0);
    expect(await balanceOf(user)).toBe(1);
  });

  it("spends the JSON send's budget: one budget bounds both routes", async () => {
    const user = await createUser(appUrl);
    const limit = writeLimit(`POST ${API.pestConsultant}`);
    const windowEndsAt = Math.floor(Date.now() / 1000) + limit.windowSeconds;
    // The caller has made all but one of the sends their budget allows in this window.
    const counter = keys.rateCounter(writeScope(`POST ${API.pestConsultant}`), subjectHash(user.sub));
    await table.send(new PutCommand({ TableName: LOCAL.tableName, Item: { ...counter, hits: limit.limit - 1, windowEndsAt, expiresAt: windowEndsAt } }));
    const json = await call(appUrl, 'POST', API.pestConsultant, { token: user.idToken, body: { message: COCKROACHES, operationId: randomUUID() } });
    expect(json.status).toBe(200);
    const from = new Date().toISOString();
    const streamed = await streamSend(appUrl, user.idToken, { message: COCKROACHES, operationId: randomUUID() });
    expect(streamed).toMatchObject({ status: 429, error: { error: { code: 'TooManyRequests', message: limit.message } } });
    expect(await modelCallsSince(from)).toBe(0);
  });
});
