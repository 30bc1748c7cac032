// User profiles: created once on the first authenticated call, the monthly token allocation reset lazily on
// read, display name and marketing consent updates, and the pending token request admins handle.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TokenRequest, TokenRequestInput } from '../../contracts/account';
import { DISPLAY_NAME_MAX_LENGTH } from '../../contracts/auth';
import { USER_ATTRIBUTES } from '../../contracts/config';
import { MONTHLY_TOKEN_ALLOCATION, profileSchema, type Profile, type ProfileUpdate } from '../../contracts/profile';
import { singleLine } from '../../contracts/text';
import { issuedBeforeRoleChange, type Caller } from '../platform/caller';
import { conditionally, db, fromItem, tableName } from '../platform/db';
import { keys } from '../platform/keys';
import { accountGone, isDeleted } from '../platform/liveness';
import { addToDirectory, updateDirectory } from './userDirectory';

export type ProfileItem = Profile & {
  pk: string;
  sk: string;
  tokenRequest?: TokenRequest;
  /** The Cognito user name (for the admin's deletion of the login). */
  username?: string;
  /** When an admin last changed the role: a token issued before it does not set the mirror back. */
  roleChangedAt?: string;
  /** An admin disabled the login (its mirror: Cognito refuses the sign-in), and when they last disabled or enabled it. */
  disabled?: boolean;
  accessChangedAt?: string;
  /** When an admin last signed the user out everywhere. */
  signedOutAt?: string;
  /** When the user last signed in: the authentication time of the newest token the product has seen. */
  lastSignInAt?: string;
};

/** The first instant of the month after `now`, in UTC: when the allocation is granted again. */
export function nextResetDate(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
}

const toProfile = (item: ProfileItem): Profile => fromItem<typeof profileSchema, Profile>(profileSchema, item);

export async function readItem(sub: string): Promise<ProfileItem | undefined> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.profile(sub), ConsistentRead: true }));
  return res.Item as ProfileItem | undefined;
}

/** Who a new profile is for: the user's id, Cognito user name and role. */
export interface NewProfileOwner {
  sub: string;
  username: string;
  role: Caller['role'];
  /** The e-mail from the token, if the attributes lack one. */
  email?: string;
  /** The user's Cognito attributes when the caller has them (a Cognito trigger's event); otherwise they are read. */
  attributes?: Record<string, string>;
}

/**
 * Create the profile from the user's Cognito attributes (at confirmation, or on the first call of a user created
 * otherwise); concurrent calls create it exactly once, and only the one that created it adds the user to the directory.
 */
