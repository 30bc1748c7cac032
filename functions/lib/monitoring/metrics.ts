// One metric record per model call (endpoint, response time, success, error type, model, tokens, timestamp, and for a
// consultant's answer the safety triage's outcome, never the message), kept 7 days and keyed by day then time so monitoring reads a period with a Query: pk METRICS#yyyy-mm-dd, sk timestamp#id.
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TriageOutcome } from '../consultant';
import { db, tableName } from '../platform/db';
import { keys, METRIC_RETENTION_SECONDS } from '../platform/keys';
import { logger } from '../platform/logger';

export interface ModelCallMetric {
  endpoint: string;
  /** Milliseconds from the call to its answer or final failure, retries included. */
  responseTime: number;
  success: boolean;
  errorType: string | null;
  model: string;
  tokens: number;
  /** ISO time the call started. */
  timestamp: string;
  /** A consultant's answer: what the safety triage decided for the question (emergency, risky plan or none). */
  triage?: TriageOutcome;
}

/** Writes the record; a failure to write is logged and never fails the user's request. */
export async function recordModelCall(metric: ModelCallMetric): Promise<void> {
  const expiresAt = Math.floor(Date.parse(metric.timestamp) / 1000) + METRIC_RETENTION_SECONDS;
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.modelCallMetric(metric.timestamp, randomUUID()), type: 'model-call', ...metric, expiresAt },
      }),
    );
  } catch (error) {
    logger.error('Could not record the model-call metric', { error: error as Error, metric });
  }
}
