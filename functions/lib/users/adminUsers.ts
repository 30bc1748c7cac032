// User Management's domain (spec document 2, 2.2 and 7): the users' list by page, role and search (Queries on the
// profiles' indexes and the directory's search entries, never a Scan), one user with their consent data, and an
// admin's changes: name, tokens, role (the Cognito groups move, the user is signed out everywhere and the profile
// mirrors the role with the change's time, which refuses older tokens), token resets and deletion (lib/users/erasure's
// eraseAccount, the data deletion's own code path), alone or in bulk; a user's access (disable, enable, sign out
// everywhere). An admin cannot delete, demote or disable themself, and the last admin cannot be removed.
import { QueryCommand, UpdateCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { AdminUser, AdminUserList, AdminUserReply, AdminUsersQuery, UserAccessAction, UserChanges, UserConsent } from '../../contracts/adminUsers';
import { pagination } from '../../contracts/api';
import { ADMIN_USERS } from '../../contracts/messages';
import type { Role } from '../../contracts/roles';
import type { Caller } from '../platform/caller';
import { encodeCursor, positionOf } from '../platform/cursor';
import { batchGet, conditionally, db, queryShards, tableName, type ShardCursor } from '../platform/db';
import { keys, SHARDS } from '../platform/keys';
import { clearDisabled, markDisabled } from '../platform/liveness';
import { conflict, notFound } from '../platform/outcomes';
import { readItem, type ProfileItem } from './profiles';
import { searchDirectory, updateDirectory, userCounts } from './userDirectory';

/** A profile as the admin list shows it, in the wire's names. */
export function toAdminUser(item: ProfileItem): AdminUser {
  return {
    id: item.id,
    email: item.email,
    display_name: item.displayName,
    role: item.role,
    token_balance: item.tokenBalance,
    monthly_token_allocation: item.monthlyTokenAllocation,
    token_reset_date: item.tokenResetDate,
    token_request_pending: Boolean(item.tokenRequestPending),
    consent_to_privacy_policy: Boolean(item.consentToPrivacyPolicy),
    created_at: item.createdAt,
    enabled: !item.disabled,
    last_sign_in_at: item.lastSignInAt ?? null,
  };
}

function consentOf(item: ProfileItem): UserConsent {
  return {
    consentToPrivacyPolicy: Boolean(item.consentToPrivacyPolicy),
    consentTimestamp: item.consentTimestamp ?? null,
    marketingConsent: Boolean(item.marketingConsent),
    marketingConsentTimestamp: item.marketingConsentTimestamp ?? null,
  };
}

const usernameOf = (item: ProfileItem) => item.username ?? item.email;

/** A list page and what reading it cost (items read), for the bench. */
export interface ListResult {
  list: AdminUserList;
  itemsRead: number;
}

/** Profiles by id, in the order given (BatchGetItem; the ids of one page). */
async function profilesByIds(ids: string[]): Promise<ProfileItem[]> {
  const byId = new Map((await batchGet<ProfileItem>(ids.map((id) => keys.profile(id)))).map((p) => [p.id, p]));
  return ids.map((id) => byId.get(id)).filter((p): p is ProfileItem => Boolean(p));
}

interface UserPage {
  users: ProfileItem[];
  /** Where the next page starts (its cursor's position), if there is one. */
  next?: object;
  /** Index entries read for the page (its own profiles included). */
  read: number;
}

/** A user's id (a Cognito sub), as a cursor may name it. */
const USER_ID = /^[\w-]{1,64}$/;
/** Where a page of a role's users stopped: the last user's e-mail (the index's sort key; at most 1,016 bytes) and id. */
const BY_ROLE = { email: /^[^\s\p{Cc}]{1,254}$/u, id: USER_ID };
/** Where a page of every user stopped: the last user's creation time (the index's sort key) and id (lib/platform/db ShardCursor). */
const BY_TIME = { sk: /^\d{4}-\d\d-\d\dT[\d:.]+Z$/, id: USER_ID };

/** One page of a role's users by e-mail: a Query from the cursor (a page reached without one skips the pages before it, keys only). */
async function pageByRole(role: Role, page: number, limit: number, cursor: string | undefined): Promise<UserPage> {
  const base: QueryCommandInput = { TableName: tableName(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.role(role) } };
  let read = 0;
  const position = positionOf(cursor, BY_ROLE);
  // The key of the cursor's user in this role's index entries: the Query continues after it.
  let start: Record<string, unknown> | undefined = position && { ...keys.profile(position.id), gsi1pk: keys.role(role), gsi1sk: position.email };
  if (!start && page > 1) {
    let skipped = 0;
    do {
      const res: QueryCommandOutput = await db.send(new QueryCommand({ ...base, ProjectionExpression: 'pk, sk, gsi1pk, gsi1sk', Limit: (page - 1) * limit - skipped, ExclusiveStartKey: start }));
      skipped += res.Items?.length ?? 0;
      read += res.Items?.length ?? 0;
      start = res.LastEvaluatedKey;
    } while (start && skipped < (page - 1) * limit);
    if (!start) return { users: [], read };
  }
  const users: ProfileItem[] = [];
  let next: Record<string, unknown> | undefined = start;
  do {
    const res: QueryCommandOutput = await db.send(new QueryCommand({ ...base, Limit: limit - users.length, ExclusiveStartKey: next }));
    users.push(...((res.Items ?? []) as ProfileItem[]));
    read += res.Items?.length ?? 0;
    next = res.LastEvaluatedKey;
  } while (next && users.length < limit);
  const last = users.at(-1);
  return { users, next: next && last && { email: String(next.gsi1sk), id: last.id }, read };
}

/**
 * One page of every user, newest first, across the profile index's shards (lib/platform/db queryShards): from the cursor (the
 * last user of the page before), or, for a page reached without one, after the pages before it (keys only).
 */
async function pageOfAll(page: number, limit: number, cursor: string | undefined): Promise<UserPage> {
  const partitions = Array.from({ length: SHARDS }, (_, n) => keys.users(n));
  const last = (items: Array<{ id: string; gsi2sk?: unknown }>): ShardCursor | undefined => {
    const item = items.at(-1);
    return item && { sk: String(item.gsi2sk), id: item.id };
  };
  let read = 0;
  let after: ShardCursor | undefined = positionOf(cursor, BY_TIME);
  if (!after && page > 1) {
    const skipped = await queryShards<{ id: string; gsi2sk: string }>({ index: 'gsi2', partitions, limit: (page - 1) * limit, projection: 'id, gsi2sk' });
    read += skipped.itemsRead;
    if (skipped.items.length < (page - 1) * limit) return { users: [], read };
    after = last(skipped.items);
  }
  const found = await queryShards<ProfileItem>({ index: 'gsi2', partitions, limit: limit + 1, after });
  read += found.itemsRead;
  const users = found.items.slice(0, limit);
  return { users, next: found.items.length > limit ? last(users) : undefined, read };
}

/**
 * One page of users. Without a search: newest first (or by e-mail within a role), a Query of `limit` profiles from the
 * cursor the previous page gave (a page reached without one skips the pages before it, reading their keys only); the
 * total comes from the directory's counts. With a search: the directory's entries that start with the text, then the
 * page's profiles.
 */
export async function listUsers(query: AdminUsersQuery): Promise<ListResult> {
  const { page, limit, role } = query;
  if (query.query) {
    const matches = await searchDirectory(query.query, role);
    const ids = matches.ids.slice((page - 1) * limit, page * limit);
    const users = await profilesByIds(ids);
    return { list: { users: users.map(toAdminUser), pagination: pagination(page, limit, matches.ids.length), nextCursor: null }, itemsRead: matches.entriesRead + users.length };
  }
  const counts = await userCounts();
  const { users, next, read } = role ? await pageByRole(role, page, limit, query.cursor) : await pageOfAll(page, limit, query.cursor);
  const total = role ? counts[role] : counts.all;
  // The counts item and every index entry read (the page's own profiles among them).
  return { list: { users: users.map(toAdminUser), pagination: pagination(page, limit, total), nextCursor: encodeCursor(next) }, itemsRead: 1 + read };
}

async function profileOrNotFound(sub: string): Promise<ProfileItem> {
  const item = await readItem(sub);
  if (!item) throw notFound(ADMIN_USERS.userNotFound);
  return item;
}

export async function getUser(sub: string, includeMetadata: boolean): Promise<AdminUserReply> {
  const item = await profileOrNotFound(sub);
  return { user: toAdminUser(item), ...(includeMetadata ? { metadata: consentOf(item) } : {}) };
}

/** Refuses what would leave the console without an admin: an admin demoting or deleting themself, or the last admin. */
async function assertAdminsRemain(caller: Caller, targets: ProfileItem[], removing: boolean, selfMessage: string): Promise<void> {
  if (!removing) return;
  if (targets.some((t) => t.id === caller.sub)) throw conflict(selfMessage);
  const admins = targets.filter((t) => t.role === 'admin');
  if (!admins.length) return;
  const { adminCount } = await import('./userRoles');
  if ((await adminCount()) - admins.length < 1) throw conflict(ADMIN_USERS.lastAdmin);
}

/**
 * Move a user to `role`: Cognito's groups first (the truth, read by the next token), then the user is signed out
 * everywhere (no refresh token of theirs gives a token with the old role), then the profile's mirror with the time of
 * the change, which refuses the tokens issued before it (lib/platform/adminRights). Each step can run again: a change that
 * failed part-way leaves the mirror as it was, so asking again repeats it.
 */
async function changeRole(item: ProfileItem, role: Role, now: Date): Promise<ProfileItem> {
  const [{ setRole }, { signOutUser }] = await Promise.all([import('./userRoles'), import('./userSignOut')]);
  await setRole(usernameOf(item), role);
  await signOutUser(usernameOf(item));
  const res = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(item.id),
      UpdateExpression: 'SET #role = :role, gsi1pk = :gsi1pk, roleChangedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': role, ':gsi1pk': keys.role(role), ':at': now.toISOString() },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const updated = res.Attributes as ProfileItem;
  await updateDirectory(item, updated);
  return updated;
}

