// Chat threads and messages in the table: a thread under its owner (USER#sub / THREAD#id, listed by last message
// through gsi1) with the counts the dashboard reads (lib/monitoring/analytics), its messages under the thread (THREAD#id /
// MSG#createdAt#id, read in time order). A thread changes only by a conditional write on its version, so concurrent
// sends never move its last message backwards or count an exchange twice, and a deleted thread is never brought back.
// Its owner deletes a thread in three steps (marked deleting and out of every list, its messages, the thread) that a
// retry finishes, and a send racing the deletion leaves no message behind.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CHAT_LIMITS, type ChatMessage, type ChatThread } from '../../contracts/chat';
import type { PestSlug } from '../../knowledge/slugs';
import { addMessages, newThreadStats, type ThreadInput, type ThreadStats } from '../monitoring';
import { batchWrite, conditionally, db, deleteRequest, putRequest, queryAll, queryPages, tableName } from '../platform/db';
import { keys } from '../platform/keys';
import { notFound } from '../platform/outcomes';

/** The stored thread: the thread, its counts, its version, and the exchanges already counted (their first message ids). */
interface ThreadItem extends ChatThread {
  stats: ThreadStats;
  version: number;
  exchanges: string[];
  /** Set when its owner deletes it: out of every list, gone for every read and send, until the deletion ends. */
  deleting?: boolean;
}

/** Exchanges a thread remembers as counted: a retried send comes well within this many later sends. */
const REMEMBERED_EXCHANGES = 20;
/** Concurrent sends to one thread each re-read it after losing the race: this many tries at most. */
const THREAD_WRITE_ATTEMPTS = 8;

const threadItem = (t: ThreadItem) => ({ ...keys.thread(t.userId, t.id), ...keys.threadGsi(t.userId, t.lastMessageAt), type: 'thread', ...t });
/** A message as stored: a user message with photos keeps their ids (lib/chat/photos turns them into links to read). */
export type StoredMessage = ChatMessage & { photoIds?: string[] };

const messageItem = (m: StoredMessage) => ({ ...keys.message(m.threadId, m.createdAt, m.id), type: 'message', ...m });

function toThread(item: Record<string, unknown>): ChatThread {
  return { id: item.id as string, userId: item.userId as string, title: item.title as string, lastMessageAt: item.lastMessageAt as string, createdAt: item.createdAt as string };
}

function toMessage(item: Record<string, unknown>): StoredMessage {
  const photoIds = item.photoIds as string[] | undefined;
  return {
    id: item.id as string,
    threadId: item.threadId as string,
    role: item.role as ChatMessage['role'],
    content: item.content as string,
    createdAt: item.createdAt as string,
    ...(item.author === 'team' ? { author: 'team' as const } : {}),
    ...(photoIds?.length ? { photoIds } : {}),
  };
}

/** The caller's thread, or undefined when it does not exist or belongs to someone else (the key includes the owner). */
export async function getThread(sub: string, threadId: string): Promise<ChatThread | undefined> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.thread(sub, threadId) }));
  return res.Item && !res.Item.deleting ? toThread(res.Item) : undefined;
}

/** The caller's latest threads by last message, newest first. */
export async function listThreads(sub: string, limit: number = CHAT_LIMITS.historyThreads): Promise<ChatThread[]> {
  const res = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.threadsOf(sub) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (res.Items ?? []).map(toThread);
}

/**
 * Every thread of the user, `pageSize` at a time, read consistently from the owner's partition (in the order of their
 * ids: a send during the read cannot move a thread past the reader, as it could in the by-last-message index).
 */
export async function* userThreadPages(sub: string, pageSize: number): AsyncGenerator<ChatThread[]> {
  const { pk, sk } = keys.thread(sub, '');
  for await (const items of queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': sk },
    ConsistentRead: true,
    Limit: pageSize,
  })) {
    yield items.filter((item) => !item.deleting).map(toThread);
  }
}

export async function createThread(thread: ChatThread): Promise<ChatThread> {
  const item: ThreadItem = { ...thread, stats: newThreadStats(), version: 1, exchanges: [] };
  await db.send(new PutCommand({ TableName: tableName(), Item: threadItem(item), ConditionExpression: 'attribute_not_exists(pk)' }));
  return thread;
}

const STATS_ATTRIBUTES = ['id', 'userId', 'title', 'createdAt', 'lastMessageAt', 'stats'];

/**
 * The fields and counts of a user's threads, newest message first: those with a message at or after `since` (ISO),
 * page by page, or the latest `limit`.
 */
export async function threadsWithStats(sub: string, { since, limit }: { since?: string; limit?: number }): Promise<ThreadInput[]> {
  const input = {
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: since ? 'gsi1pk = :pk AND gsi1sk >= :since' : 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.threadsOf(sub), ...(since ? { ':since': since } : {}) },
    ProjectionExpression: STATS_ATTRIBUTES.map((_, i) => `#a${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(STATS_ATTRIBUTES.map((name, i) => [`#a${i}`, name])),
    ScanIndexForward: false,
  };
  const items = limit ? ((await db.send(new QueryCommand({ ...input, Limit: limit }))).Items ?? []) : await queryAll(input);
  return items.map((item) => ({ ...toThread(item), stats: (item.stats as ThreadStats | undefined) ?? newThreadStats() }));
}

/** Every message of a thread, oldest first. */
export async function threadMessages(threadId: string): Promise<StoredMessage[]> {
  const { pk, skPrefix } = keys.messagesOf(threadId);
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  });
  return items.map(toMessage);
}

