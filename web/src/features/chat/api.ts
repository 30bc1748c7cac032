// The chat's API calls, all through the local request queue: the thread list (SWR), one thread's messages, the
// consultant (retries with backoff and jitter inside the AI circuit breaker) and 'Connect with a professional'.
import useSWR from 'swr';
import { API } from '@contracts/api';
import { threadMessagesPath, type ConsultRequest, type ConsultResponse, type ThreadList, type ThreadMessages } from '@contracts/chat';
import { CONNECT_SUMMARY_MAX, type LeadWire } from '@contracts/lead';
import { CircuitBreaker, withRetry } from '@contracts/resilience';
import { countryByCode } from '@knowledge/locations';
import { useAuth } from '../../app/AuthProvider';
import { apiFetch, type ApiError, type ApiReply, type ApiUrl } from '../../api/client';
import { AI_TIMEOUT_MS } from './constants';
import { RequestQueue, requestPriority } from './requestQueue';
import { isRetryableError, statusOf } from './retry';

/** One queue for the chat's requests. */
const chatQueue = new RequestQueue();

/** A failure of the service itself (not a refusal such as 402, nor a send still in progress) trips the breaker. */
function isServiceFailure(error: unknown): boolean {
  return isRetryableError(error) && statusOf(error) !== 409;
}

/** The AI calls' breaker, shared by every send of this page load. */
const aiBreaker = new CircuitBreaker({ isFailure: isServiceFailure });

function get<const U extends ApiUrl>(path: U): Promise<ApiReply<U>> {
  return chatQueue.enqueue(() => apiFetch(path), { priority: requestPriority({ method: 'GET', path }) });
}

/** The signed-in user's latest 10 threads, newest first. */
export function useThreads() {
  const { user } = useAuth();
  return useSWR<ThreadList, ApiError, readonly [string, string] | null>(user ? [API.threads, user.id] : null, () => get(API.threads), {
    shouldRetryOnError: false,
  });
}

export function fetchThreadMessages(threadId: string): Promise<ThreadMessages> {
  return get(threadMessagesPath(threadId));
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
  return chatQueue.enqueue(() => withRetry(attempt, { isRetryable: isRetryableError, onRetry: (_error, n) => options.onRetry?.(n) }), {
    priority: requestPriority({ method: 'POST', path: API.pestConsultant }),
    // The retries above are the AI call's own policy.
    retries: 0,
  });
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
export async function connectWithProfessional(input: ConnectInput): Promise<LeadWire> {
  const country = input.location ? countryByCode(input.location)?.name : undefined;
  const body = { threadId: input.threadId ?? undefined, country, chatSummary: chatSummary(input.chat) };
  const { lead } = await chatQueue.enqueue(() => apiFetch(API.leadsConnect, { method: 'POST', body }), {
    priority: requestPriority({ method: 'POST', path: API.leadsConnect }),
    retries: 0,
  });
  try {
    await apiFetch(API.leadNotification, { method: 'POST', body: { leadId: lead.id } });
  } catch {
    // The lead is saved either way: an admin can notify the provider again.
  }
  return lead;
}