/** An admin's change of one user: any of role, display name, token balance, monthly allocation, request flag. */
export async function updateUser(caller: Caller, sub: string, changes: UserChanges, now = new Date()): Promise<AdminUserReply> {
  let item = await profileOrNotFound(sub);
  if (changes.role !== undefined && changes.role !== item.role) {
    await assertAdminsRemain(caller, [item], item.role === 'admin' && changes.role !== 'admin', ADMIN_USERS.selfDemote);
    item = await changeRole(item, changes.role, now);
  }
  const fields: Record<string, unknown> = {
    displayName: changes.display_name,
    tokenBalance: changes.token_balance,
    monthlyTokenAllocation: changes.monthly_token_allocation,
    tokenRequestPending: changes.token_request_pending,
  };
  const sets = Object.entries(fields).filter(([, v]) => v !== undefined);
  if (sets.length) {
    const res = await conditionally(() =>
      db.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.profile(sub),
          UpdateExpression: `SET ${sets.map(([k]) => `${k} = :${k}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: Object.fromEntries(sets.map(([k, v]) => [`:${k}`, v])),
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    if (!res) throw notFound(ADMIN_USERS.userNotFound);
    const updated = res.Attributes as ProfileItem;
    if (updated.displayName !== item.displayName) await updateDirectory(item, updated);
    item = updated;
  }
  return { user: toAdminUser(item) };
}

/** Give users their monthly allocation again and clear their token request; returns the users found. */
export async function resetTokens(subs: string[]): Promise<ProfileItem[]> {
  const done: ProfileItem[] = [];
  for (const sub of subs) {
    const res = await conditionally(() =>
      db.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.profile(sub),
          UpdateExpression: 'SET tokenBalance = monthlyTokenAllocation, tokenRequestPending = :false',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':false': false },
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    if (res) done.push(res.Attributes as ProfileItem);
  }
  return done;
}

export async function resetUserTokens(sub: string): Promise<AdminUserReply> {
  const [item] = await resetTokens([sub]);
  if (!item) throw notFound(ADMIN_USERS.userNotFound);
  return { user: toAdminUser(item) };
}

/** Change the role of many users; an admin's own demotion and the last admin's are refused before any change. */
export async function bulkUpdateRole(caller: Caller, subs: string[], role: Role, now = new Date()): Promise<number> {
  const items = await profilesByIds([...new Set(subs)]);
  const moving = items.filter((i) => i.role !== role);
  await assertAdminsRemain(caller, moving.filter((i) => i.role === 'admin'), role !== 'admin', ADMIN_USERS.selfDemote);
  for (const item of moving) await changeRole(item, role, now);
  return items.length;
}

/** Delete users: their logins and all their data, as a processed data deletion request does. */
export async function deleteUsers(caller: Caller, subs: string[], now = new Date()): Promise<number> {
  const items = await profilesByIds([...new Set(subs)]);
  if (subs.length === 1 && !items.length) throw notFound(ADMIN_USERS.userNotFound);
  if (subs.includes(caller.sub)) throw conflict(ADMIN_USERS.selfDelete);
  await assertAdminsRemain(caller, items, true, ADMIN_USERS.selfDelete);
  // The erasure (with the leads it anonymises) is loaded by a deletion only, not by every cold start of the console's calls.
  const { eraseAccount } = await import('./erasure');
  for (const item of items) await eraseAccount({ sub: item.id, username: usernameOf(item) }, now);
  return items.length;
}

/**
 * An admin's action on a user's access: disable (the tokens they hold are refused from now on as a deleted account's,
 * lib/platform/liveness; the login refuses sign-in; every refresh token is revoked: their sessions end), enable, or
 * sign out everywhere; the profile records the state and when. An admin cannot disable
 * themself (so an admin always remains).
 */
export async function setUserAccess(caller: Caller, sub: string, action: UserAccessAction, now = new Date()): Promise<AdminUserReply> {
  const item = await profileOrNotFound(sub);
  if (action === 'disable' && sub === caller.sub) throw conflict(ADMIN_USERS.selfDisable);
  if (action === 'disable') await markDisabled(sub, now);
  if (action !== 'sign-out') {
    const { setLoginEnabled } = await import('./userAccess');
    await setLoginEnabled(usernameOf(item), action === 'enable');
  }
  if (action === 'enable') await clearDisabled(sub);
  if (action !== 'enable') {
    const { signOutUser } = await import('./userSignOut');
    await signOutUser(usernameOf(item));
  }
  const at = now.toISOString();
  const update =
    action === 'sign-out'
      ? { UpdateExpression: 'SET signedOutAt = :at', ExpressionAttributeValues: { ':at': at } }
      : { UpdateExpression: 'SET disabled = :disabled, accessChangedAt = :at', ExpressionAttributeValues: { ':disabled': action === 'disable', ':at': at } };
  const res = await conditionally(() =>
    db.send(new UpdateCommand({ TableName: tableName(), Key: keys.profile(sub), ConditionExpression: 'attribute_exists(pk)', ReturnValues: 'ALL_NEW', ...update })),
  );
  if (!res) throw notFound(ADMIN_USERS.userNotFound);
  return { user: toAdminUser(res.Attributes as ProfileItem) };
}
