// Whether an account is live. Data deletion leaves a marker, keyed by a hash of the user's id and kept as long as a
// token can outlive its login; every signed-in write and a profile's creation check it, so a deleted user's token
// that is still valid writes nothing. An admin's disabling of a user leaves the same marker (marked as a disabling, so
// enabling takes it away and never a deletion's): the tokens they hold end with their sessions.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { GENERIC } from '../../contracts/messages';
import { conditionally, db, tableName } from './db';
import { HttpError } from './http';
import { keys } from './keys';
import { subjectHash } from './rateLimit';

/** Cognito's longest id and access token validity: a day after the login went, no token of it is accepted. */
const MARKER_SECONDS = 24 * 60 * 60;

/** The answer to a token that no longer stands (its account deleted, or its role changed since): as for no session, so the web signs out. */
export const accountGone = () => new HttpError(401, 'Unauthorized', GENERIC.unauthorized);

const markerKey = (sub: string) => keys.deletedAccount(subjectHash(`account:${sub}`));

/** Mark the account deleted, before its login and data go (a repeat keeps the marker). */
export async function markDeleted(sub: string, now = new Date()): Promise<void> {
  const expiresAt = Math.floor(now.getTime() / 1000) + MARKER_SECONDS;
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...markerKey(sub), expiresAt } }));
}

/** Mark the account disabled (its tokens refused as a deleted account's), unless a deletion's marker is there. */
export async function markDisabled(sub: string, now = new Date()): Promise<void> {
  const expiresAt = Math.floor(now.getTime() / 1000) + MARKER_SECONDS;
  await conditionally(() =>
    db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...markerKey(sub), reason: 'disabled', expiresAt },
        ConditionExpression: 'attribute_not_exists(pk) OR #reason = :disabled',
        ExpressionAttributeNames: { '#reason': 'reason' },
        ExpressionAttributeValues: { ':disabled': 'disabled' },
      }),
    ),
  );
}

/** Take a disabling's marker away (a deletion's stays). */
export async function clearDisabled(sub: string): Promise<void> {
  await conditionally(() =>
    db.send(new DeleteCommand({ TableName: tableName(), Key: markerKey(sub), ConditionExpression: '#reason = :disabled', ExpressionAttributeNames: { '#reason': 'reason' }, ExpressionAttributeValues: { ':disabled': 'disabled' } })),
  );
}

export async function isDeleted(sub: string): Promise<boolean> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: markerKey(sub), ProjectionExpression: 'pk', ConsistentRead: true }));
  return Boolean(res.Item);
}

/** Refuse a caller whose account was deleted (or is being deleted) with 401. */
export async function assertLive(sub: string): Promise<void> {
  if (await isDeleted(sub)) throw accountGone();
}
