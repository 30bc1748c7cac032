// The errors the web reports, grouped by a fingerprint of their message and top stack frame: at most 50 groups (the
// least recently seen goes first) of which each keeps its latest 20 occurrences and its full count, written by atomic
// updates only (concurrent reports of one error all count). Each group has a status an admin sets (Unresolved, Resolved,
// Ignored); a resolved group that has a new error comes back as a regression. Reports are scrubbed of what could
// identify a person or open a session (e-mail addresses, tokens, query strings) before storing.
import { createHash } from 'node:crypto';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ClientErrorReport } from '../../contracts/clientError';
import { ERROR_PANEL } from '../../contracts/messages';
import type { ClientErrorOccurrence, ClientErrorRecord, ClientErrorStats, ClientErrorsReply, ErrorGroupChange, ErrorGroupState, ErrorGroupStatus } from '../../contracts/monitoring';
import { ERROR_HISTORY } from '../../contracts/monitoring';
import { batchWrite, conditionally, db, deleteRequest, queryAll, tableName } from '../platform/db';
import { keys } from '../platform/keys';
import { notFound } from '../platform/outcomes';

/** How long a group is kept after its latest occurrence. */
const RETENTION_SECONDS = 30 * 24 * 60 * 60;

/** Every attribute a report writes, by name (some, such as count, are words DynamoDB reserves). */
const NAMES = {
  '#count': 'count',
  '#fingerprint': 'fingerprint',
  '#kind': 'kind',
  '#message': 'message',
  '#stack': 'stack',
  '#first': 'firstOccurrence',
  '#last': 'lastOccurrence',
  '#metadata': 'metadata',
  '#expiresAt': 'expiresAt',
  '#recent': 'recent',
} as const;

/** The status attributes, by name (status is a word DynamoDB reserves). */
const STATUS_NAMES = { '#status': 'status', '#statusChangedAt': 'statusChangedAt', '#regressedAt': 'regressedAt' } as const;

/** A group's status as stored: a group never changed has none (Unresolved). */
interface StoredState {
  status?: ErrorGroupStatus;
  statusChangedAt?: string;
  regressedAt?: string;
}

/** The status a stored group has (a group never changed is Unresolved, never a regression). */
export function stateOf(group: StoredState): ErrorGroupState {
  return { status: group.status ?? 'unresolved', statusChangedAt: group.statusChangedAt ?? null, regressedAt: group.regressedAt ?? null };
}

/**
 * The regression rule: what a new error at `at` makes of its group's status. A resolved group comes back Unresolved,
 * as a regression since `at`; an unresolved group (a regression too) or an ignored one stays as it is.
 */
export function stateAfterOccurrence(state: ErrorGroupState, at: string): ErrorGroupState {
  return state.status === 'resolved' ? { status: 'unresolved', statusChangedAt: at, regressedAt: at } : state;
}

/** An admin's change: the status chosen, from `at`; a regression ends with it (the admin has seen it). */
export function stateAfterChange(status: ErrorGroupStatus, at: string): ErrorGroupState {
  return { status, statusChangedAt: at, regressedAt: null };
}

