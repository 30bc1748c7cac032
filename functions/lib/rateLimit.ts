// Per-client request budgets for public endpoints: one counter item per client whose window opens at its first hit,
// kept with conditional writes only (no transactions), expiring through the table's TTL.
import { createHash } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GENERIC } from '../contracts/messages';
import { conditionally, db, tableName } from './db';
import { HttpError, type ApiEvent } from './http';
import { keys } from './keys';

export interface Budget {
  limit: number;
  windowSeconds: number;
}

/**
 * The client a public request comes from: the address API Gateway saw. Stored only as a hash, and only for the
 * length of a window.
 */
export function clientOf(event: ApiEvent): string {
  const address = event.requestContext.http.sourceIp || 'unknown';
  return createHash('sha256').update(address).digest('base64url').slice(0, 22);
}

/**
 * Count one request of `client` against its budget in `scope`; false when the budget is spent. Usually one write:
 * count within the open window; otherwise open a new window; if a concurrent request opened it first, count again.
 */
export async function spend(scope: string, client: string, budget: Budget, now = new Date()): Promise<boolean> {
  const key = keys.rateCounter(scope, client);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const count = async () =>
    undefined !==
    (await conditionally(() =>
      db.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET hits = hits + :one',
          ConditionExpression: 'windowEndsAt > :now AND hits < :limit',
          ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds, ':limit': budget.limit },
        }),
      ),
    ));
  if (await count()) return true;
  const windowEndsAt = nowSeconds + budget.windowSeconds;
  const opened = await conditionally(() =>
    db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, hits: 1, windowEndsAt, expiresAt: windowEndsAt },
        ConditionExpression: 'attribute_not_exists(pk) OR windowEndsAt <= :now',
        ExpressionAttributeValues: { ':now': nowSeconds },
      }),
    ),
  );
  return opened !== undefined || count();
}

/** Spend one request of the caller's budget or refuse it with 429. */
export async function throttle(scope: string, event: ApiEvent, budget: Budget, message: string = GENERIC.tooManyRequests): Promise<void> {
  if (!(await spend(scope, clientOf(event), budget))) throw new HttpError(429, 'TooManyRequests', message);
}
