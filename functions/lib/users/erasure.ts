// An account's erasure, the one code path of a processed data deletion request and an admin's deletion of a user:
// the account marked deleted, the login deleted, profile, threads and messages erased, leads anonymised, data export
// files deleted; and the run that carries out the pending deletion requests that are due, within its time limit.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { userExportsPrefix } from '../../contracts/account';
import type { DeletionRequestItem } from './account';
import { batchWrite, db, deleteRequest, queryAll, tableName, type Key } from '../platform/db';
import { keys } from '../platform/keys';
import { anonymiseLeadsOf } from '../leads';
import { markDeleted } from '../platform/liveness';
import { logger } from '../platform/logger';
import { readItem } from './profiles';
import { removeFromDirectory } from './userDirectory';

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
 * is marked deleted first, so no write of a token still in hand is taken (lib/platform/liveness); then the login goes, so no
 * new sign-in or token refresh can add data; then the user's directory entries, profile, threads and messages, and
 * their leads are anonymised, and their export files deleted. Every step can run again: a run that fails part-way is
 * finished by the next.
 */
export async function eraseAccount({ sub, username }: AccountOwner, now: Date): Promise<void> {
  await markDeleted(sub, now);
  const { deleteUser } = await import('./userDeletion');
  await deleteUser(username);
  const profile = await readItem(sub);
  if (profile) await removeFromDirectory(profile);
  const userItems = (await partitionItems(keys.profile(sub).pk)).filter((item) => item.sk !== keys.deletionRequest(sub).sk);
  for (const thread of userItems.filter((item) => item.type === 'thread' && item.id)) {
    await deleteItems(await partitionItems(keys.messagesOf(thread.id!).pk));
  }
  await deleteItems(userItems);
  await anonymiseLeadsOf(sub);
  // Their data exports too (the bucket would remove them within a day or two; a deleted account's go now).
  const { deleteFilesUnder } = await import('../platform/assetDeletion');
  await deleteFilesUnder(userExportsPrefix(sub));
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
  /** Not started for want of time: still pending, the next run carries them out. */
  deferred: string[];
}

/** A run starts another request only with at least this much time left (one erasure of a large account fits in it). */
export const DELETION_TIME_PER_REQUEST_MS = 60_000;

export interface DeletionRunOptions {
  /** The time the run has left (the Lambda context's getRemainingTimeInMillis); unbounded by default. */
  timeLeftMs?: () => number;
}

/**
 * Carry out the pending requests made up to `now`, oldest first, while time is left; one failure does not stop the
 * others, and the requests left for want of time stay pending for the next run.
 */
export async function processDeletions(now = new Date(), { timeLeftMs = () => Infinity }: DeletionRunOptions = {}): Promise<DeletionRun> {
  const run: DeletionRun = { completed: [], failed: [], deferred: [] };
  const requests = await queryAll<DeletionRequestItem>({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :now',
    ExpressionAttributeValues: { ':pk': keys.pendingDeletions, ':now': `${now.toISOString()}#~` },
  });
  for (const request of requests) {
    if (timeLeftMs() < DELETION_TIME_PER_REQUEST_MS) {
      run.deferred.push(request.id);
      continue;
    }
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