export async function createProfile(owner: NewProfileOwner, now: Date): Promise<ProfileItem> {
  // A token can outlive its user (data deletion marks the account before the login goes): no profile is re-created.
  if (await isDeleted(owner.sub)) throw accountGone();
  const attributes = owner.attributes ?? (await (await import('./users')).userAttributes(owner.username));
  if (!attributes) throw accountGone();
  const createdAt = now.toISOString();
  const consentAt = attributes[USER_ATTRIBUTES.privacyConsentAt] || null;
  const email = (attributes.email || owner.email || '').toLowerCase();
  const item: ProfileItem = {
    ...keys.profile(owner.sub),
    ...keys.profileGsi(owner.sub, owner.role, email, createdAt),
    id: owner.sub,
    username: owner.username,
    email,
    // The name given at sign-up, as the profile rules would keep it (Cognito takes any text up to 2,048 characters).
    displayName: singleLine(attributes.name ?? '', DISPLAY_NAME_MAX_LENGTH) || email.split('@')[0],
    role: owner.role,
    tokenBalance: MONTHLY_TOKEN_ALLOCATION,
    monthlyTokenAllocation: MONTHLY_TOKEN_ALLOCATION,
    tokenResetDate: nextResetDate(now),
    tokenRequestPending: false,
    createdAt,
    consentToPrivacyPolicy: consentAt !== null,
    consentTimestamp: consentAt,
    marketingConsent: false,
    marketingConsentTimestamp: null,
  };
  if (await conditionally(() => db.send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' })))) {
    await addToDirectory(item);
    return item;
  }
  const existing = await readItem(owner.sub);
  if (!existing) throw new Error('A profile exists but cannot be read back');
  return existing;
}

/** Grant the monthly allocation again once its reset date has passed; a lost race just re-reads. */
async function resetAllocationIfDue(item: ProfileItem, now: Date): Promise<ProfileItem> {
  if (now.toISOString() < item.tokenResetDate) return item;
  const res = await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(item.id),
        UpdateExpression: 'SET tokenBalance = monthlyTokenAllocation, tokenResetDate = :next',
        ConditionExpression: 'tokenResetDate = :seen',
        ExpressionAttributeValues: { ':next': nextResetDate(now), ':seen': item.tokenResetDate },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return res ? (res.Attributes as ProfileItem) : ((await readItem(item.id)) ?? item);
}

/** Records the token's sign-in as the user's last when it is newer than the one recorded (a lost race keeps the newer). */
async function recordSignIn(item: ProfileItem, caller: Caller): Promise<ProfileItem> {
  if (caller.authenticatedAt === undefined) return item;
  const at = new Date(caller.authenticatedAt * 1000).toISOString();
  if (item.lastSignInAt !== undefined && item.lastSignInAt >= at) return item;
  const res = await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(item.id),
        UpdateExpression: 'SET lastSignInAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastSignInAt) OR lastSignInAt < :at)',
        ExpressionAttributeValues: { ':at': at },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return res ? (res.Attributes as ProfileItem) : item;
}

/**
 * The caller's profile, created on the first call, with the caller's sign-in recorded (the web reads the profile as
 * a signed-in page opens). The role always follows the token's groups.
 */
export async function getProfile(caller: Caller, now = new Date()): Promise<Profile> {
  const item = await recordSignIn((await readItem(caller.sub)) ?? (await createProfile(caller, now)), caller);
  const current = await resetAllocationIfDue(item, now);
  // The mirror follows the token, unless an admin changed the role after this token was issued (the new role holds
  // from the user's next token).
  const tokenPredatesChange = current.roleChangedAt !== undefined && issuedBeforeRoleChange(caller, { at: Date.parse(current.roleChangedAt), role: current.role });
  if (current.role !== caller.role && !tokenPredatesChange) {
    const res = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(caller.sub),
        UpdateExpression: 'SET #role = :role, gsi1pk = :gsi1pk',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':role': caller.role, ':gsi1pk': keys.role(caller.role) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    await updateDirectory(current, res.Attributes as ProfileItem);
    return toProfile(res.Attributes as ProfileItem);
  }
  return toProfile(current);
}

export async function updateProfile(caller: Caller, update: ProfileUpdate, now = new Date()): Promise<Profile> {
  const before = await getProfile(caller, now);
  const sets: string[] = [];
  const values: Record<string, unknown> = {};
  if (update.displayName !== undefined) {
    sets.push('displayName = :displayName');
    values[':displayName'] = update.displayName;
  }
  if (update.marketingConsent !== undefined) {
    sets.push('marketingConsent = :marketing', 'marketingConsentTimestamp = :marketingAt');
    values[':marketing'] = update.marketingConsent;
    values[':marketingAt'] = update.marketingConsent ? now.toISOString() : null;
  }
  const res = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(caller.sub),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  if (update.displayName !== undefined && update.displayName !== before.displayName) await updateDirectory(before, res.Attributes as ProfileItem);
  return toProfile(res.Attributes as ProfileItem);
}

/** Record a request for more tokens on the profile (the latest replaces an earlier one) and flag it for admins. */
export async function requestTokens(caller: Caller, input: TokenRequestInput, now = new Date()): Promise<{ profile: Profile; request: TokenRequest }> {
  await getProfile(caller, now);
  const request: TokenRequest = { amount: input.amount, reason: input.reason, requestedAt: now.toISOString() };
  const res = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(caller.sub),
      UpdateExpression: 'SET tokenRequestPending = :pending, tokenRequest = :request',
      ExpressionAttributeValues: { ':pending': true, ':request': request },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return { profile: toProfile(res.Attributes as ProfileItem), request };
}

/** The user's latest token request, if they ever made one. */
export async function tokenRequestOf(sub: string): Promise<TokenRequest | null> {
  return (await readItem(sub))?.tokenRequest ?? null;
}
