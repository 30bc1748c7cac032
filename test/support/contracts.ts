// The contract tests' probe: the first validation message a schema gives for a value, undefined when the value passes.
import { firstIssue, type Schema } from '../../functions/contracts/zod';

export function messageOf(schema: Schema, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : firstIssue(result.error);
}
