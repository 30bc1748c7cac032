// The Threads tab's domain (spec document 2, 2.8 and 7): every thread by last message (a Query of the threads' index,
// never a Scan) with its owner's profile, a thread's transcript in time order, and an admin's reply saved as an
// assistant message that moves the thread's last-message time (the chat's own save, so the owner sees it in /chat).
import { randomUUID } from 'node:crypto';
import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminThread, AdminThreadTranscript, ThreadSort } from '../contracts/adminThreads';
import type { ChatMessage, ChatThread } from '../contracts/chat';
import { ADMIN_THREADS } from '../contracts/messages';
import { getThread, saveExchange, threadMessages } from './chat';
import { db, tableName } from './db';
import { notFound } from './http';
import { keys } from './keys';

type Owner = NonNullable<AdminThread['user']>;

async function owners(subs: string[]): Promise<Map<string, Owner>> {
  const found = new Map<string, Owner>();
  const unique = [...new Set(subs)];
  for (let i = 0; i < unique.length; i += 100) {
    let request: { Keys: Record<string, unknown>[]; ProjectionExpression: string } | undefined = {
      Keys: unique.slice(i, i + 100).map((sub) => keys.profile(sub)),
      ProjectionExpression: 'id, email, displayName',
    };
    while (request?.Keys.length) {
      const res = await db.send(new BatchGetCommand({ RequestItems: { [tableName()]: request } }));
      for (const p of res.Responses?.[tableName()] ?? []) found.set(String(p.id), { id: String(p.id), email: String(p.email ?? ''), display_name: String(p.displayName ?? '') });
      request = res.UnprocessedKeys?.[tableName()] as typeof request;
    }
  }
  return found;
}

function toAdminThread(thread: ChatThread, owner: Owner | undefined): AdminThread {
  return { id: thread.id, title: thread.title, user_id: thread.userId, last_message_at: thread.lastMessageAt, created_at: thread.createdAt, user: owner ?? null };
}

/** The latest (or earliest) `limit` threads of everyone by last message, each with its owner's profile. */
export async function allThreads(sort: ThreadSort, limit: number): Promise<AdminThread[]> {
  const threads: ChatThread[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const res = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': 'THREADS' },
        ScanIndexForward: sort === 'oldest',
        Limit: limit - threads.length,
        ExclusiveStartKey,
      }),
    );
    threads.push(...((res.Items ?? []) as ChatThread[]).map((t) => ({ id: t.id, userId: t.userId, title: t.title, lastMessageAt: t.lastMessageAt, createdAt: t.createdAt })));
    ExclusiveStartKey = res.LastEvaluatedKey;
  } while (ExclusiveStartKey && threads.length < limit);
  const profiles = await owners(threads.map((t) => t.userId));
  return threads.map((t) => toAdminThread(t, profiles.get(t.userId)));
}

async function threadOf(userId: string, threadId: string): Promise<ChatThread> {
  const thread = await getThread(userId, threadId);
  if (!thread) throw notFound(ADMIN_THREADS.threadNotFound);
  return thread;
}

export async function transcript(userId: string, threadId: string): Promise<AdminThreadTranscript> {
  const thread = await threadOf(userId, threadId);
  const [messages, profiles] = await Promise.all([threadMessages(threadId), owners([userId])]);
  return { thread: toAdminThread(thread, profiles.get(userId)), messages };
}

/** The admin's reply: an assistant message in the thread, whose last-message time moves to it. */
export async function replyToThread(userId: string, threadId: string, content: string, now = new Date()): Promise<ChatMessage> {
  const thread = await threadOf(userId, threadId);
  const createdAt = now.toISOString();
  const message: ChatMessage = { id: randomUUID(), threadId, role: 'assistant', content, createdAt };
  await saveExchange({ ...thread, lastMessageAt: createdAt }, [message]);
  return message;
}
