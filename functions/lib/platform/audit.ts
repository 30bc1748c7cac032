// The audit trail of the admin console: one record per admin write (who, what, on what, when, what changed), kept a
// year. lib/platform/http writes it for every admin route that is not a GET, after the write succeeded; nothing else does.
// The Audit Log reads it newest first (listAudit): by month on the table's keys, or by admin (gsi1) or by action (gsi2),
// within a time range, a page at a time from a cursor, with the count of the records that match.
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { pagination } from '../../contracts/api';
import type { AuditEntry, AuditList, AuditQuery } from '../../contracts/audit';
import type { Caller } from './caller';
import { encodeCursor, positionOf } from './cursor';
import { db, tableName } from './db';
import { keys } from './keys';

/** How long an audit record is kept. */
export const AUDIT_RETENTION_DAYS = 365;

/** What a handler tells the audit about its write; the route and the caller are known already. */
export interface AuditNote {
  /** The action in the domain's words (e.g. 'user.role'; the Audit Log labels those in contracts/audit's AUDIT_ACTIONS); the route key when not given. */
  action?: string;
  /** The ids the write changed. */
  target: string | string[];
  /** What changed (the fields and their new values); the request's body when not given. */
  changes?: unknown;
}

export interface AuditRecord {
  id: string;
  adminId: string;
  adminEmail: string;
  action: string;
  route: string;
  target: string[];
  changes: unknown;
  at: string;
}

export async function writeAudit(caller: Caller, route: string, note: AuditNote, body: unknown, now = new Date()): Promise<AuditRecord> {
  const at = now.toISOString();
  const record: AuditRecord = {
    id: randomUUID(),
    adminId: caller.sub,
    adminEmail: caller.email,
    action: note.action ?? route,
    route,
    target: Array.isArray(note.target) ? note.target : [note.target],
    changes: note.changes ?? body ?? null,
    at,
  };
  const expiresAt = Math.floor(now.getTime() / 1000) + AUDIT_RETENTION_DAYS * 24 * 60 * 60;
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.audit(at, record.id), ...keys.auditGsi(record.adminId, record.action, at, record.id), type: 'audit', ...record, expiresAt } }));
  return record;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a page of the log stopped: its last record's sort key (time#id). */
const POSITION = { sk: /^\d{4}-\d\d-\d\dT[\d:.]+Z#[\w-]{1,100}$/ };

/** Where the records asked for are, newest first: partitions read one after another, and what each Query shares. */
interface AuditSource {
  index?: 'gsi1' | 'gsi2';
  /** Newest first; each holds records of a later time than the next (months), or there is one. */
  partitions: string[];
  /** The time range as sort keys: from `low` to `high`, both inclusive. */
  low: string;
  high: string;
  /** An action to keep when the partitions are an admin's. */
  action?: string;
}

/** The months (yyyy-mm) from `to`'s back to `from`'s. */
function monthsBetween(from: Date, to: Date): string[] {
  const months: string[] = [];
  for (let y = to.getUTCFullYear(), m = to.getUTCMonth(); y > from.getUTCFullYear() || (y === from.getUTCFullYear() && m >= from.getUTCMonth()); m -= 1) {
    if (m < 0) {
      m = 11;
      y -= 1;
    }
    months.push(`${y}-${String(m + 1).padStart(2, '0')}`);
  }
  return months;
}

function sourceOf(query: AuditQuery, now: Date): AuditSource {
  // Nothing older than the retention is kept; nothing is later than now.
  const from = query.from ?? new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS).toISOString();
  const to = query.to ?? new Date(now.getTime() + DAY_MS).toISOString();
  // The sort keys are time#id: every key of a time from `from` on is above `from`, and of a time before `to` below it.
  const range = { low: from, high: to };
  if (query.admin) return { index: 'gsi1', partitions: [keys.auditBy(query.admin)], ...range, action: query.action };
  if (query.action) return { index: 'gsi2', partitions: [keys.auditOf(query.action)], ...range };
  const earliest = new Date(Math.max(Date.parse(from), now.getTime() - (AUDIT_RETENTION_DAYS + 31) * DAY_MS));
  const latest = new Date(Math.min(Date.parse(to), now.getTime() + DAY_MS));
  return { partitions: earliest < latest ? monthsBetween(earliest, latest).map(keys.auditMonth) : [], ...range };
}

