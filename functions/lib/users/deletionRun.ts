// The run that carries out the pending data deletion requests that are due, oldest first, within its time limit (the
// daily data-deletion-processor; an admin's deletion of a user uses users/erasure alone).
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DeletionRequestItem } from './account';
import { eraseAccount } from './erasure';
import { db, queryAll, tableName } from '../platform/db';
import { keys } from '../platform/keys';
import { logger } from '../platform/logger';

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
