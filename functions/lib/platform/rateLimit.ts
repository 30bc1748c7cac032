// Request budgets: one counter item per scope and subject (a client's address, a caller, a provider, or all clients
// together for an anonymous write's ceiling) whose window opens at its first hit, kept with conditional writes only (no
// transactions), expiring through the table's TTL; a spent one is a 429 with Retry-After. The same counter holds a
// caller's open streams: one spent as a stream opens, given back as it ends.
import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionally, db, tableName } from './db';
import { tooManyRequests, VIEWER_ADDRESS_HEADER, type ApiEvent } from './http';
import { keys } from './keys';
import { OPEN_STREAMS_LIMIT, PUBLIC_SOURCE_LIMIT, type Budget, type Limit } from './limits';

/** A subject as its counter stores it: a hash, so no counter holds an address, a user id or a provider id. */
export function subjectHash(subject: string): string {
  return createHash('sha256').update(subject).digest('base64url').slice(0, 22);
}

/**
 * The address a request comes from: the viewer's as CloudFront reports it (without its port; the edge refuses requests
 * that did not come through CloudFront), else the one API Gateway saw (a request straight to a handler).
 */
export function sourceOf(event: ApiEvent): string {
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER]?.trim().replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  return viewer || event.requestContext.http.sourceIp || 'unknown';
}

/** The client a public request comes from: its source, stored only as a hash, and only for the length of a window. */
export function clientOf(event: ApiEvent): string {
  return subjectHash(sourceOf(event));
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
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET hits = :one, windowEndsAt = :ends, expiresAt = :ends',
        ConditionExpression: 'attribute_not_exists(pk) OR windowEndsAt <= :now',
        ExpressionAttributeValues: { ':one': 1, ':ends': windowEndsAt, ':now': nowSeconds },
      }),
    ),
  );
  return opened !== undefined || count();
}

/** Give one back to `subject`'s budget in `scope` while its window is open (a stream that ended); nothing once it closed. */
export async function giveBack(scope: string, subject: string, now = new Date()): Promise<void> {
  await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateCounter(scope, subjectHash(subject)),
        UpdateExpression: 'SET hits = hits - :one',
        ConditionExpression: 'windowEndsAt > :now AND hits > :zero',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':now': Math.floor(now.getTime() / 1000) },
      }),
    ),
  );
}

/** Spend one request of `subject`'s budget in `scope`, or refuse it with 429 and the limit's message. */
export async function enforce(scope: string, subject: string, limit: Limit): Promise<void> {
  if (!(await spend(scope, subjectHash(subject), limit))) throw tooManyRequests(limit.message, limit.windowSeconds);
}

/** Spend one request of the client's budget (its address) or refuse it with 429. */
export async function throttle(scope: string, event: ApiEvent, limit: Limit): Promise<void> {
  if (!(await spend(scope, clientOf(event), limit))) throw tooManyRequests(limit.message, limit.windowSeconds);
}

/** Spend one request of the source's budget on the public routes together (the edge calls it), or refuse it with 429. */
export function throttleSource(event: ApiEvent): Promise<void> {
  return throttle('source', event, PUBLIC_SOURCE_LIMIT);
}

/**
 * Open a stream for `subject` within their open streams (OPEN_STREAMS_LIMIT, or a 429): one is taken before `open` runs
 * and given back when the stream's pieces end, however they end (or at once when it does not open).
 */
export async function withinOpenStreams<T>(subject: string, open: () => Promise<AsyncIterable<T>>): Promise<AsyncIterable<T>> {
  await enforce('open streams', subject, OPEN_STREAMS_LIMIT);
  const close = () => giveBack('open streams', subject);
  let pieces: AsyncIterable<T>;
  try {
    pieces = await open();
  } catch (error) {
    await close();
    throw error;
  }
  return (async function* () {
    try {
      yield* pieces;
    } finally {
      await close();
    }
  })();
}

/** The subject of a scope's ceiling: every client together (a client's subject is a 22-character hash, never this). */
export const ALL_CLIENTS = 'all';

/** Spend one request of all clients' budget together in `scope` (after the client's own): false once it is spent. */
export function withinCeiling(scope: string, ceiling: Budget): Promise<boolean> {
  return spend(scope, ALL_CLIENTS, ceiling);
}

/** Spend one request of all clients' budget together in `scope`, or refuse it with 429 and the ceiling's message. */
export async function enforceCeiling(scope: string, ceiling: Limit): Promise<void> {
  if (!(await withinCeiling(scope, ceiling))) throw tooManyRequests(ceiling.message, ceiling.windowSeconds);
}
