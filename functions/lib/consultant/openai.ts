// The OpenAI consultant (any OpenAI-compatible server): the system prompt, the thread's history and the question
// as user and assistant messages, the spec's retries (cockatiel, through contracts/resilience) around each attempt and a
// circuit breaker that survives warm starts. Streamed, the retries cover the call until the model starts writing; a
// failure after that fails the send (nothing is saved, so the client sends it again). The safety triage's opening, when
// there is danger, comes before the model's reply (streamed first once the model has started) and outside its token bound.
// A question with photos goes to the vision model setting, the photos as image content parts of the question.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { CHAT } from '../../contracts/messages';
import { CircuitBreaker, CircuitOpenError, RETRYABLE_STATUSES, withRetry, type RetryOptions } from '../../contracts/resilience';
import { logger } from '../platform/logger';
import { chargeFor, ConsultantError, countryInSentence, estimateTokens, PHOTO_TOKENS, photosIn, type AnswerStream, type Consultant, type Consultation, type ConsultInput } from './consultant';
import { guardReply, isInjection } from './safety';
import { systemPrompt } from './systemPrompt';
import { opened, triage, type Triage } from './triage';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
/** The model a question with photos goes to, unless OPENAI_VISION_MODEL names another: a current small vision-capable one. */
export const DEFAULT_VISION_MODEL = 'gpt-4o-mini';
/** Longest answer, in tokens (the spec puts a response at about 500-2000 tokens). */
const MAX_ANSWER_TOKENS = 1000;
/** A reply shorter than this is no answer: when the reservation leaves less, the charge is capped at it instead. */
const MIN_ANSWER_TOKENS = 100;

/** A user message's content: its text, with its photos (data URLs) as image parts after it. */
const withImages = (text: string, images: readonly string[] = []): string | ChatCompletionContentPart[] =>
  images.length ? [{ type: 'text', text }, ...images.map((url) => ({ type: 'image_url' as const, image_url: { url } }))] : text;

/** The text of a message's content (its text parts, for a question with photos). */
const textOf = (m: ChatCompletionMessageParam) =>
  typeof m.content === 'string' ? m.content : (m.content ?? []).map((part) => ('text' in part ? part.text : '')).join('\n');

/**
 * The reply's length limit: the longest answer, or what the send's reservation leaves after the prompt's tokens (each
 * photo at its bound) and the triage's opening (written before the reply, so a bound reply never cuts it).
 */
function replyTokens(maxTokens: number | undefined, messages: ChatCompletionMessageParam[], openingTokens: number, photos: number): number {
  if (maxTokens === undefined) return MAX_ANSWER_TOKENS;
  const left = maxTokens - estimateTokens(...messages.map(textOf)) - photos * PHOTO_TOKENS - openingTokens;
  return Math.min(MAX_ANSWER_TOKENS, Math.max(MIN_ANSWER_TOKENS, left));
}

/** The model call, retries included, starts answering inside the function's 30 s timeout with room to save the answer. */
const CONSULT_BUDGET_MS = 25_000;

/** One breaker per warm Lambda: module state outlives a single invocation. */
const sharedBreaker = new CircuitBreaker();

export interface OpenAiConsultantOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  /** The model for a question with photos (default DEFAULT_VISION_MODEL). */
  visionModel?: string;
  breaker?: CircuitBreaker;
  /** Test seams: the jitter's random numbers, and a look at each retry's wait. */
  retry?: Pick<RetryOptions, 'random' | 'onRetry'>;
}

export function isRetryableModelError(error: unknown): boolean {
  if (error instanceof CircuitOpenError) return false;
  if (error instanceof APIConnectionError || error instanceof APIUserAbortError) return true;
  return error instanceof APIError && error.status !== undefined && RETRYABLE_STATUSES.includes(error.status);
}

/** A short, stable name of a failure for the metrics. */
export function modelErrorType(error: unknown): string {
  if (error instanceof CircuitOpenError) return 'circuit-open';
  if (error instanceof APIConnectionTimeoutError) return 'timeout';
  if (error instanceof APIConnectionError) return 'network';
  if (error instanceof APIUserAbortError) return 'aborted';
  if (error instanceof APIError && error.status !== undefined) return `http-${error.status}`;
  return 'unknown';
}

