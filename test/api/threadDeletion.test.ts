// Deleting a conversation (DELETE /api/threads/{threadId}): only its owner can (another user's is not found), its
// messages go with it and it leaves the thread list; a deletion stopped half way is finished by a retry; a send racing
// it leaves no message behind; and it spends the caller's write budget.
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { threadMessagesPath, threadPath, type ChatMessage, type ChatThread } from '../../functions/contracts/chat';
import { keys } from '../../functions/lib/platform/keys';
import { writeLimit } from '../../functions/lib/platform/limits';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { stackTable, useStackEnvironment } from '../support/stack';
import { createUser } from '../support/users';

useStackEnvironment();
const { saveExchange, deleteThread } = await import('../../functions/lib/chat/chat');
const appUrl = inject('appUrl');
const table = stackTable();
afterAll(() => table.destroy());

function exchange(threadId: string, n: number): ChatMessage[] {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 27, 10, n, s)).toISOString();
  return [
    { id: randomUUID(), threadId, role: 'user', content: `Wasps by the door, ${n}`, createdAt: at(0) },
    { id: randomUUID(), threadId, role: 'assistant', content: 'Keep clear of the nest.', createdAt: at(1) },
  ];
}

async function messageCount(threadId: string): Promise<number> {
  const res = await table.send(new QueryCommand({ TableName: LOCAL.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `THREAD#${threadId}` }, ConsistentRead: true }));
  return res.Items?.length ?? 0;
}

const storedThread = async (thread: ChatThread) =>
  (await table.send(new GetCommand({ TableName: LOCAL.tableName, Key: keys.thread(thread.userId, thread.id), ConsistentRead: true }))).Item;

/** A new thread of `token`'s user through the API, with two exchanges saved on it. */
async function threadWithMessages(token: string): Promise<ChatThread> {
  const created = await call(appUrl, 'POST', API.threads, { token, body: { title: 'Wasps by the door' } });
  expect(created.status).toBe(201);
  const thread = created.body as ChatThread;
  await saveExchange({ ...thread, lastMessageAt: exchange(thread.id, 1)[1]!.createdAt }, exchange(thread.id, 1), { isNew: false });
  await saveExchange({ ...thread, lastMessageAt: exchange(thread.id, 2)[1]!.createdAt }, exchange(thread.id, 2), { isNew: false });
  return thread;
}

describe('deleting a conversation', () => {
  it('deletes the thread and its messages for its owner only, and takes it out of the list', async () => {
    const [owner, other] = await Promise.all([createUser(appUrl), createUser(appUrl)]);
    const thread = await threadWithMessages(owner.idToken);
    const kept = await threadWithMessages(owner.idToken);
    expect(await messageCount(thread.id)).toBe(4);

    const byOther = await call(appUrl, 'DELETE', threadPath(thread.id), { token: other.idToken });
    expect(byOther.status).toBe(404);
    expect(await messageCount(thread.id)).toBe(4);

    const res = await call(appUrl, 'DELETE', threadPath(thread.id), { token: owner.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, threadId: thread.id });
    expect(await messageCount(thread.id)).toBe(0);
    expect(await storedThread(thread)).toBeUndefined();
    const list = await call(appUrl, 'GET', API.threads, { token: owner.idToken });
    expect(list.body.threads.map((t: ChatThread) => t.id)).toEqual([kept.id]);
    expect((await call(appUrl, 'GET', threadMessagesPath(thread.id), { token: owner.idToken })).status).toBe(404);
    expect(await messageCount(kept.id)).toBe(4);

    expect((await call(appUrl, 'DELETE', threadPath(thread.id), { token: owner.idToken })).status).toBe(404);
    expect((await call(appUrl, 'DELETE', threadPath(thread.id))).status).toBe(401);
  });

  it('is finished by a retry after stopping half way, and a send racing it leaves no message behind', async () => {
    const owner = await createUser(appUrl);
    const thread = await threadWithMessages(owner.idToken);
    // Half way: marked deleting and out of the list, its messages still there.
    await table.send(
      new UpdateCommand({
        TableName: LOCAL.tableName,
        Key: keys.thread(thread.userId, thread.id),
        UpdateExpression: 'SET deleting = :yes REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
    expect((await call(appUrl, 'GET', API.threads, { token: owner.idToken })).body.threads).toEqual([]);
    expect((await call(appUrl, 'GET', threadMessagesPath(thread.id), { token: owner.idToken })).status).toBe(404);
    await expect(saveExchange({ ...thread, lastMessageAt: exchange(thread.id, 3)[1]!.createdAt }, exchange(thread.id, 3), { isNew: false })).rejects.toMatchObject({ kind: 'not-found' });
    expect(await messageCount(thread.id)).toBe(4);

    expect(await deleteThread(thread.userId, thread.id)).toBe(true);
    expect(await messageCount(thread.id)).toBe(0);
    expect(await storedThread(thread)).toBeUndefined();
    expect(await deleteThread(thread.userId, thread.id)).toBe(false);
  });

  it("spends the caller's write budget", async () => {
    const user = await createUser(appUrl);
    const { limit } = writeLimit(`DELETE ${API.thread}`);
    for (let n = 0; n < limit; n += 1) expect((await call(appUrl, 'DELETE', threadPath(randomUUID()), { token: user.idToken })).status).toBe(404);
    expect((await call(appUrl, 'DELETE', threadPath(randomUUID()), { token: user.idToken })).status).toBe(429);
  });
});
