// A user's rights over their data (the export is lib/users/accountExport, the erasure lib/users/erasure): the data deletion
// request, one pending per user; asking signs the user out everywhere.
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DATA_DELETION_DAYS, type DataDeletionRequest } from '../../contracts/account';
import type { Caller } from '../platform/caller';
import { conditionally, db, tableName } from '../platform/db';
import { keys } from '../platform/keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A pending deletion request as stored (lib/users/erasure carries it out). */
export interface DeletionRequestItem extends DataDeletionRequest {
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
  const { signOutUser } = await import('./userSignOut');
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
