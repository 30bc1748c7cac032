// One record per API request at the HTTP edge, aggregated: each request adds to its route's bucket for the minute
// (requests, total duration, answers by status class) with one UpdateItem, kept 7 days. Buckets are partitioned by
// hour (REQUESTS#yyyy-mm-ddTHH), so writes spread over the day and a day's read is 25 Queries.
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RequestWindow, RouteRequests } from '../../contracts/monitoring';
import { METRICS, UNRECORDED_ROUTES } from '../../contracts/monitoring';
import { db, tableName } from './db';
import { keys, METRIC_RETENTION_SECONDS } from './keys';
import { logger } from './logger';

/** One minute of one route's requests, as stored. */
export interface RequestBucket {
  minute: string;
  route: string;
  /** The function that answers the route (the catalogue's name). */
  fn?: string;
  requests: number;
  durationMs: number;
  s2xx?: number;
  s3xx?: number;
  s4xx?: number;
  s5xx?: number;
}

/** The function of a record that was not told it (a handler called directly, or a record made before records carried it). */
const UNKNOWN_FUNCTION = 'unknown';

const statusClass = (status: number) => `s${Math.min(5, Math.max(2, Math.floor(status / 100)))}xx`;

/** Adds one request to its bucket; a failure to write is logged and never fails the request. */
export async function recordRequest(route: string, fn: string | undefined, status: number, durationMs: number, now = new Date()): Promise<void> {
  const minute = now.toISOString().slice(0, 16);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.requestBucket(minute, route),
        UpdateExpression: 'SET #route = :route, fn = :fn, #minute = :minute, expiresAt = :expiresAt ADD requests :one, durationMs :ms, #class :one',
        ExpressionAttributeNames: { '#route': 'route', '#minute': 'minute', '#class': statusClass(status) },
        ExpressionAttributeValues: {
          ':route': route,
          ':fn': fn ?? UNKNOWN_FUNCTION,
          ':minute': minute,
          ':expiresAt': Math.floor(now.getTime() / 1000) + METRIC_RETENTION_SECONDS,
          ':one': 1,
          ':ms': Math.round(durationMs),
        },
      }),
    );
  } catch (error) {
    logger.error('Could not record the request metric', { error: error as Error, route, status });
  }
}

/** The buckets of the last 24 hours (the current hour's included), oldest hour first. */
export async function requestBuckets(now = new Date()): Promise<RequestBucket[]> {
  const hours = Array.from({ length: 25 }, (_, i) => new Date(now.getTime() - (24 - i) * METRICS.hourMs).toISOString().slice(0, 13));
  const pages = await Promise.all(
    hours.map((hour) =>
      db.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.requestHour(hour) },
        }),
      ),
    ),
  );
  return pages.flatMap((p) => (p.Items ?? []) as RequestBucket[]);
}

/** The totals of a set of buckets. */
export function requestWindow(buckets: RequestBucket[]): RequestWindow {
  const total = buckets.reduce((n, b) => n + b.requests, 0);
  const ms = buckets.reduce((n, b) => n + b.durationMs, 0);
  return {
    total,
    serverErrors: buckets.reduce((n, b) => n + (b.s5xx ?? 0), 0),
    clientErrors: buckets.reduce((n, b) => n + (b.s4xx ?? 0), 0),
    averageMs: total ? Math.round(ms / total) : null,
  };
}

/** A route of the catalogue as the route table lists it: its key ('POST /api/leads') and the function that answers it. */
export interface CatalogueRoute {
  route: string;
  fn: string;
}

/**
 * The last hour and the last 24 hours of requests, and each route's last 24 hours (busiest first): every route of
 * `catalogue` (a route without requests as a row of zeros), and any other route that has buckets.
 */
export function requestSummary(buckets: RequestBucket[], now = new Date(), catalogue: readonly CatalogueRoute[] = []) {
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString().slice(0, 16);
  const day = buckets.filter((b) => b.minute >= since(METRICS.dayMs));
  const hour = day.filter((b) => b.minute >= since(METRICS.hourMs));
  const byRoute = new Map<string, RequestBucket[]>();
  for (const { route } of catalogue) if (!UNRECORDED_ROUTES.includes(route)) byRoute.set(route, []);
  for (const b of day) byRoute.set(b.route, [...(byRoute.get(b.route) ?? []), b]);
  const fnOf = new Map(catalogue.map((r) => [r.route, r.fn]));
  const routes: RouteRequests[] = [...byRoute].map(([route, list]) => ({ route, fn: list.find((b) => b.fn)?.fn ?? fnOf.get(route) ?? UNKNOWN_FUNCTION, ...requestWindow(list) }));
  routes.sort((a, b) => b.total - a.total || a.route.localeCompare(b.route));
  return { lastHour: requestWindow(hour), last24Hours: requestWindow(day), routes };
}
