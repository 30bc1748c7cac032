// Reserved concurrency: capacity always kept for what must run (the sign-up and sign-in triggers, the deletion run),
// and a ceiling on the functions that call the language model (each call costs money and holds a connection open);
// and the account's Lambda concurrency quota a deploy of them needs (checked by bin/check-quota.ts before a deploy).
import type { FunctionEntry } from '../../functions/catalog';

/** Each Cognito trigger's reserve: a sign-up or sign-in never waits behind chat traffic (Cognito allows a trigger 5 s). */
export const TRIGGER_CONCURRENCY = { 'custom-message': 10, 'post-confirmation': 10, 'pre-token-generation': 10, turnstile: 10 } as const;
/** A scheduled run (the daily deletion run): one at a time, and always one. */
export const SCHEDULED_CONCURRENCY = 1;
/** The most concurrent executions of each model-calling function (the chat's sends, case study drafts, the model probe). */
export const MODEL_CALL_CEILING = 10;
/** Lambda keeps at least this much of the account's concurrency unreserved: a reservation that breaks it fails the deploy. */
export const UNRESERVED_MINIMUM = 100;

/** A catalogue function's reserved concurrency, if it has one. */
export function reservedConcurrency(entry: FunctionEntry): number | undefined {
  if (entry.schedule) return SCHEDULED_CONCURRENCY;
  if (entry.grants.includes('model:call')) return MODEL_CALL_CEILING;
  return undefined;
}

/** Why an account whose quota is `quota` cannot take the stack, or undefined when it can. */
export function quotaProblem(quota: number, required: number): string | undefined {
  if (quota >= required) return undefined;
  return `The account's Lambda concurrency quota is ${quota}; this stack reserves ${required - UNRESERVED_MINIMUM} and Lambda keeps ${UNRESERVED_MINIMUM} unreserved, so it needs at least ${required}. Request an increase of "Concurrent executions" (Service Quotas, AWS Lambda) in this region, then deploy again.`;
}

/** The account concurrency quota the stack needs: every reservation (the Turnstile trigger's counted always) plus the unreserved minimum. */
export function requiredAccountConcurrency(catalog: readonly FunctionEntry[]): number {
  const triggers = Object.values(TRIGGER_CONCURRENCY).reduce((sum, n) => sum + n, 0);
  return catalog.reduce((sum, entry) => sum + (reservedConcurrency(entry) ?? 0), triggers) + UNRESERVED_MINIMUM;
}
