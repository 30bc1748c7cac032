// The contracts' zod set-up: zod/mini (the same schemas as a functional API that tree-shakes and builds light schema
// objects) speaks zod's English for the rules that give no message of their own, as classic zod does; every contract
// module with schemas imports this module, so the messages are set before any schema parses.
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

/** Any contract schema (what the API's edge and the web's forms validate with). */
export type Schema = z.ZodMiniType;

/** A value that may be absent: undefined, null and '' all mean not given (form fields and query strings). */
export const given = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v: unknown): unknown => (v === '' || v === null ? undefined : v)),
    z.optional(schema),
  );

/** The first message of a failed parse, for a form-level error. */
export function firstIssue(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? '';
}

/** Field path -> first message, for field-level errors (the API's `fields`). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A JSON body that may be left out: no body parses as `{}`. */
export const orEmpty = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v: unknown): unknown => v ?? {}),
    schema,
  );