/** Text without e-mail addresses, bearer tokens, JWTs or URL query strings and fragments. */
export function scrub(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
    .replace(/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [token]')
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]')
    .replace(/(https?:\/\/[^\s?#)]*)[?#][^\s):]*/g, '$1');
}

/** The first frame of a stack (V8's "at ..." or Firefox's and Safari's "fn@url:line:col"), or '' when there is none. */
export function topFrame(stack: string): string {
  const frame = stack.split('\n').find((line) => /^\s*at\s/.test(line) || /@\S+:\d+/.test(line));
  return frame?.trim() ?? '';
}

/** The group an error belongs to: its message and top stack frame. */
export function fingerprint(message: string, stack: string): string {
  return createHash('sha256').update(`${message}\n${topFrame(stack)}`).digest('base64url').slice(0, 22);
}

/** The group a report belongs to, whether or not it is stored. */
export function reportFingerprint(report: ClientErrorReport): string {
  return fingerprint(scrub(report.message), scrub(report.stack ?? ''));
}

/** The report's context as one short line: kind, page, release, browser and, for a failed call, the call. */
function metadataOf(report: ClientErrorReport): string {
  const api = report.api ? { api: `${report.api.method} ${scrub(report.api.path)} ${report.api.status}` } : {};
  return JSON.stringify({ kind: report.kind, route: scrub(report.route), ...api, release: report.release, browser: report.browser });
}

interface StoredGroup extends Omit<ClientErrorRecord, 'occurrences' | keyof ErrorGroupState>, StoredState {
  expiresAt: number;
  /** The latest occurrences, each in the slot its count names (count - 1, modulo 20): a ring that concurrent reports fill apart. */
  recent?: Record<string, ClientErrorOccurrence>;
}

/** A group's occurrences, oldest first. */
function occurrencesOf(group: StoredGroup): ClientErrorOccurrence[] {
  return Object.values(group.recent ?? {}).sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/**
 * Keeps at most 50 groups: removes the least recently seen beyond that. Run after a group is created, on a consistent
 * read, so the last of any number of concurrent creations sees them all.
 */
async function trimGroups(now: Date): Promise<void> {
  const groups = await liveGroups(now, { projection: 'sk, lastOccurrence, expiresAt', consistent: true });
  const excess = groups.length - ERROR_HISTORY.distinct;
  if (excess <= 0) return;
  groups.sort((a, b) => a.lastOccurrence.localeCompare(b.lastOccurrence));
  await batchWrite(groups.slice(0, excess).map((g) => deleteRequest(keys.clientError(g.sk.slice('ERROR#'.length)))));
}

/**
 * Records one occurrence of a reported error in its group; answers the group's fingerprint. Two atomic updates, so
 * concurrent reports of one error never conflict: the first counts the occurrence (creating the group, or renewing one
 * whose retention has passed), the second stores it in the ring slot its count names.
 */
export async function recordClientError(report: ClientErrorReport, now = new Date()): Promise<string> {
  const message = scrub(report.message);
  const stack = scrub(report.stack ?? '');
  const id = fingerprint(message, stack);
  const key = keys.clientError(id);
  const timestamp = now.toISOString();
  const occurrence: ClientErrorOccurrence = { timestamp, metadata: metadataOf(report) };
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const count = (condition: boolean) =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression:
          'ADD #count :one SET #fingerprint = :id, #kind = :kind, #message = :message, #stack = :stack, #first = if_not_exists(#first, :at), #last = :at, #metadata = :metadata, #expiresAt = :expiresAt, #recent = if_not_exists(#recent, :none)',
        ...(condition ? { ConditionExpression: 'attribute_not_exists(pk) OR #expiresAt > :now' } : {}),
        ExpressionAttributeNames: NAMES,
        ExpressionAttributeValues: {
          ':one': 1,
          ':id': id,
          ':kind': report.kind,
          ':message': message,
          ':stack': stack,
          ':at': timestamp,
          ':metadata': occurrence.metadata,
          ':expiresAt': nowSeconds + RETENTION_SECONDS,
          ':none': {},
          ...(condition ? { ':now': nowSeconds } : {}),
        },
        // The whole group: its count names the occurrence's slot, its status says whether it comes back.
        ReturnValues: 'ALL_NEW',
      }),
    );
  let counted = await conditionally(() => count(true));
  if (!counted) {
    // The group is past its retention (the table's TTL has not removed it yet): it goes, and the error starts anew.
    await conditionally(() => db.send(new DeleteCommand({ TableName: tableName(), Key: key, ConditionExpression: 'expiresAt <= :now', ExpressionAttributeValues: { ':now': nowSeconds } })));
    counted = await count(false);
  }
  const group = counted.Attributes as StoredGroup;
  const n = group.count;
  await markRegression(key, group, timestamp);
  // A group cleared or trimmed between the two updates keeps nothing of it: the occurrence is dropped.
  await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #recent.#slot = :occurrence',
        ConditionExpression: 'attribute_exists(#recent)',
        ExpressionAttributeNames: { '#recent': NAMES['#recent'], '#slot': String((n - 1) % ERROR_HISTORY.occurrences) },
        ExpressionAttributeValues: { ':occurrence': occurrence },
      }),
    ),
  );
  if (n === 1) await trimGroups(now);
  return id;
}

