// Cognito pre-sign-up and pre-authentication triggers: Cloudflare Turnstile bot protection (deployed only when its keys are configured).
import type { PreAuthenticationTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';
import { secret } from '../lib/platform/secrets';

/** The key the web puts the Turnstile token under, in validationData or clientMetadata. */
export const TURNSTILE_TOKEN_FIELD = 'turnstileToken';
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** Cognito surfaces it as "PreSignUp failed with error Bot protection check failed." (UserLambdaValidationException). */
export const BOT_CHECK_FAILED = 'Bot protection check failed';
/** Cognito gives a trigger 5 seconds; leave room for the answer. */
const SITEVERIFY_TIMEOUT_MS = 3000;

export type Fetch = typeof fetch;

export interface TurnstileOptions {
  secretKey: string;
  fetch?: Fetch;
}

type Bag = Record<string, string> | undefined;

export function tokenFrom(request: { validationData?: Bag; clientMetadata?: Bag }): string | undefined {
  return request.validationData?.[TURNSTILE_TOKEN_FIELD] || request.clientMetadata?.[TURNSTILE_TOKEN_FIELD] || undefined;
}

/** True when Cloudflare confirms the token; a missing token is never valid. Network errors propagate (fail closed). */
export async function verifyTurnstileToken(token: string | undefined, options: TurnstileOptions): Promise<boolean> {
  if (!token) return false;
  if (!options.secretKey) throw new Error('TURNSTILE_SECRET_KEY is not set');
  const response = await (options.fetch ?? fetch)(SITEVERIFY_URL, {
    method: 'POST',
    body: new URLSearchParams({ secret: options.secretKey, response: token }),
    signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Turnstile siteverify answered ${response.status}`);
  const body = (await response.json()) as { success?: boolean; 'error-codes'?: string[] };
  if (body.success !== true) console.warn('turnstile: token rejected', body['error-codes'] ?? []);
  return body.success === true;
}

/** The triggers' options: the secret key, or how to read it when a check needs it (at run time, from its parameter). */
export interface TurnstileTriggerOptions {
  secretKey: string | (() => Promise<string | undefined>);
  fetch?: Fetch;
}

export function createTurnstileTriggers(options: TurnstileTriggerOptions) {
  const check = async (request: { validationData?: Bag; clientMetadata?: Bag }) => {
    const secretKey = typeof options.secretKey === 'string' ? options.secretKey : ((await options.secretKey()) ?? '');
    if (!(await verifyTurnstileToken(tokenFrom(request), { secretKey, fetch: options.fetch }))) throw new Error(BOT_CHECK_FAILED);
  };
  return {
    /** Self sign-up only: users an admin creates (and external providers) skip the check. */
    preSignUp: async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
      if (event.triggerSource === 'PreSignUp_SignUp') await check(event.request);
      return event;
    },
    /** Every sign-in; Cognito does not call it when tokens are refreshed. */
    preAuthentication: async (event: PreAuthenticationTriggerEvent): Promise<PreAuthenticationTriggerEvent> => {
      await check(event.request);
      return event;
    },
  };
}

const triggers = createTurnstileTriggers({ secretKey: () => secret('TURNSTILE_SECRET_KEY') });
export const preSignUp = triggers.preSignUp;
export const preAuthentication = triggers.preAuthentication;

/** One function serves both triggers (one cold start, one bundle); the trigger source says which. */
export async function handler(event: PreSignUpTriggerEvent | PreAuthenticationTriggerEvent) {
  return event.triggerSource.startsWith('PreSignUp_')
    ? preSignUp(event as PreSignUpTriggerEvent)
    : preAuthentication(event as PreAuthenticationTriggerEvent);
}
