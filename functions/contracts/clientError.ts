// The client-error report the web sends to POST /api/client-errors: its fields, limits and size; and the admin's change
// of a group's status (PUT /api/monitoring/errors).
import * as z from 'zod/mini';
import { ERROR_PANEL } from './messages';
import { ERROR_GROUP_STATUSES, type ClientErrorKind } from './monitoring';
import { freeText, oneLine } from './text';
import { lazily } from './zod';

/** Largest client-error report the API accepts. */
export const CLIENT_ERROR_MAX_BODY_BYTES = 16 * 1024;

/** Text without control characters (tab and line breaks allowed where a stack or message needs them). */
const text = (max: number, multiline = false) => z.string().check(z.maxLength(max), multiline ? freeText() : oneLine());

export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'boundary', 'api'] as const satisfies readonly ClientErrorKind[];

/** What the web reports of one error: no personal data, no tokens (the server scrubs what slips through). */
export const clientErrorReportSchema = lazily(() => z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().check(z.minLength(1), z.maxLength(1000), freeText()),
  stack: z.optional(text(4000, true)),
  /** The page's path, without query or fragment. */
  route: text(200),
  release: text(64),
  browser: text(300),
  /** A failed API call: its method, path and status. */
  api: z.optional(z.object({ method: text(10), path: text(200), status: z.number().check(z.int(), z.gte(0), z.lte(599)) })),
}));
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** A group's fingerprint: base64url, as the server makes it (lib/monitoring/clientErrors: 22 characters), 64 at most. */
const FINGERPRINT = /^[\w-]{1,64}$/;

/** PUT /api/monitoring/errors: resolve, ignore or reopen (unresolved) one group. */
export const errorGroupUpdateSchema = lazily(() =>
  z.strictObject({
    fingerprint: z.string({ message: ERROR_PANEL.groupNotFound }).check(z.maxLength(64, { message: ERROR_PANEL.groupNotFound }), z.regex(FINGERPRINT, { message: ERROR_PANEL.groupNotFound })),
    status: z.enum(ERROR_GROUP_STATUSES, { message: ERROR_PANEL.statusInvalid }),
  }),
);
