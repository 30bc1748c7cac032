// The errors the web reports, grouped by a fingerprint of their message and top stack frame: at most 50 groups (the
// least recently seen goes first) of which each keeps its latest 20 occurrences and its full count. Reports are
// scrubbed of what could identify a person or open a session (e-mail addresses, tokens, query strings) before storing.
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ClientErrorReport } from '../contracts/clientError';
import type { ClientErrorRecord, ClientErrorStats, ClientErrorsReply } from '../contracts/monitoring';
import { ERROR_HISTORY } from '../contracts/monitoring';
import { batchWrite, conditionally, db, deleteRequest, queryAll, tableName } from './db';
import { keys } from './keys';

/** How long a group is kept after its latest occurrence. */
const RETENTION_SECONDS = 30 * 24 * 60 * 60;
/** Attempts at a conditional write that lost a race with a concurrent report of the same error. */
const ATTEMPTS = 5;

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

/** The report's context as one short line: kind, page, release, browser and, for a failed call, the call. */
function metadataOf(report: ClientErrorReport): string {
  const api = report.api ? { api: `${report.api.method} ${scrub(report.api.path)} ${report.api.status}` } : {};
  return JSON.stringify({ kind: report.kind, route: scrub(report.route), ...api, release: report.release, browser: report.browser });
}

interface StoredGroup extends ClientErrorRecord {
  expiresAt: number;
}

/** Makes room for a new group: removes the least recently seen ones beyond 49. */
async function makeRoom(now: Date): Promise<void> {
  const groups = await liveGroups(now, 'sk, lastOccurrence, expiresAt');
  const excess = groups.length - (ERROR_HISTORY.distinct - 1);
  if (excess <= 0) return;
  groups.sort((a, b) => a.lastOccurrence.localeCompare(b.lastOccurrence));
  await batchWrite(groups.slice(0, excess).map((g) => deleteRequest(keys.clientError(g.sk.slice('ERROR#'.length)))));
}

/** Records one occurrence of a reported error in its group; answers the group's fingerprint. */
export async function recordClientError(report: ClientErrorReport, now = new Date()): Promise<string> {
  const message = scrub(report.message);
  const stack = scrub(report.stack ?? '');
  const id = fingerprint(message, stack);
  const key = keys.clientError(id);
  const timestamp = now.toISOString();
  const occurrence = { timestamp, metadata: metadataOf(report) };
  const expiresAt = Math.floor(now.getTime() / 1000) + RETENTION_SECONDS;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    const group = Item as StoredGroup | undefined;
    if (group && group.expiresAt > now.getTime() / 1000) {
      const updated: StoredGroup = {
        ...group,
        count: group.count + 1,
        lastOccurrence: timestamp,
        metadata: occurrence.metadata,
        occurrences: [...group.occurrences, occurrence].slice(-ERROR_HISTORY.occurrences),
        expiresAt,
      };
      const put = new PutCommand({ TableName: tableName(), Item: updated, ConditionExpression: '#count = :count', ExpressionAttributeNames: { '#count': 'count' }, ExpressionAttributeValues: { ':count': group.count } });
      if (await conditionally(() => db.send(put))) return id;
      continue;
    }
    await makeRoom(now);
    const created: StoredGroup & typeof key = {
      ...key,
      fingerprint: id,
      kind: report.kind,
      message,
      stack,
      count: 1,
      firstOccurrence: timestamp,
      lastOccurrence: timestamp,
      metadata: occurrence.metadata,
      occurrences: [occurrence],
      expiresAt,
    };
    const put = group
      ? new PutCommand({ TableName: tableName(), Item: created, ConditionExpression: 'expiresAt = :was', ExpressionAttributeValues: { ':was': group.expiresAt } })
      : new PutCommand({ TableName: tableName(), Item: created, ConditionExpression: 'attribute_not_exists(pk)' });
    if (await conditionally(() => db.send(put))) return id;
  }
  throw new Error('Could not record the client error: too many concurrent reports of it');
}

async function liveGroups<T = StoredGroup & { sk: string }>(now: Date, projection?: string): Promise<T[]> {
  const items = await queryAll<StoredGroup & { sk: string }>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.clientErrors },
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
    .map(({ fingerprint, kind, message, stack, count, firstOccurrence, lastOccurrence, metadata, occurrences }): ClientErrorRecord => ({
      fingerprint,
      kind,
      message,
      stack,
      count,
      firstOccurrence,
      lastOccurrence,
      metadata,
      occurrences,
    }))
    .sort((a, b) => b.lastOccurrence.localeCompare(a.lastOccurrence))
    .slice(0, ERROR_HISTORY.distinct);
  return { errors: groups, stats: errorStats(groups) };
}

/** Clear All: removes every group. */
export async function clearClientErrors(now = new Date()): Promise<number> {
  const groups = await liveGroups(now, 'sk, expiresAt');
  await batchWrite(groups.map((g) => deleteRequest(keys.clientError(g.sk.slice('ERROR#'.length)))));
  return groups.length;
}
