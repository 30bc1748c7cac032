// Idempotent operations by client operationId (no transactions: conditional writes on one claim item per user,
// operation and endpoint, kept in the user's partition). A finished operation's answer is replayed for 10 minutes; a
// claim whose function died is taken over after its lease, keeping its start time so the re-run derives the same ids
// and times, and the progress it recorded (what was already done and must not be done twice, such as a paid model
// call); a claim paused after a failure can be taken over at once.
import { createHash, randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionally, db, tableName } from './db';
import { keys } from './keys';
import { logger } from './logger';

export interface Operation {
  sub: string;
  operationId: string;
  endpoint: string;
  /** A hash of the request: the same operationId with another request is refused. */
  fingerprint: string;
}

export type Claim<T, P = unknown> =
  | { status: 'claimed'; token: string; startedAt: Date; progress?: P }
  | { status: 'done'; result: T }
  | { status: 'busy' }
  | { status: 'reused' };

export interface ClaimTimes {
  now: Date;
  /** How long a finished answer is replayed. */
  windowMs: number;
  /** How long a claim is held before another request may take it over (longer than the function's timeout). */
  leaseMs: number;
}

interface OperationItem {
  status: 'pending' | 'done';
  token: string;
  fingerprint: string;
  startedAt: string;
  leaseUntil?: number;
  expiresAt: number;
  result?: unknown;
  progress?: unknown;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** A uuid-shaped id derived from its parts: the same operation always names the same items. */
export function stableId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** Claims the operation, or reports its stored answer, that it is still running, or that its id was reused. */
export async function claimOperation<T, P = unknown>(op: Operation, times: ClaimTimes): Promise<Claim<T, P>> {
  const Key = keys.operation(op.sub, op.operationId, op.endpoint);
  const nowMs = times.now.getTime();
  const token = randomUUID();
  const fresh: OperationItem = {
    status: 'pending',
    token,
    fingerprint: op.fingerprint,
    startedAt: times.now.toISOString(),
    leaseUntil: nowMs + times.leaseMs,
    expiresAt: seconds(nowMs + times.windowMs),
  };
  const claimed = await conditionally(() =>
    db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...Key, type: 'operation', ...fresh },
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
        ExpressionAttributeValues: { ':now': seconds(nowMs) },
      }),
    ),
  );
  if (claimed) return { status: 'claimed', token, startedAt: times.now };
  const existing = (await db.send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }))).Item as OperationItem | undefined;
  if (!existing) return { status: 'busy' };
  if (existing.fingerprint !== op.fingerprint) return { status: 'reused' };
  if (existing.status === 'done') return { status: 'done', result: existing.result as T };
  if ((existing.leaseUntil ?? 0) >= nowMs) return { status: 'busy' };
  const takenOver = await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key,
        UpdateExpression: 'SET #token = :token, leaseUntil = :lease',
        ConditionExpression: '#status = :pending AND #token = :seen',
        ExpressionAttributeNames: { '#token': 'token', '#status': 'status' },
        ExpressionAttributeValues: { ':token': token, ':lease': nowMs + times.leaseMs, ':pending': 'pending', ':seen': existing.token },
      }),
    ),
  );
  return takenOver ? { status: 'claimed', token, startedAt: new Date(existing.startedAt), progress: existing.progress as P | undefined } : { status: 'busy' };
}

/** Records what the claimed operation has done so far; false when the claim was taken over meanwhile. */
export async function recordProgress(op: Operation, token: string, progress: unknown): Promise<boolean> {
  const recorded = await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.operation(op.sub, op.operationId, op.endpoint),
        UpdateExpression: 'SET progress = :progress',
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':progress': progress, ':token': token },
      }),
    ),
  );
  return recorded !== undefined;
}

/** Ends the lease of a failed operation that recorded progress: the same operationId, sent again, resumes it at once. */
export async function pauseOperation(op: Operation, token: string): Promise<void> {
  const paused = await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.operation(op.sub, op.operationId, op.endpoint),
        UpdateExpression: 'SET leaseUntil = :none',
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':none': 0, ':token': token },
      }),
    ),
  );
  if (!paused) logger.warn('Operation claim was already taken over; nothing to pause', { operationId: op.operationId });
}

/** Stores the answer for replay; the window starts when the operation finishes. */
export async function completeOperation(op: Operation, token: string, result: unknown, times: Pick<ClaimTimes, 'now' | 'windowMs'>): Promise<void> {
  const stored = await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.operation(op.sub, op.operationId, op.endpoint),
        UpdateExpression: 'SET #status = :done, #result = :result, expiresAt = :expires REMOVE leaseUntil',
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#status': 'status', '#result': 'result', '#token': 'token' },
        ExpressionAttributeValues: { ':done': 'done', ':result': result, ':expires': seconds(times.now.getTime() + times.windowMs), ':token': token },
      }),
    ),
  );
  if (!stored) logger.warn('Operation was taken over before it completed; its answer is not stored for replay', { operationId: op.operationId });
}

/** Gives up a claim after a refused or failed operation, so the same operationId can be sent again. */
export async function releaseOperation(op: Operation, token: string): Promise<void> {
  const released = await conditionally(() =>
    db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.operation(op.sub, op.operationId, op.endpoint),
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':token': token },
      }),
    ),
  );
  if (!released) logger.warn('Operation claim was already taken over; nothing to release', { operationId: op.operationId });
}
