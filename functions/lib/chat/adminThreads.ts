// The Threads tab's domain (spec document 2, 2.8 and 7): every thread by last message (a Query of the threads' index,
// never a Scan) with its owner's profile, a thread's transcript in time order (photos as short-lived links), and an admin's reply saved as an
// assistant message marked as the team's that moves the thread's last-message time (the chat's own save, so the owner
// sees it in /chat, told apart from the consultant's replies).
import { randomUUID } from 'node:crypto';
import type { AdminThread, AdminThreadTranscript, ThreadSort } from '../../contracts/adminThreads';
import type { ChatMessage, ChatThread } from '../../contracts/chat';
import { ADMIN_THREADS } from '../../contracts/messages';
import { getThread, saveExchange, threadMessages } from './chat';
import { batchGet, queryShards } from '../platform/db';
import { keys, SHARDS } from '../platform/keys';
import { notFound } from '../platform/outcomes';

type Owner = NonNullable<AdminThread['user']>;

async function owners(subs: string[]): Promise<Map<string, Owner>> {
  const profiles = await batchGet<{ id: string; email?: string; displayName?: string }>([...new Set(subs)].map((sub) => keys.profile(sub)), {
    projection: { ProjectionExpression: 'id, email, displayName' },
  });
  return new Map(profiles.map((p) => [p.id, { id: p.id, email: p.email ?? '', display_name: p.displayName ?? '' }]));
}

function toAdminThread(thread: ChatThread, owner: Owner | undefined): AdminThread {
  return { id: thread.id, title: thread.title, user_id: thread.userId, last_message_at: thread.lastMessageAt, created_at: thread.createdAt, user: owner ?? null };
}

/** The latest (or earliest) `limit` threads of everyone by last message, each with its owner's profile. */
export async function allThreads(sort: ThreadSort, limit: number): Promise<AdminThread[]> {
  const partitions = Array.from({ length: SHARDS }, (_, n) => keys.allThreads(n));
  const { items } = await queryShards<ChatThread>({
    index: 'gsi2',
    partitions,
    limit,
    forward: sort === 'oldest',
    projection: 'id, userId, title, lastMessageAt, createdAt, gsi2sk',
  });
  const threads = items.map((t) => ({ id: t.id, userId: t.userId, title: t.title, lastMessageAt: t.lastMessageAt, createdAt: t.createdAt }));
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
  const [stored, profiles] = await Promise.all([threadMessages(threadId), owners([userId])]);
  const messages = stored.some((m) => m.photoIds) ? await (await import('./photoLinks')).withPhotoLinks(userId, stored) : stored;
  return { thread: toAdminThread(thread, profiles.get(userId)), messages };
}

/** The admin's reply: an assistant message marked as the team's, in the thread, whose last-message time moves to it. */
export async function replyToThread(userId: string, threadId: string, content: string, now = new Date()): Promise<ChatMessage> {
  const thread = await threadOf(userId, threadId);
  const createdAt = now.toISOString();
  const message: ChatMessage = { id: randomUUID(), threadId, role: 'assistant', content, createdAt, author: 'team' };
  await saveExchange({ ...thread, lastMessageAt: createdAt }, [message], { isNew: false });
  return message;
}
