// The chat's API calls, through the client's request queue: the thread list and one thread's messages (SWR hooks,
// retried by the queue), deleting a thread, the consultant (cockatiel's retries with backoff and jitter inside the AI circuit breaker),
// its reply streamed as it is written (the streamed send, read as newline-delimited JSON), a photo's upload (a presigned
// POST from the API, then the file to the bucket), and 'Connect with a professional'.
import { API, STREAMED_ROUTE } from '@contracts/api';
import { threadMessagesPath, threadPath, type ConsultRequest, type ConsultResponse, type ConsultStreamEvent, type ThreadMessages } from '@contracts/chat';
import { CHAT_PHOTO_TYPES, CHAT_PHOTOS, type ChatPhotoType } from '@contracts/chatPhotos';
import { GENERIC } from '@contracts/messages';
import { connectChatSummary } from '@contracts/lead/connect';
import type { LeadWire } from '@contracts/lead/entity';
import type { ProviderWire } from '@contracts/provider';
import { CircuitBreaker, withRetry } from '@contracts/resilience';
import { ApiError, apiErrorOf, apiFetch, credentialsOrUnauthorized } from '../../api/client';
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

/** Deletes one of the user's threads with its messages. */
export async function deleteThread(threadId: string): Promise<void> {
  await apiFetch(threadPath(threadId), { method: 'DELETE' });
}

/** One thread's saved messages, oldest first (pass null for none). */
export function fetchThreadMessages(threadId: string): Promise<ThreadMessages> {
  return apiFetch(threadMessagesPath(threadId), READ);
}

export interface ConsultOptions {
  /** Called before each retry; `attempt` is 1 for the first. */
  onRetry?: (attempt: number) => void;
  /** Streams the reply: called with the reply written so far as each piece arrives ('' as an attempt starts). */
  onText?: (draft: string) => void;
  /** Stops a streamed reply where it is (the Stop button): the send then fails with ReplyStopped. */
  signal?: AbortSignal;
}

/** The user stopped the reply; what was written so far stays as it is. */
export class ReplyStopped extends Error {
  constructor() {
    super('The reply was stopped');
    this.name = 'ReplyStopped';
  }
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The newline-delimited events of a streamed answer, as they arrive; an abort ends them at once. */
async function* eventsOf(body: ReadableStream<Uint8Array>, signal: AbortSignal): AsyncGenerator<ConsultStreamEvent> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  signal.addEventListener('abort', () => void reader.cancel(signal.reason), { once: true });
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) yield JSON.parse(line) as ConsultStreamEvent;
  }
}

/**
 * One streamed attempt: the token in its own header (CloudFront signs the request in Authorization) and the body's
 * SHA-256 (a function URL behind origin access control needs it). A refusal is an ApiError as apiFetch's; a stream
 * that ends without its answer (the connection dropped) is a network failure, which a retry of the same operation
 * gets past with the saved answer.
 */