export function openAiConsultant(options: OpenAiConsultantOptions): Consultant {
  const model = options.model || DEFAULT_OPENAI_MODEL;
  const visionModel = options.visionModel || DEFAULT_VISION_MODEL;
  const breaker = options.breaker ?? sharedBreaker;
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL || undefined, maxRetries: 0 });

  /** One model call with the spec's retries inside the breaker; its failure is a ConsultantError. */
  function call<T>(attempt: (timeoutMs: number) => Promise<T>): Promise<T> {
    const deadline = Date.now() + CONSULT_BUDGET_MS;
    return withRetry(() => breaker.run(() => attempt(Math.max(1_000, deadline - Date.now()))), {
      random: options.retry?.random,
      isRetryable: (error) => isRetryableModelError(error) && Date.now() < deadline,
      onRetry: (error, attempt, delayMs) => {
        logger.warn('Model call failed; retrying', { attempt, delayMs, errorType: modelErrorType(error) });
        options.retry?.onRetry?.(error, attempt, delayMs);
      },
    }).catch((error: unknown) => {
      throw new ConsultantError(modelErrorType(error), error instanceof CircuitOpenError ? CHAT.circuitOpen : CHAT.consultantUnavailable, { cause: error });
    });
  }

  function messagesOf(input: ConsultInput, safety: Triage): ChatCompletionMessageParam[] {
    return [
      { role: 'system', content: systemPrompt(countryInSentence(input.location), safety.opening, photosIn(input) > 0) },
      ...input.history.map((t): ChatCompletionMessageParam => (t.role === 'user' ? { role: 'user', content: withImages(t.content, t.images) } : { role: t.role, content: t.content })),
      { role: 'user', content: withImages(input.message, input.images) },
    ];
  }

  /**
   * The streamed call: the triage's opening first, once the model has started, then each piece as it comes (not for
   * an injection prompt, whose reply is checked whole first).
   */
  async function streamed(input: ConsultInput, messages: ChatCompletionMessageParam[], maxTokens: number, safety: Triage, onText: AnswerStream) {
    const stream = await call((timeout) =>
      client.chat.completions.create({ model: modelFor(input), messages, max_tokens: maxTokens, temperature: 0.3, stream: true, stream_options: { include_usage: true } }, { timeout }),
    );
    if (safety.opening) onText(opened(safety, ''));
    const checkedWhole = isInjection(input.message);
    let content = '';
    let usage: number | undefined;
    let answeredBy: string | undefined;
    try {
      for await (const chunk of stream) {
        answeredBy ||= chunk.model;
        if (chunk.usage) usage = chunk.usage.total_tokens;
        const delta = chunk.choices[0]?.delta?.content;
        if (!delta) continue;
        content += delta;
        if (!checkedWhole) onText(delta);
      }
    } catch (error) {
      throw new ConsultantError(modelErrorType(error), CHAT.consultantUnavailable, { cause: error });
    }
    return { content, usage, answeredBy };
  }

  /** The model a question goes to: the vision model when it comes with photos (its own or the thread's). */
  const modelFor = (input: ConsultInput) => (photosIn(input) ? visionModel : model);

  /** The model's answer, with the triage's opening first. */
  async function modelAnswer(input: ConsultInput, safety: Triage, onText?: AnswerStream): Promise<Consultation> {
    const photos = photosIn(input);
    const openingTokens = safety.opening ? estimateTokens(safety.opening) : 0;
    const messages = messagesOf(input, safety);
    const maxTokens = replyTokens(input.maxTokens, messages, openingTokens, photos);
    const answered = onText
      ? await streamed(input, messages, maxTokens, safety, onText)
      : await call((timeout) => client.chat.completions.create({ model: modelFor(input), messages, max_tokens: maxTokens, temperature: 0.3 }, { timeout })).then((completion) => ({
          content: completion.choices[0]?.message?.content ?? '',
          usage: completion.usage?.total_tokens,
          answeredBy: completion.model,
        }));
    const raw = answered.content.trim();
    if (!raw) throw new ConsultantError('empty-answer', CHAT.consultantUnavailable);
    const reply = guardReply(input.message, raw);
    const text = opened(safety, reply);
    // The model's usage (its photos' tokens included, each within its bound), and the opening it did not write but the answer holds.
    const tokens = chargeFor(answered.usage !== undefined ? answered.usage + openingTokens : estimateTokens(...messages.map(textOf), text) + photos * PHOTO_TOKENS, photos);
    // The thread records the pest the question is about (the dashboard counts it), found as the offline consultant finds it.
    const guideSlug = (await import('./offline')).guideOf(input);
    return { text, tokens, model: answered.answeredBy || modelFor(input), triage: safety.outcome, ...(guideSlug ? { guideSlug } : {}) };
  }

  return {
    model,
    seesPhotos: true,
    /**
     * A question with danger in it is never left without its safety text: when the model cannot answer before it has
     * written anything (retries spent, the circuit open), the offline consultant answers it, opening first.
     */
    async consult(input, onText) {
      const safety = triage(input.message);
      let written = false;
      const track: AnswerStream | undefined = onText && ((delta) => ((written = true), onText(delta)));
      try {
        return await modelAnswer(input, safety, track);
      } catch (error) {
        if (!safety.opening || written || !(error instanceof ConsultantError)) throw error;
        logger.warn('The model could not answer a question with danger in it; the offline consultant answers', { errorType: error.errorType, triage: safety.outcome });
        const { offlineConsultant } = await import('./offline');
        return offlineConsultant.consult(input, onText);
      }
    },
  };
}
