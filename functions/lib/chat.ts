// Chat threads and messages in the table: a thread under its owner (USER#sub / THREAD#id, listed by last message
// through gsi1), its messages under the thread (THREAD#id / MSG#createdAt#id, read in time order).
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CHAT_LIMITS, type ChatMessage, type ChatThread } from '../contracts/chat';
import { batchWrite, db, putRequest, queryAll, tableName } from './db';
import { keys } from './keys';

const threadItem = (t: ChatThread) => ({ ...keys.thread(t.userId, t.id), ...keys.threadGsi(t.userId, t.lastMessageAt), type: 'thread', ...t });
const messageItem = (m: ChatMessage) => ({ ...keys.message(m.threadId, m.createdAt, m.id), type: 'message', ...m });

function toThread(item: Record<string, unknown>): ChatThread {
  return { id: item.id as string, userId: item.userId as string, title: item.title as string, lastMessageAt: item.lastMessageAt as string, createdAt: item.createdAt as string };
}

function toMessage(item: Record<string, unknown>): ChatMessage {
  return {
    id: item.id as string,
    threadId: item.threadId as string,
    role: item.role as ChatMessage['role'],
    content: item.content as string,
    createdAt: item.createdAt as string,
  };
}

/** The caller's thread, or undefined when it does not exist or belongs to someone else (the key includes the owner). */
export async function getThread(sub: string, threadId: string): Promise<ChatThread | undefined> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.thread(sub, threadId) }));
  return res.Item ? toThread(res.Item) : undefined;
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

/** Every thread of the user, newest first; with `since` (ISO), only those with a message at or after it. */
export async function userThreads(sub: string, since?: string): Promise<ChatThread[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: since ? 'gsi1pk = :pk AND gsi1sk >= :since' : 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.threadsOf(sub), ...(since ? { ':since': since } : {}) },
    ScanIndexForward: false,
  });
  return items.map(toThread);
}

export async function createThread(thread: ChatThread): Promise<ChatThread> {
  await db.send(new PutCommand({ TableName: tableName(), Item: threadItem(thread), ConditionExpression: 'attribute_not_exists(pk)' }));
  return thread;
}

/** Every message of a thread, oldest first. */
export async function threadMessages(threadId: string): Promise<ChatMessage[]> {
  const { pk, skPrefix } = keys.messagesOf(threadId);
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  });
  return items.map(toMessage);
}

/** The latest `limit` messages of a thread, oldest first (the consultant's context). */
export async function recentMessages(threadId: string, limit: number): Promise<ChatMessage[]> {
  const { pk, skPrefix } = keys.messagesOf(threadId);
  const res = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (res.Items ?? []).map(toMessage).reverse();
}

/**
 * Saves one exchange in a single batch: the thread (new, or with its new last-message time) and both messages.
 * Every item has a deterministic key, so writing the same exchange again changes nothing.
 */
export async function saveExchange(thread: ChatThread, messages: ChatMessage[]): Promise<void> {
  await batchWrite([threadItem(thread), ...messages.map(messageItem)].map(putRequest));
}