/** Every message of a thread, oldest first, `pageSize` at a time, read consistently. */
export async function* messagePages(threadId: string, pageSize: number): AsyncGenerator<StoredMessage[]> {
  const { pk, skPrefix } = keys.messagesOf(threadId);
  for await (const items of queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ConsistentRead: true,
    Limit: pageSize,
  })) {
    yield items.map(toMessage);
  }
}

/** The latest `limit` messages of a thread, oldest first (the consultant's context, an opened thread), page by page. */
export async function recentMessages(threadId: string, limit: number): Promise<StoredMessage[]> {
  const { pk, skPrefix } = keys.messagesOf(threadId);
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const res = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ScanIndexForward: false,
        Limit: limit - items.length,
        ExclusiveStartKey,
      }),
    );
    items.push(...(res.Items ?? []));
    ExclusiveStartKey = res.LastEvaluatedKey;
  } while (ExclusiveStartKey && items.length < limit);
  return items.map(toMessage).reverse();
}

async function readThreadItem(sub: string, threadId: string): Promise<ThreadItem | undefined> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.thread(sub, threadId), ConsistentRead: true }));
  return res.Item as ThreadItem | undefined;
}

/**
 * Counts one exchange on its thread: creates the thread when `thread` is new (its id not taken), otherwise updates it
 * only if it still exists and nobody changed it since it was read; the last message time only moves forward. An
 * exchange already counted (a retry) changes nothing. A thread deleted meanwhile is a 404.
 */
async function countExchange(thread: ChatThread, messages: ChatMessage[], isNew: boolean, pest: PestSlug | undefined, tokens: number): Promise<void> {
  const exchange = messages[0]!.id;
  for (let attempt = 0; attempt < THREAD_WRITE_ATTEMPTS; attempt += 1) {
    const stored = await readThreadItem(thread.userId, thread.id);
    if (stored?.deleting) throw notFound();
    if (stored?.exchanges?.includes(exchange)) return;
    if (!stored && !isNew) throw notFound();
    const base: ThreadItem = stored ? { ...stored, stats: stored.stats ?? newThreadStats(), exchanges: stored.exchanges ?? [], version: stored.version ?? 0 } : { ...thread, stats: newThreadStats(), version: 0, exchanges: [] };
    const next: ThreadItem = {
      ...toThread(base as unknown as Record<string, unknown>),
      lastMessageAt: base.lastMessageAt > thread.lastMessageAt ? base.lastMessageAt : thread.lastMessageAt,
      stats: addMessages(base.stats, messages, pest, tokens),
      version: base.version + 1,
      exchanges: [...base.exchanges, exchange].slice(-REMEMBERED_EXCHANGES),
    };
    const written = await conditionally(() =>
      db.send(
        new PutCommand({
          TableName: tableName(),
          Item: threadItem(next),
          ...(stored
            ? { ConditionExpression: 'attribute_exists(pk) AND (#version = :seen OR attribute_not_exists(#version))', ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':seen': stored.version ?? 0 } }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        }),
      ),
    );
    if (written) return;
  }
  throw new Error(`Thread ${thread.id} kept changing while an exchange was counted`);
}

/**
 * Saves one exchange: counts it on the thread (conditionally, see countExchange), then writes its messages. Every
 * item has a deterministic key, so saving the same exchange again changes nothing. If the thread was deleted while
 * the messages were written, they are deleted too, so a deletion leaves no message behind. `pest` is the pest the
 * consultant identified in the exchange (the thread keeps the latest); `tokens`, what it was charged (the Token History).
 */
export async function saveExchange(
  thread: ChatThread,
  messages: StoredMessage[],
  { isNew = true, pest, tokens = 0 }: { isNew?: boolean; pest?: PestSlug; tokens?: number } = {},
): Promise<void> {
  await countExchange(thread, messages, isNew, pest, tokens);
  await batchWrite(messages.map(messageItem).map(putRequest));
  const after = await readThreadItem(thread.userId, thread.id);
  if (!after || after.deleting) {
    await batchWrite(messages.map((m) => deleteRequest(keys.message(m.threadId, m.createdAt, m.id))));
    throw notFound();
  }
}

/**
 * Deletes the caller's thread and its messages; false when they have no such thread. First the thread is marked
 * deleting and taken out of the lists (its index keys removed, its version moved on, so a send counting an exchange on
 * it meanwhile reads it again and stops), then its messages go, then the thread: a retry after a failure half way
 * finds the mark and finishes, and a send that wrote its messages meanwhile finds the mark or no thread and deletes them.
 * The messages' photos go before them, through `erasePhotos` (lib/chat/photos: this module sends nothing to the bucket).
 */
export async function deleteThread(sub: string, threadId: string, erasePhotos?: (photoIds: string[]) => Promise<void>): Promise<boolean> {
  const marked = await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.thread(sub, threadId),
        UpdateExpression: 'SET deleting = :yes, #version = if_not_exists(#version, :zero) + :one REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':yes': true, ':zero': 0, ':one': 1 },
      }),
    ),
  );
  if (!marked) return false;
  const { pk, skPrefix } = keys.messagesOf(threadId);
  const messages = await queryAll<{ pk: string; sk: string; photoIds?: string[] }>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ProjectionExpression: 'pk, sk, photoIds',
    ConsistentRead: true,
  });
  const photoIds = messages.flatMap((m) => m.photoIds ?? []);
  if (photoIds.length && erasePhotos) await erasePhotos(photoIds);
  await batchWrite(messages.map(({ pk, sk }) => deleteRequest({ pk, sk })));
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.thread(sub, threadId) }));
  return true;
}
