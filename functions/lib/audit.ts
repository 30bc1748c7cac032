// The admin audit trail: every admin write leaves one record (who, what action, on what, when, what changed), kept a
// year through the table's TTL; readable per target and per month.
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Caller } from './caller';
import { db, tableName } from './db';
import { keys } from './keys';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface AuditEntry {
  /** What was done, as 'resource.verb': 'provider.create', 'suggestion.approve', 'lead.update'. */
  action: string;
  /** What it was done to: 'provider#<id>', 'suggestion#<id>', 'lead#<id>'. */
  target: string;
  /** The fields that changed, with their new values (no secrets; personal data only as the admin saw it). */
  changes?: Record<string, unknown>;
}

/** Record one admin write. */
export async function audit(caller: Caller, entry: AuditEntry, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.audit(entry.target, at, randomUUID()),
        type: 'audit',
        admin: caller.sub,
        adminEmail: caller.email || null,
        action: entry.action,
        target: entry.target,
        at,
        changes: entry.changes ?? {},
        expiresAt: Math.floor(now.getTime() / 1000) + YEAR_SECONDS,
      },
    }),
  );
}
