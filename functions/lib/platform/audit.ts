// The audit trail of the admin console: one record per admin write (who, what, on what, when, what changed), kept a
// year. lib/platform/http writes it for every admin route that is not a GET, after the write succeeded; nothing else does.
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Caller } from './caller';
import { db, tableName } from './db';
import { keys } from './keys';

/** How long an audit record is kept. */
export const AUDIT_RETENTION_DAYS = 365;

/** What a handler tells the audit about its write; the route and the caller are known already. */
export interface AuditNote {
  /** The action in the domain's words (e.g. 'user.role'); the route key when not given. */
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
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.audit(at, record.id), type: 'audit', ...record, expiresAt } }));
  return record;
}
