// The users' directory beside their profiles, for the admin list: search entries (one per ending of the e-mail and of
// each word of the display name, so a search for any part of them is a Query of the entries that start with the text,
// never a Scan) and the number of users by role (so 'Showing X of Y' never counts the table). Kept by every write of a
// profile's name, e-mail or role, its creation and its deletion.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ROLES, type Role } from '../../contracts/roles';
import { addCounts, batchWrite, db, deleteRequest, putRequest, readCounts, tableName } from '../platform/db';
import { keys } from '../platform/keys';

/** What the directory needs of a profile. */
export interface DirectoryUser {
  id: string;
  email: string;
  displayName: string;
  role: Role;
}

/** The most search entries one search reads: a search's cost is bounded whatever the number of users. */
export const SEARCH_ENTRY_CAP = 1000;

const normalise = (text: string) => text.normalize('NFKC').toLowerCase().trim();

/** The words a user is found by: the whole e-mail and each word of the display name, lower case. */
export function searchTokens(user: Pick<DirectoryUser, 'email' | 'displayName'>): string[] {
  const words = normalise(user.displayName).split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 10);
  return [...new Set([normalise(user.email), ...words])].filter(Boolean).map((t) => t.slice(0, 200));
}

/**
 * The most endings kept of one word or e-mail (those starting at its first SUFFIX_STARTS_MAX characters): a user has
 * at most about 64 entries per word, so each write of their name, e-mail or role is a bounded number of puts.
 */
export const SUFFIX_STARTS_MAX = 64;

/**
 * The keys a user's entries are stored under: every ending of each search token ('ann@example.com', 'nn@example.com',
 * ..., 'example.com', ...), so that 'starts with the text' over them is 'contains the text' over the e-mail and words.
 */
export function searchKeys(user: Pick<DirectoryUser, 'email' | 'displayName'>): string[] {
  const keysOf = (token: string) => {
    const chars = [...token];
    return chars.slice(0, SUFFIX_STARTS_MAX).map((_, i) => chars.slice(i).join(''));
  };
  return [...new Set(searchTokens(user).flatMap(keysOf))];
}

function entry(user: DirectoryUser, token: string) {
  return { ...keys.userSearch(token, user.id), type: 'userSearch', userId: user.id, email: user.email, role: user.role };
}

/** A user's search entries as stored (one per search key). */
export function directoryEntries(user: DirectoryUser): Record<string, unknown>[] {
  return searchKeys(user).map((token) => entry(user, token));
}

const count = (changes: Partial<Record<'all' | Role, number>>) => addCounts(keys.userCounts, changes as Record<string, number>);

/** A new user (called once, by whoever created the profile): their search entries, and one more in the counts. */
export async function addToDirectory(user: DirectoryUser): Promise<void> {
  await batchWrite(directoryEntries(user).map(putRequest));
  await count({ all: 1, [user.role]: 1 });
}

/** A user's name, e-mail or role changed: entries replaced (each carries the role, for the role filter), counts moved. */
export async function updateDirectory(before: DirectoryUser, after: DirectoryUser): Promise<void> {
  const kept = searchKeys(after);
  const stale = searchKeys(before).filter((token) => !kept.includes(token));
  await batchWrite([...stale.map((token) => deleteRequest(keys.userSearch(token, before.id))), ...kept.map((token) => putRequest(entry(after, token)))]);
  if (before.role !== after.role) await count({ [before.role]: -1, [after.role]: 1 });
}

/** A deleted user: entries gone, one less in the counts. */
export async function removeFromDirectory(user: DirectoryUser): Promise<void> {
  await batchWrite(searchKeys(user).map((token) => deleteRequest(keys.userSearch(token, user.id))));
  await count({ all: -1, [user.role]: -1 });
}

/** The number of users, in all and by role. */
export function userCounts(): Promise<Record<'all' | Role, number>> {
  return readCounts(keys.userCounts, ['all', ...ROLES] as const);
}

export interface DirectoryMatches {
  /** Ids of the matching users, by e-mail. */
  ids: string[];
  /** Search entries read (the search's cost). */
  entriesRead: number;
  /** True when the cap stopped the search before every entry was read. */
  capped: boolean;
}

/**
 * Users whose e-mail, or a word of whose name, contains `text` (any case), with `role` when given: one Query of the
 * entries in the text's shard that begin with it (the entries are the endings of each e-mail and word), at most
 * SEARCH_ENTRY_CAP read, however many users there are.
 */
export async function searchDirectory(text: string, role?: Role): Promise<DirectoryMatches> {
  const prefix = normalise(text);
  const found = new Map<string, string>();
  let entriesRead = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userSearchShard(prefix), ':prefix': prefix },
        ProjectionExpression: 'userId, email, #role',
        ExpressionAttributeNames: { '#role': 'role' },
        Limit: SEARCH_ENTRY_CAP - entriesRead,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      entriesRead += 1;
      if (!role || item.role === role) found.set(String(item.userId), String(item.email));
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && entriesRead < SEARCH_ENTRY_CAP);
  const ids = [...found].sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0])).map(([id]) => id);
  return { ids, entriesRead, capped: Boolean(ExclusiveStartKey) };
}
