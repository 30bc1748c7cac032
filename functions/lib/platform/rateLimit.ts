// Request budgets: one counter item per scope and subject (a client's address, a caller, a provider, or all clients
// together for an anonymous write's ceiling) whose window opens at its first hit, kept with conditional writes only (no
// transactions), expiring through the table's TTL.
import { createHash } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionally, db, tableName } from './db';
import { HttpError, type ApiEvent } from './http';
import { keys } from './keys';
import type { Budget, Limit } from './limits';

/** A subject as its counter stores it: a hash, so no counter holds an address, a user id or a provider id. */
export function subjectHash(subject: string): string {
  return createHash('sha256').update(subject).digest('base64url').slice(0, 22);
}

/**
 * The client a public request comes from: the address API Gateway saw. Stored only as a hash, and only for the
 * length of a window.
 */
export function clientOf(event: ApiEvent): string {
  return subjectHash(event.requestContext.http.sourceIp || 'unknown');
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

/** Spend one request of `subject`'s budget in `scope`, or refuse it with 429 and the limit's message. */
export async function enforce(scope: string, subject: string, limit: Limit): Promise<void> {
  if (!(await spend(scope, subjectHash(subject), limit))) throw new HttpError(429, 'TooManyRequests', limit.message);
}

/** Spend one request of the client's budget (its address) or refuse it with 429. */
export async function throttle(scope: string, event: ApiEvent, limit: Limit): Promise<void> {
  if (!(await spend(scope, clientOf(event), limit))) throw new HttpError(429, 'TooManyRequests', limit.message);
}

/** The subject of a scope's ceiling: every client together (a client's subject is a 22-character hash, never this). */
export const ALL_CLIENTS = 'all';

/** Spend one request of all clients' budget together in `scope` (after the client's own): false once it is spent. */
export function withinCeiling(scope: string, ceiling: Budget): Promise<boolean> {
  return spend(scope, ALL_CLIENTS, ceiling);
}

/** Spend one request of all clients' budget together in `scope`, or refuse it with 429 and the ceiling's message. */
export async function enforceCeiling(scope: string, ceiling: Limit): Promise<void> {
  if (!(await withinCeiling(scope, ceiling))) throw new HttpError(429, 'TooManyRequests', ceiling.message);
}
