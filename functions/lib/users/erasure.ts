// An account's erasure, the one code path of a processed data deletion request and an admin's deletion of a user:
// the account marked deleted, the login deleted, profile, threads and messages erased, leads anonymised, data export
// files and chat photos deleted (users/deletionRun carries out the pending requests with it).
import { userExportsPrefix } from '../../contracts/account';
import { userPendingPhotosPrefix, userPhotosPrefix } from '../../contracts/chatPhotoBasics';
import { batchWrite, deleteRequest, queryAll, tableName, type Key } from '../platform/db';
import { keys } from '../platform/keys';
import { anonymiseLeadsOf } from '../leads';
import { markDeleted } from '../platform/liveness';
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
 * their leads are anonymised, and their export files and chat photos (sent or not) deleted. Every step can run again: a run that fails part-way is
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
  await deleteFilesUnder(userPhotosPrefix(sub));
  await deleteFilesUnder(userPendingPhotosPrefix(sub));
}
