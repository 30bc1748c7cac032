// The audit log's shapes (issue 31): the actions an admin's write is recorded under with their labels, a record in the
// wire's names, and the list's query (by admin, action and time range, a page from a cursor) with its messages.
import * as z from 'zod/mini';
import { cursorField, limitField, pageField } from './admin';
import type { CursorPage } from './api';
import { AUDIT } from './messages';
import { given, lazily } from './zod';

/**
 * The actions the admin functions name their writes by (lib/platform/audit's AuditNote), with the log's label of each
 * (the action filter offers these). A write that names none is recorded under its route ('PUT /api/site-settings').
 */
export const AUDIT_ACTIONS = {
  'user.update': 'User updated',
  'user.reset-tokens': 'User tokens reset',
  'user.disable': 'User disabled',
  'user.enable': 'User enabled',
  'user.sign-out': 'User signed out everywhere',
  'users.reset-tokens': 'Users’ tokens reset',
  'users.role': 'Users’ role changed',
  'users.delete': 'Users deleted',
  'provider.create': 'Provider created',
  'provider.update': 'Provider updated',
  'provider.delete': 'Provider deleted',
  'provider.toggle-featured': 'Provider featured changed',
  'lead.update': 'Lead updated',
  'suggestion.approve': 'Suggestion approved',
  'suggestion.approve-with-edits': 'Suggestion approved with edits',
  'suggestion.reject': 'Suggestion rejected',
  'case-study.create': 'Case study created',
  'case-study.update': 'Case study updated',
  'case-study.delete': 'Case study deleted',
  'case-study.image': 'Case study image uploaded',
  'case-study.generate': 'Case study generated',
  'thread.reply': 'Thread replied to',
  'errors.clear': 'Errors cleared',
  'errors.resolve': 'Error resolved',
  'errors.ignore': 'Error ignored',
  'errors.reopen': 'Error reopened',
  'site.favicon': 'Favicon changed',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** An action's label in the log: its own, or the route it was recorded under. */
export const auditActionLabel = (action: string): string => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;

/** Audit records per page of the log. */
export const AUDIT_PAGE_SIZE = 20;

/** One audit record as the log shows it. */
export interface AuditEntry {
  id: string;
  admin_id: string;
  admin_email: string;
  action: string;
  route: string;
  /** The ids the write changed. */
  target: string[];
  /** What changed (the fields and their new values), as the function recorded it. */
  changes: unknown;
  at: string;
}

export type AuditList = CursorPage<'entries', AuditEntry>;

/** An instant as the log's range takes it (ISO 8601 in UTC, as Date#toISOString writes it). */
const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z$/;
const instant = lazily(() => given(z.string().check(z.regex(INSTANT, { message: AUDIT.rangeInvalid }), z.refine((v) => !Number.isNaN(Date.parse(v)), { message: AUDIT.rangeInvalid }))));

/** GET /api/admin/audit: a page (newest first) of the records by an admin, of an action, from (inclusive) to (exclusive). */
export const auditQuerySchema = lazily(() => z
  .object({
    page: pageField,
    limit: limitField(AUDIT_PAGE_SIZE),
    admin: given(z.string().check(z.regex(/^[\w-]{1,64}$/, { message: AUDIT.adminInvalid }))),
    action: given(z.string().check(z.regex(/^[\w .{}/-]{1,100}$/, { message: AUDIT.actionInvalid }))),
    from: instant,
    to: instant,
    cursor: cursorField,
  })
  .check(z.refine((q) => !q.from || !q.to || q.from < q.to, { message: AUDIT.rangeInvalid, path: ['to'] })));
export type AuditQuery = z.output<typeof auditQuerySchema>;