/**
 * Applies the regression rule to a group a new error was just counted in. Only if the group is still resolved as it
 * was seen (the same resolution): of concurrent reports the first marks it, and an admin's later change stands.
 */
async function markRegression(key: ReturnType<typeof keys.clientError>, group: StoredGroup, at: string): Promise<void> {
  const before = stateOf(group);
  const after = stateAfterOccurrence(before, at);
  if (after === before) return;
  await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #status = :status, #statusChangedAt = :changedAt, #regressedAt = :regressedAt',
        ConditionExpression: '#status = :resolved AND #statusChangedAt = :seen',
        ExpressionAttributeNames: STATUS_NAMES,
        ExpressionAttributeValues: { ':status': after.status, ':changedAt': after.statusChangedAt, ':regressedAt': after.regressedAt, ':resolved': 'resolved', ':seen': before.statusChangedAt },
      }),
    ),
  );
}

/**
 * An admin's change of a group's status (resolve, ignore, reopen); answers the group's status before and now. A group
 * no longer recorded (cleared, trimmed or past its retention) is not found.
 */
export async function setErrorGroupStatus(fingerprint: string, status: ErrorGroupStatus, now = new Date()): Promise<ErrorGroupChange> {
  const state = stateAfterChange(status, now.toISOString());
  const res = await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.clientError(fingerprint),
        UpdateExpression: 'SET #status = :status, #statusChangedAt = :changedAt REMOVE #regressedAt',
        ConditionExpression: 'attribute_exists(pk) AND #expiresAt > :now',
        ExpressionAttributeNames: { ...STATUS_NAMES, '#expiresAt': NAMES['#expiresAt'] },
        ExpressionAttributeValues: { ':status': state.status, ':changedAt': state.statusChangedAt, ':now': Math.floor(now.getTime() / 1000) },
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  if (!res) throw notFound(ERROR_PANEL.groupNotFound);
  return { fingerprint, previous: stateOf(res.Attributes as StoredState).status, ...state };
}

async function liveGroups<T = StoredGroup & { sk: string }>(now: Date, { projection, consistent = false }: { projection?: string; consistent?: boolean } = {}): Promise<T[]> {
  const items = await queryAll<StoredGroup & { sk: string }>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.clientErrors },
    ConsistentRead: consistent,
    ...(projection ? { ProjectionExpression: projection } : {}),
  });
  return items.filter((g) => g.expiresAt > now.getTime() / 1000) as T[];
}

/** The panel's statistics: every occurrence, the groups, and the most frequent message with its count. */
export function errorStats(groups: readonly ClientErrorRecord[]): ClientErrorStats {
  const top = groups.reduce<ClientErrorRecord | undefined>((best, g) => (!best || g.count > best.count ? g : best), undefined);
  return {
    totalErrors: groups.reduce((n, g) => n + g.count, 0),
    uniqueErrors: groups.length,
    mostFrequent: top ? { message: top.message, count: top.count } : null,
  };
}

/** The groups by latest occurrence (at most 50) and their statistics. */
export async function listClientErrors(now = new Date()): Promise<ClientErrorsReply> {
  const groups = (await liveGroups(now))
    .map((group): ClientErrorRecord => {
      const { fingerprint, kind, message, stack, count, firstOccurrence, lastOccurrence, metadata } = group;
      return { fingerprint, kind, message, stack, count, firstOccurrence, lastOccurrence, metadata, ...stateOf(group), occurrences: occurrencesOf(group) };
    })
    .sort((a, b) => b.lastOccurrence.localeCompare(a.lastOccurrence))
    .slice(0, ERROR_HISTORY.distinct);
  return { errors: groups, stats: errorStats(groups) };
}

/** Clear All: removes every group. */
export async function clearClientErrors(now = new Date()): Promise<number> {
  const groups = await liveGroups(now, { projection: 'sk, expiresAt' });
  await batchWrite(groups.map((g) => deleteRequest(keys.clientError(g.sk.slice('ERROR#'.length)))));
  return groups.length;
}
