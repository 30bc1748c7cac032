// The monitoring page's figures from what the servers record: the model calls of the last 24 hours (at most 500,
// newest first) with the spec's aggregates (success rate, averages of successes only, windows of 1 h and 24 h, the
// chart's last 20 points, token usage), the circuit breaker's state as the calls show it, and the requests at the edge.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BreakerState, MetricPoint, MetricWindow, MonitoringMetrics } from '../../contracts/monitoring';
import { METRICS } from '../../contracts/monitoring';
import { AI_BREAKER } from '../../contracts/resilience';
import { db, tableName } from '../platform/db';
import { keys } from '../platform/keys';
import type { ModelCallMetric } from './metrics';
import { requestBuckets, requestSummary, type CatalogueRoute } from '../platform/requestMetrics';

/** The aggregates of a set of model calls: the average response time is of successes only. */
export function metricWindow(records: readonly ModelCallMetric[]): MetricWindow {
  const successes = records.filter((r) => r.success);
  return {
    totalRequests: records.length,
    successfulRequests: successes.length,
    failedRequests: records.length - successes.length,
    averageResponseTime: successes.length ? Math.round(successes.reduce((n, r) => n + r.responseTime, 0) / successes.length) : null,
    tokenUsage: records.reduce((n, r) => n + r.tokens, 0),
  };
}

/**
 * The AI circuit breaker's state as the calls show it (newest first): open once the latest calls are 3 failures in a
 * row (calls refused by the open circuit do not count as new failures), half-open 30 s after the last of them, closed
 * after a success. Each warm consultant holds its own breaker; this is the service's view across them.
 */
export function breakerState(newestFirst: readonly ModelCallMetric[], now = new Date()): BreakerState {
  const failures: ModelCallMetric[] = [];
  for (const r of newestFirst) {
    if (r.success) break;
    if (r.errorType !== 'circuit-open') failures.push(r);
  }
  if (failures.length < AI_BREAKER.failureThreshold) return 'closed';
  const openedAt = Date.parse(failures[0].timestamp) + failures[0].responseTime;
  return now.getTime() - openedAt < AI_BREAKER.resetAfterMs ? 'open' : 'half-open';
}

/** The chart's points: the latest 20 calls, oldest first. */
export function recentPoints(newestFirst: readonly ModelCallMetric[]): MetricPoint[] {
  return newestFirst
    .slice(0, METRICS.chartPoints)
    .reverse()
    .map(({ timestamp, responseTime, success, endpoint }) => ({ timestamp, responseTime, success, endpoint }));
}

/** Every figure of the API Performance card from the calls of the last 24 hours (newest first). */
export function modelCallSummary(newestFirst: readonly ModelCallMetric[], now = new Date()) {
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const day = newestFirst.filter((r) => r.timestamp >= since(METRICS.dayMs)).slice(0, METRICS.maxRecords);
  const hour = day.filter((r) => r.timestamp >= since(METRICS.hourMs));
  return {
    ...metricWindow(day),
    last24Hours: metricWindow(day),
    lastHour: metricWindow(hour),
    recentData: recentPoints(day),
    circuitBreakerState: breakerState(day, now),
  };
}

/** The model calls of the last 24 hours, newest first, at most 500 (today's and yesterday's day partitions). */
export async function recentModelCalls(now = new Date()): Promise<ModelCallMetric[]> {
  const since = new Date(now.getTime() - METRICS.dayMs).toISOString();
  const records: ModelCallMetric[] = [];
  for (const day of [now.toISOString(), since]) {
    const { pk } = keys.modelCallMetric(day, '');
    if (records.length >= METRICS.maxRecords || (day === since && since.slice(0, 10) === now.toISOString().slice(0, 10))) break;
    const res = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk >= :since',
        ExpressionAttributeValues: { ':pk': pk, ':since': since },
        ScanIndexForward: false,
        Limit: METRICS.maxRecords - records.length,
      }),
    );
    records.push(...((res.Items ?? []) as ModelCallMetric[]));
  }
  return records;
}

/** The whole metrics reply: the model calls and the requests at the edge, a row for each route of `catalogue`. */
export async function monitoringMetrics(catalogue: readonly CatalogueRoute[], now = new Date()): Promise<MonitoringMetrics> {
  const [calls, buckets] = await Promise.all([recentModelCalls(now), requestBuckets(now)]);
  return { ...modelCallSummary(calls, now), requests: requestSummary(buckets, now, catalogue), generatedAt: now.toISOString() };
}
