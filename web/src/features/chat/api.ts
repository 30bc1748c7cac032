// The chat's API calls, through the client's request queue: the thread list and one thread's messages (SWR hooks,
// retried by the queue), the consultant (cockatiel's retries with backoff and jitter inside the AI circuit breaker)
// and 'Connect with a professional'.
import { API } from '@contracts/api';
import { threadMessagesPath, type ConsultRequest, type ConsultResponse, type ThreadMessages } from '@contracts/chat';
import { CONNECT_SUMMARY_MAX, type LeadWire } from '@contracts/lead';
import type { ProviderWire } from '@contracts/provider';
import { CircuitBreaker, withRetry } from '@contracts/resilience';
import { countryByCode } from '@knowledge/locations';
import { apiFetch } from '../../api/client';
import { REQUEST_QUEUE } from '../../api/queue';
import { isRetryableError, statusOf } from '../../api/retryable';
import { useApi } from '../../api/useApi';
import { AI_TIMEOUT_MS } from './constants';

/** A failure of the service itself (not a refusal such as 402, nor a send still in progress) trips the breaker. */
function isServiceFailure(error: unknown): boolean {
  return isRetryableError(error) && statusOf(error) !== 409;
}

/** The AI calls' breaker, shared by every send of this page load. */
const aiBreaker = new CircuitBreaker({ isFailure: isServiceFailure });

/** The chat's reads are retried by the queue (spec: up to 3 times after 500 ms x 2^attempt). */
const READ = { retries: REQUEST_QUEUE.retries } as const;

/** The signed-in user's latest 10 threads, newest first. */
export function useThreads() {
  return useApi(API.threads, { shouldRetryOnError: false }, READ);
}

/** One thread's saved messages, oldest first (pass null for none). */
export function fetchThreadMessages(threadId: string): Promise<ThreadMessages> {
  return apiFetch(threadMessagesPath(threadId), READ);
}

export interface ConsultOptions {
  /** Called before each retry; `attempt` is 1 for the first. */
  onRetry?: (attempt: number) => void;
}

/**
 * One send to the consultant. The same operationId is used for every attempt, so a retry of a send the server
 * finished returns its stored answer instead of a second reply (and no second charge).
 */
export function consult(request: ConsultRequest, options: ConsultOptions = {}): Promise<ConsultResponse> {
  const attempt = () =>
    aiBreaker.run(() =>
      apiFetch(API.pestConsultant, { method: 'POST', body: request, signal: AbortSignal.timeout(AI_TIMEOUT_MS) }),
    );
  return withRetry(attempt, { isRetryable: isRetryableError, onRetry: (_error, n) => options.onRetry?.(n) });
}

/** The provider 'Connect with a professional' would ask (the nearest well-rated one), read when the user opens it. */
export async function connectPreview(location: string | null): Promise<ProviderWire | null> {
  const country = location ? countryByCode(location)?.name : undefined;
  return (await apiFetch(country ? `${API.leadsConnect}?country=${encodeURIComponent(country)}` : API.leadsConnect)).provider;
}

export interface ConnectInput {
  threadId: string | null;
  /** The chat's country code, if known. */
  location: string | null;
  chat: { role: 'user' | 'assistant'; content: string }[];
}

/** The chat as the provider will read it, its most recent part when long. */
export function chatSummary(chat: ConnectInput['chat']): string {
  const text = chat.map((m) => `${m.role === 'user' ? 'Me' : 'AI consultant'}: ${m.content.trim()}`).join('\n\n');
  return text.length > CONNECT_SUMMARY_MAX ? text.slice(-CONNECT_SUMMARY_MAX) : text;
}

/**
 * 'Connect with a professional': a lead to a provider near the user with the chat noted in it, then the provider's
 * notification (whose failure does not undo the request).
 */
export async function connectWithProfessional(input: ConnectInput & { providerId?: string }): Promise<LeadWire> {
  const country = input.location ? countryByCode(input.location)?.name : undefined;
  const body = { providerId: input.providerId, threadId: input.threadId ?? undefined, country, chatSummary: chatSummary(input.chat) };
  const { lead } = await apiFetch(API.leadsConnect, { method: 'POST', body });
  try {
    await apiFetch(API.leadNotification, { method: 'POST', body: { leadId: lead.id } });
  } catch {
    // The lead is saved either way: an admin can notify the provider again.
  }
  return lead;
}
