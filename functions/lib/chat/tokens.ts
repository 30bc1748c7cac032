// Token accounting: before the model is called, one conditional update reserves what the send may cost at most
// (never more than the balance); afterwards the unused part is refunded. A send that finds less than a reply's
// minimum charge to reserve is a 402 and makes no model call, and no number of concurrent sends can take the balance
// below zero. A settlement named by its operation leaves a mark on the profile in the same update, so settling it
// again (a retried send) changes nothing; the mark is cleared once the operation's answer is stored.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CHAT } from '../../contracts/messages';
import { conditionally, db, tableName } from '../platform/db';
import { keys } from '../platform/keys';
import { accountGone } from '../platform/liveness';
import { DomainError } from '../platform/outcomes';

export const tokenLimitReached = () => new DomainError('no-tokens', CHAT.tokenLimitReached);

/** Concurrent sends may each take part of the balance between our read and our update: this many reads at most. */
const RESERVE_ATTEMPTS = 5;

export interface Reservation {
  sub: string;
  /** Tokens held for this send. */
  reserved: number;
  /** The balance once they were taken. */
  balanceAfter: number;
}

async function currentBalance(sub: string): Promise<number> {
  const res = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.profile(sub), ProjectionExpression: 'tokenBalance', ConsistentRead: true }),
  );
  return (res.Item?.tokenBalance as number | undefined) ?? 0;
}

/**
 * Holds up to `atMost` tokens of the balance, as much as is there: `balance` is the caller's last read of it (the
 * profile), re-read when a concurrent send took some first. Less than `atLeast` left to hold is a 402.
 */
export async function reserveTokens(sub: string, balance: number, atMost: number, atLeast = 1): Promise<Reservation> {
  let known = balance;
  for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt += 1) {
    const reserved = Math.min(atMost, known);
    if (reserved < Math.max(1, atLeast)) throw tokenLimitReached();
    const res = await conditionally(() =>
      db.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.profile(sub),
          UpdateExpression: 'SET tokenBalance = tokenBalance - :reserved',
          ConditionExpression: 'attribute_exists(pk) AND tokenBalance >= :reserved',
          ExpressionAttributeValues: { ':reserved': reserved },
          ReturnValues: 'UPDATED_NEW',
        }),
      ),
    );
    if (res) return { sub, reserved, balanceAfter: res.Attributes?.tokenBalance as number };
    known = await currentBalance(sub);
  }
  throw tokenLimitReached();
}

/**
 * Charges `cost` of a reservation (never more than was reserved) and gives the rest back. Returns what was charged
 * and the balance after the refund. A send that failed settles with a cost of 0. An account deleted during the send is
 * a 401 (as for any write of a deleted account), never a 500.
 */
export async function settleTokens(reservation: Reservation, cost: number, settlement?: string): Promise<{ charged: number; balance: number }> {
  const charged = Math.min(Math.max(0, cost), reservation.reserved);
  const refund = reservation.reserved - charged;
  if (refund === 0) return { charged, balance: reservation.balanceAfter };
  const mark = settlement ? { names: { '#mark': settlementMark(settlement) }, values: { ':charged': charged } } : undefined;
  const res = await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(reservation.sub),
        UpdateExpression: mark ? 'ADD tokenBalance :refund SET #mark = :charged' : 'ADD tokenBalance :refund',
        ConditionExpression: mark ? 'attribute_exists(pk) AND attribute_not_exists(#mark)' : 'attribute_exists(pk)',
        ...(mark ? { ExpressionAttributeNames: mark.names } : {}),
        ExpressionAttributeValues: { ':refund': refund, ...mark?.values },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
  );
  if (res) return { charged, balance: res.Attributes?.tokenBalance as number };
  const profile = settlement ? (await db.send(new GetCommand({ TableName: tableName(), Key: keys.profile(reservation.sub), ConsistentRead: true }))).Item : undefined;
  // Settled before (a retry): as it was then, at today's balance.
  if (profile && settlement && profile[settlementMark(settlement)] !== undefined) return { charged: profile[settlementMark(settlement)] as number, balance: profile.tokenBalance as number };
  // No profile to refund to: it went during the send (the account was deleted), so there is nothing to save either.
  throw accountGone();
}

const settlementMark = (settlement: string) => `settled:${settlement}`;

/** Forgets a settlement's mark once nothing can settle it again (its operation's answer is stored for replay). */
export async function clearSettlement(sub: string, settlement: string): Promise<void> {
  await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(sub),
        UpdateExpression: 'REMOVE #mark',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#mark': settlementMark(settlement) },
      }),
    ),
  );
}
