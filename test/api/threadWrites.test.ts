// A thread's writes hold under concurrency and deletion (issue 11 §5b), against the stack's table: an exchange saved
// late never moves the thread's last message backwards, the same exchange saved twice counts once, concurrent
// exchanges all count, and an exchange for a thread deleted meanwhile is refused and leaves no message behind.
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { CHAT_LIMITS, threadMessagesPath, type ChatMessage, type ChatThread } from '../../functions/contracts/chat';
import { keys } from '../../functions/lib/platform/keys';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { stackTable, useStackEnvironment } from '../support/stack';
import { createUser } from '../support/users';

useStackEnvironment();
const { createThread, saveExchange } = await import('../../functions/lib/chat/chat');
const { batchWrite, putRequest } = await import('../../functions/lib/platform/db');
const table = stackTable();
afterAll(() => table.destroy());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();

function exchange(thread: ChatThread, minute: number): ChatMessage[] {
  return [
    { id: randomUUID(), threadId: thread.id, role: 'user', content: `Ants at ${minute}`, createdAt: at(minute) },
    { id: randomUUID(), threadId: thread.id, role: 'assistant', content: 'Try vinegar.', createdAt: at(minute + 1) },
  ];
}

async function stored(thread: ChatThread) {
  return (await table.send(new GetCommand({ TableName: LOCAL.tableName, Key: keys.thread(thread.userId, thread.id), ConsistentRead: true }))).Item;
}

async function messageCount(thread: ChatThread): Promise<number> {
  const res = await table.send(new QueryCommand({ TableName: LOCAL.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `THREAD#${thread.id}` } }));
  return res.Items?.length ?? 0;
}

const totalMessages = (item: Record<string, unknown> | undefined) =>
  Object.values((item?.stats as { activity: Record<string, { messages: number }> }).activity).reduce((sum, q) => sum + q.messages, 0);

async function newThread(): Promise<ChatThread> {
  return createThread({ id: randomUUID(), userId: `user-${randomUUID()}`, title: 'New Chat', createdAt: at(0), lastMessageAt: at(0) });
}

describe("a thread's writes", () => {
  it('never move the last message backwards, and count a repeated exchange once', async () => {
    const thread = await newThread();
    const later = exchange(thread, 30);
    const earlier = exchange(thread, 10);
    await saveExchange({ ...thread, lastMessageAt: at(31) }, later, { isNew: false });
    await saveExchange({ ...thread, lastMessageAt: at(11) }, earlier, { isNew: false });
    await saveExchange({ ...thread, lastMessageAt: at(11) }, earlier, { isNew: false });
    const item = await stored(thread);
    expect(item?.lastMessageAt).toBe(at(31));
    expect(item?.gsi1sk).toBe(at(31));
    expect(totalMessages(item)).toBe(4);
    expect(await messageCount(thread)).toBe(4);
  });

  it('count every one of many concurrent exchanges', async () => {
    const thread = await newThread();
    const sends = Array.from({ length: 8 }, (_, i) => exchange(thread, 2 * i + 1));
    await Promise.all(sends.map((messages) => saveExchange({ ...thread, lastMessageAt: messages[1]!.createdAt }, messages, { isNew: false })));
    const item = await stored(thread);
    expect(totalMessages(item)).toBe(16);
    expect(item?.lastMessageAt).toBe(at(16));
  });

  it('refuse an exchange for a thread deleted meanwhile: the thread stays deleted and no message is left', async () => {
    const thread = await newThread();
    await table.send(new DeleteCommand({ TableName: LOCAL.tableName, Key: keys.thread(thread.userId, thread.id) }));
    await expect(saveExchange({ ...thread, lastMessageAt: at(5) }, exchange(thread, 4), { isNew: false })).rejects.toMatchObject({ kind: 'not-found' });
    expect(await stored(thread)).toBeUndefined();
    expect(await messageCount(thread)).toBe(0);
  });
});

describe("a thread's messages", () => {
  it('are read up to the latest 500 when the thread is opened, oldest of them first', async () => {
    const user = await createUser(inject('appUrl'));
    const thread = await createThread({ id: randomUUID(), userId: user.sub, title: 'Long chat', createdAt: at(0), lastMessageAt: at(0) });
    const total = CHAT_LIMITS.threadMessagesShown + 7;
    const messages = Array.from({ length: total }, (_, i) => {
      const createdAt = new Date(Date.UTC(2026, 10, 20, 10) + i * 1000).toISOString();
      return { ...keys.message(thread.id, createdAt, `m${i}`), type: 'message', id: `m${i}`, threadId: thread.id, role: i % 2 ? 'assistant' : 'user', content: `Message ${i}`, createdAt };
    });
    await batchWrite(messages.map(putRequest), { concurrency: 4 });
    const res = await call(inject('appUrl'), 'GET', threadMessagesPath(thread.id), { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.body.messages).toHaveLength(CHAT_LIMITS.threadMessagesShown);
    expect(res.body.messages[0].content).toBe('Message 7');
    expect(res.body.messages.at(-1).content).toBe(`Message ${total - 1}`);
  });
});
