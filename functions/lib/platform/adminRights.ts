// Admin rights as the server holds them now, not only as the token says: every admin request (reads too) checks the
// caller's profile (the role's mirror and when an admin last changed it) and, when there is no profile, the deletion
// marker; one consistent read, kept for a few seconds in the warm function. A token issued before the role's last
// change, or of a deleted account, is a 401 (the web signs out); a current role that is not admin is a 403, and so is an
// admin whose token does not carry the second factor where the deploy requires it (ADMIN_MFA_REQUIRED): the
// pre-token-generation trigger reads the user's TOTP state from the pool into every token it issues.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { GENERIC, MFA } from '../../contracts/messages';
import type { Role } from '../../contracts/roles';
import { issuedBeforeRoleChange, type Caller } from './caller';
import { db, tableName } from './db';
import { HttpError } from './http';
import { keys } from './keys';
import { accountGone, isDeleted } from './liveness';

/** How long a warm function keeps what it read of a caller: a role change or deletion holds everywhere this long after. */
export const ROLE_RECORD_MS = 5_000;

/**
 * What the server holds of a caller: the account gone (deleted, or being deleted), or the profile's role and when an
 * admin last changed it (epoch ms); neither for an account without a profile yet (its token is all there is).
 */
export type RoleRecord = { gone: true } | { gone: false; role?: Role; changedAt?: number };

/** Admins need a second factor (TOTP, the token's claim: platform/caller): on for every deployed stage and the test stacks. */
export function adminSecondFactorRequired(): boolean {
  return process.env.ADMIN_MFA_REQUIRED === 'true';
}

async function readRecord(sub: string): Promise<RoleRecord> {
  const res = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.profile(sub),
      ProjectionExpression: 'pk, #role, roleChangedAt',
      ExpressionAttributeNames: { '#role': 'role' },
      ConsistentRead: true,
    }),
  );
  const item = res.Item as { role?: Role; roleChangedAt?: string } | undefined;
  if (item) {
    return { gone: false, role: item.role, ...(item.roleChangedAt ? { changedAt: Date.parse(item.roleChangedAt) } : {}) };
  }
  // No profile: erased with its account, or never created (an account made by an administrator that has not called yet).
  return (await isDeleted(sub)) ? { gone: true } : { gone: false };
}

/** A reader of callers' records that keeps each for `windowMs` by `clock` (both given in tests). */
export function roleRecords(clock: () => number = Date.now, windowMs: number = ROLE_RECORD_MS) {
  const kept = new Map<string, { record: RoleRecord; readAt: number }>();
  return async (sub: string): Promise<RoleRecord> => {
    const now = clock();
    const hit = kept.get(sub);
    if (hit && now - hit.readAt < windowMs) return hit.record;
    const record = await readRecord(sub);
    kept.set(sub, { record, readAt: now });
    return record;
  };
}

const warm = roleRecords();

/** Whether the caller's admin token still gives admin rights: 'admin', or how it is refused. */
export async function adminStanding(
  caller: Caller,
  read: (sub: string) => Promise<RoleRecord> = warm,
  secondFactorRequired: boolean = adminSecondFactorRequired(),
): Promise<'admin' | 'signed-out' | 'forbidden' | 'no-second-factor'> {
  if (caller.role !== 'admin') return 'forbidden';
  const record = await read(caller.sub);
  if (record.gone) return 'signed-out';
  if (record.changedAt !== undefined && record.role && issuedBeforeRoleChange(caller, { at: record.changedAt, role: record.role })) return 'signed-out';
  if (record.role !== undefined && record.role !== 'admin') return 'forbidden';
  if (secondFactorRequired && !caller.secondFactor) return 'no-second-factor';
  return 'admin';
}

/**
 * Refuse a caller without admin rights now: 401 for a token of a deleted account or from before a role change, else
 * 403 (saying so when only the second factor is missing).
 */
export async function assertAdmin(caller: Caller): Promise<void> {
  const standing = await adminStanding(caller);
  if (standing === 'signed-out') throw accountGone();
  if (standing === 'forbidden') throw new HttpError(403, 'Forbidden', GENERIC.forbidden);
  if (standing === 'no-second-factor') throw new HttpError(403, 'Forbidden', MFA.adminNeedsSecondFactor);
}

/** Whether the caller has admin rights now (an admin's power on a route open to users). */
export async function isAdminNow(caller: Caller): Promise<boolean> {
  return (await adminStanding(caller)) === 'admin';
}
