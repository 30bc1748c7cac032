// A user's rights over their data (the export is lib/accountExport): the data deletion request (one pending per user;
// it signs the user out everywhere), and its processing: the account marked deleted, the login deleted, profile,
// threads and messages erased, leads anonymised.
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DATA_DELETION_DAYS, type DataDeletionRequest } from '../contracts/account';
import type { Caller } from './caller';
import { batchWrite, conditionally, db, deleteRequest, queryAll, tableName, type Key } from './db';
import { keys } from './keys';
import { anonymiseLeadsOf } from './leads';
import { markDeleted } from './liveness';
import { logger } from './logger';
import { readItem } from './profiles';
import { removeFromDirectory } from './userDirectory';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DeletionRequestItem extends DataDeletionRequest {
  pk: string;
  sk: string;
  userId: string;
  /** The Cognito user name, for deleting the login. */
  username: string;
}

function toRequest(item: DeletionRequestItem): DataDeletionRequest {
  return { id: item.id, reason: item.reason, status: item.status, requestedAt: item.requestedAt, dueBy: item.dueBy };
}

/** The caller's pending deletion request, if any. */
export async function pendingDeletion(sub: string): Promise<DataDeletionRequest | null> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.deletionRequest(sub), ConsistentRead: true }));
  return res.Item ? toRequest(res.Item as DeletionRequestItem) : null;
}

/**
 * Sign the user out on every device: their refresh tokens stop working, so no session outlives the token in hand
 * (at most an hour; the API still takes it until then, and data deletion's marker refuses it once processed).
 */
async function signOutEverywhere(username: string): Promise<void> {
  const { signOutUser } = await import('./users');
  await signOutUser(username);
}

/**
 * Ask for the caller's data to be deleted, and sign them out everywhere (as the spec signs them out of the web);
 * asking again while a request is pending returns that request.
 */
export async function requestDeletion(
  caller: Caller,
  input: { reason: string },
  now = new Date(),
): Promise<{ request: DataDeletionRequest; created: boolean }> {
  const requestedAt = now.toISOString();
  const item: DeletionRequestItem = {
    ...keys.deletionRequest(caller.sub),
    ...keys.pendingDeletionGsi(requestedAt, caller.sub),
    id: randomUUID(),
    userId: caller.sub,
    username: caller.username,
    reason: input.reason,
    status: 'pending',
    requestedAt,
    dueBy: new Date(now.getTime() + DATA_DELETION_DAYS * DAY_MS).toISOString(),
  };
  const created = await conditionally(() => db.send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' })));
  if (created) {
    await signOutEverywhere(caller.username);
    return { request: toRequest(item), created: true };
  }
  const existing = await pendingDeletion(caller.sub);
  if (!existing) throw new Error('A deletion request exists but cannot be read back');
  return { request: existing, created: false };
}

type Stored = Key & { type?: string; id?: string };

/** Every item of one partition (keys, type and id only), read consistently. */
function partitionItems(pk: string): Promise<Stored[]> {
  return queryAll<Stored>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ProjectionExpression: 'pk, sk, #type, id',
    ExpressionAttributeNames: { '#type': 'type' },
    ConsistentRead: true,
  });
}

async function deleteItems(list: Stored[]): Promise<void> {
  await batchWrite(list.map(deleteRequest));
}

/** Whose account is erased: their id and Cognito user name. */
export interface AccountOwner {
  sub: string;
  username: string;
}

/**
 * Erase one account: the one code path of a processed deletion request and an admin's deletion of a user. The account
 * is marked deleted first, so no write of a token still in hand is taken (lib/liveness); then the login goes, so no
 * new sign-in or token refresh can add data; then the user's directory entries, profile, threads and messages, and
 * their leads are anonymised. Every step can run again: a run that fails part-way is finished by the next.
 */
export async function eraseAccount({ sub, username }: AccountOwner, now: Date): Promise<void> {
  await markDeleted(sub, now);
  const { deleteUser } = await import('./users');
  await deleteUser(username);
  const profile = await readItem(sub);
  if (profile) await removeFromDirectory(profile);
  const userItems = (await partitionItems(keys.profile(sub).pk)).filter((item) => item.sk !== keys.deletionRequest(sub).sk);
  for (const thread of userItems.filter((item) => item.type === 'thread' && item.id)) {
    await deleteItems(await partitionItems(keys.messagesOf(thread.id!).pk));
  }
  await deleteItems(userItems);
  await anonymiseLeadsOf(sub);
}

/**
 * Carry out one request: the account erased, then the request item replaced by a record without personal data (last,
 * so a run that fails part-way leaves the request pending and the next run finishes it).
 */
async function carryOut(request: DeletionRequestItem, now: Date): Promise<void> {
  const sub = request.userId;
  await eraseAccount({ sub, username: request.username }, now);
  const completedAt = now.toISOString();
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.deletionRecord(request.id), ...keys.deletionRecordGsi(completedAt), id: request.id, status: 'completed', requestedAt: request.requestedAt, completedAt },
    }),
  );
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.deletionRequest(sub) }));
}

export interface DeletionRun {
  /** Ids of the requests carried out (request ids, not user ids). */
  completed: string[];
  failed: string[];
}

/** Carry out every pending request made up to `now`, oldest first; one failure does not stop the others. */
export async function processDeletions(now = new Date()): Promise<DeletionRun> {
  const run: DeletionRun = { completed: [], failed: [] };
  const requests = await queryAll<DeletionRequestItem>({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :now',
    ExpressionAttributeValues: { ':pk': keys.pendingDeletions, ':now': `${now.toISOString()}#~` },
  });
  for (const request of requests) {
    try {
      await carryOut(request, now);
      run.completed.push(request.id);
    } catch (error) {
      logger.error('Data deletion request failed; it stays pending for the next run', { requestId: request.id, error: error as Error });
      run.failed.push(request.id);
    }
  }
  return run;
}