function queryOf(source: AuditSource, partition: string, high: string): QueryCommandInput {
  const [pkName, skName] = source.index ? [`${source.index}pk`, `${source.index}sk`] : ['pk', 'sk'];
  return {
    TableName: tableName(),
    ...(source.index ? { IndexName: source.index } : {}),
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :low AND :high',
    ExpressionAttributeNames: { '#pk': pkName, '#sk': skName, ...(source.action ? { '#action': 'action' } : {}) },
    ExpressionAttributeValues: { ':pk': partition, ':low': source.low, ':high': high, ...(source.action ? { ':action': source.action } : {}) },
    ...(source.action ? { FilterExpression: '#action = :action' } : {}),
    ScanIndexForward: false,
  };
}

/** Up to `wanted` records, newest first, at or before `high` (the record whose sort key is `after` left out). */
async function readNewest(source: AuditSource, wanted: number, high: string, after: string | undefined, projection?: string): Promise<Array<Record<string, unknown>>> {
  const rows: Array<Record<string, unknown>> = [];
  for (const partition of source.partitions) {
    let start: Record<string, unknown> | undefined;
    do {
      const res: QueryCommandOutput = await db.send(
        new QueryCommand({
          ...queryOf(source, partition, high),
          Limit: wanted - rows.length + 1,
          ExclusiveStartKey: start,
          ...(projection ? { ProjectionExpression: projection } : {}),
        }),
      );
      rows.push(...(res.Items ?? []).filter((item) => item.sk !== after));
      start = res.LastEvaluatedKey;
    } while (start && rows.length < wanted);
    if (rows.length >= wanted) break;
  }
  return rows.slice(0, wanted);
}

/** How many records match (a count of the range, read in pages: no record leaves the table). */
async function countOf(source: AuditSource): Promise<number> {
  let total = 0;
  for (const partition of source.partitions) {
    let start: Record<string, unknown> | undefined;
    do {
      const res: QueryCommandOutput = await db.send(new QueryCommand({ ...queryOf(source, partition, source.high), Select: 'COUNT', ExclusiveStartKey: start }));
      total += res.Count ?? 0;
      start = res.LastEvaluatedKey;
    } while (start);
  }
  return total;
}

const toEntry = (item: Record<string, unknown>): AuditEntry => ({
  id: String(item.id),
  admin_id: String(item.adminId),
  admin_email: String(item.adminEmail ?? ''),
  action: String(item.action),
  route: String(item.route ?? ''),
  target: Array.isArray(item.target) ? item.target.map(String) : [],
  changes: item.changes ?? null,
  at: String(item.at),
});

/**
 * One page of the log, newest first: after the cursor's record, else after the pages before it (their sort keys
 * only); by admin, action and time range; with the count of every record that matches.
 */
export async function listAudit(query: AuditQuery, now = new Date()): Promise<AuditList> {
  const { page, limit } = query;
  const source = sourceOf(query, now);
  let after = positionOf(query.cursor, POSITION)?.sk;
  if (after === undefined && page > 1) {
    const skipped = await readNewest(source, (page - 1) * limit, source.high, undefined, 'sk');
    after = skipped.length === (page - 1) * limit ? String(skipped.at(-1)!.sk) : undefined;
    if (after === undefined) return { entries: [], pagination: pagination(page, limit, await countOf(source)), nextCursor: null };
  }
  const [rows, total] = await Promise.all([readNewest(source, limit + 1, after ?? source.high, after), countOf(source)]);
  const items = rows.slice(0, limit);
  return { entries: items.map(toEntry), pagination: pagination(page, limit, total), nextCursor: rows.length > limit ? encodeCursor({ sk: String(items.at(-1)!.sk) }) : null };
}
