// The contracts' zod set-up: zod/mini (the same schemas as a functional API that tree-shakes and builds light schema
// objects) answers in product wording for the rules that give no message of their own (never zod's technical English,
// never a list of every unknown key), and each contract schema is built on its first use (`lazily`); every contract
// module with schemas imports this module, so the messages are set before any schema parses.
import * as z from 'zod/mini';
import { INPUT } from './messages';

/** Unknown keys a message names (each cut short), and field errors an answer carries, at most. */
export const ISSUE_LIMITS = { unknownKeysNamed: 3, keyLength: 30, fields: 10 } as const;

const printable = (key: string) => {
  const plain = key.replace(/[^\x20-\x7e]/g, '?');
  return plain.length > ISSUE_LIMITS.keyLength ? `${plain.slice(0, ISSUE_LIMITS.keyLength)}...` : plain;
};

/** The message of an issue whose rule gave none. */
export function productMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys': {
      const named = issue.keys.slice(0, ISSUE_LIMITS.unknownKeysNamed).map(printable);
      return INPUT.unknownFields(named, issue.keys.length - named.length);
    }
    case 'invalid_type':
      return (issue.path?.length ?? 0) === 0 && issue.expected === 'object' ? INPUT.notAnObject : INPUT.invalid;
    case 'too_big':
      if (issue.origin === 'string') return INPUT.tooLong(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return INPUT.tooMany(Number(issue.maximum));
      return INPUT.invalid;
    default:
      return INPUT.invalid;
  }
}

z.config({ customError: productMessage });

/** Any contract schema (what the API's edge and the web's forms validate with). */
export type Schema = z.ZodMiniType;

/**
 * A contract's schema, built the first time it is read (a parse, its shape), not as its module loads: zod builds each
 * schema object in full when it is made (tens of µs apiece), and a function loads every schema of each contract it
 * imports anything from, most of which it never parses with. It stands for the built schema (the same type, the same
 * answers); every schema a contract module keeps is made this way, so loading the contracts builds none.
 */
export function lazily<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const built = () => (schema ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(built(), key),
    set: (_, key, value) => Reflect.set(built(), key, value),
    has: (_, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      // Reported as configurable: a proxy may not report a fixed property its (empty) stand-in target lacks.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}

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

/** Field path -> first message, for field-level errors (the API's `fields`): the first ten fields at most. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields = new Map<string, string>();
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (fields.has(key)) continue;
    if (fields.size === ISSUE_LIMITS.fields) break;
    fields.set(key, issue.message);
  }
  return Object.fromEntries(fields);
}

/** A JSON body that may be left out: no body parses as `{}`. */
export const orEmpty = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v: unknown): unknown => v ?? {}),
    schema,
  );