async function streamOnce(signed: { body: string; hash: Promise<string> }, onText: (draft: string) => void, stop: AbortSignal | undefined): Promise<ConsultResponse> {
  const credentials = await credentialsOrUnauthorized();
  const { body } = signed;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', [STREAMED_ROUTE.bodyHashHeader]: await signed.hash };
  if (credentials.token) headers[STREAMED_ROUTE.tokenHeader] = `Bearer ${credentials.token}`;
  const signal = stop ? AbortSignal.any([stop, AbortSignal.timeout(AI_TIMEOUT_MS)]) : AbortSignal.timeout(AI_TIMEOUT_MS);
  const dropped = () => new ApiError(0, 'network', GENERIC.serviceUnavailable);
  try {
    const response = await fetch(API.pestConsultantStream, { method: 'POST', headers, body, signal });
    // A body that is not JSON (a proxy's error page): the status decides the message.
    if (!response.ok || !response.body) throw apiErrorOf(response.status, await response.json().catch(() => undefined));
    let draft = '';
    for await (const event of eventsOf(response.body, signal)) {
      if (event.type === 'delta') onText((draft += event.text));
      else if (event.type === 'done') return event.reply;
      else throw new ApiError(event.status, event.error.code, event.error.message);
    }
    throw dropped();
  } catch (error) {
    // Stopped by the user: not a failure of the service (no retry, nothing for the breaker).
    if (stop?.aborted) throw new ReplyStopped();
    if (error instanceof ApiError || (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'))) throw error;
    throw dropped();
  }
}

/**
 * One send to the consultant, streamed when `onText` is given. The same operationId is used for every attempt, so a
 * retry of a send the server finished (or is finishing after a dropped connection) returns its stored answer instead
 * of a second reply (and no second charge).
 */
export function consult(request: ConsultRequest, options: ConsultOptions = {}): Promise<ConsultResponse> {
  const { signal } = options;
  // Streamed where the browser can hash the body (Web Crypto: a secure context, as the site always is); the body and its
  // hash once for every attempt.
  const onText = globalThis.crypto?.subtle ? options.onText : undefined;
  const body = JSON.stringify(request);
  const signed = onText ? { body, hash: sha256Hex(body) } : undefined;
  const attempt = () =>
    aiBreaker.run(() => {
      if (!onText) return apiFetch(API.pestConsultant, { method: 'POST', body: request, signal: AbortSignal.timeout(AI_TIMEOUT_MS) });
      onText('');
      return streamOnce(signed!, onText, signal);
    });
  return withRetry(attempt, { isRetryable: isRetryableError, onRetry: (_error, n) => options.onRetry?.(n) });
}

const isPhotoType = (type: string): type is ChatPhotoType => (CHAT_PHOTO_TYPES as readonly string[]).includes(type);

/**
 * Uploads one photo (as shrunk by the browser) and answers its id: the API gives a presigned POST for its type and size,
 * then the file goes to the bucket as multipart form data, the POST's fields first and the file last. A refusal of the
 * API is its ApiError (the contract's words); the bucket's refusal or a dropped connection says the upload failed.
 */
export async function uploadChatPhoto(photo: Blob): Promise<string> {
  if (!isPhotoType(photo.type)) throw new ApiError(415, 'InvalidPhotoType', CHAT_PHOTOS.invalidType);
  const { photoId, upload } = await apiFetch(API.chatPhotos, { method: 'POST', body: { contentType: photo.type, size: photo.size } });
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', photo);
  let response: Response;
  try {
    response = await fetch(upload.url, { method: 'POST', body: form });
  } catch (error) {
    console.warn('A chat photo could not reach the bucket', error);
    throw new ApiError(0, 'network', CHAT_PHOTOS.uploadFailed);
  }
  if (!response.ok) throw new ApiError(response.status, 'UploadFailed', CHAT_PHOTOS.uploadFailed);
  return photoId;
}

/** Where the user asked for help: a country and a city they chose or confirmed (names, as the static location list has them). */
export interface ConnectPlace {
  country: string;
  city: string;
}

const placeQuery = (place: ConnectPlace) => new URLSearchParams({ country: place.country, city: place.city }).toString();

/** The provider 'Connect with a professional' would ask for this place (the nearest well-rated one), read before anything is sent. */
export async function connectPreview(place: ConnectPlace): Promise<ProviderWire | null> {
  return (await apiFetch(`${API.leadsConnect}?${placeQuery(place)}`)).provider;
}

export interface ConnectInput {
  threadId: string | null;
  /** The chat's country code, if known (a guess the user confirms before it is used). */
  location: string | null;
  chat: { role: 'user' | 'assistant'; content: string }[];
}

/**
 * 'Connect with a professional': a lead to the provider the user agreed to, with the place they gave and the chat
 * history (their questions, the answers in short), then the provider's notification (whose failure does not undo the
 * request).
 */
export async function connectWithProfessional(input: Pick<ConnectInput, 'threadId' | 'chat'> & { providerId: string; place: ConnectPlace }): Promise<LeadWire> {
  const body = { providerId: input.providerId, threadId: input.threadId ?? undefined, ...input.place, chatSummary: connectChatSummary(input.chat) };
  const { lead } = await apiFetch(API.leadsConnect, { method: 'POST', body });
  try {
    await apiFetch(API.leadNotification, { method: 'POST', body: { leadId: lead.id } });
  } catch {
    // The lead is saved either way: an admin can notify the provider again.
  }
  return lead;
}
