// One chat send, end to end on the server: claim the operationId, read the thread (a new one counts against the
// user's daily number of new threads), reserve the most the send may cost, consult, record the answer on the claim,
// charge what it cost and refund the rest, save the exchange, store the answer for replay. Nothing is saved or charged
// when the model fails, so the client may simply send the same operation again; once the model has answered, a
// failure keeps the answer on the claim and the same operation sent again resumes from it: spend and save happen
// once, whatever fails and however often it is retried (the settlement and every saved item are idempotent).
// One pipeline for both sends: the streamed send passes `onText` and gets the answer's pieces as the model writes
// them; the rest runs to the end even if no one reads them any more (a dropped connection leaves the whole answer
// saved, which a retry of the operation gets back).
// A send with photos (lib/chat/photos, loaded then) checks them and removes their metadata before anything else, holds
// their tokens too, shows them to the model and keeps their ids on the user's message; a later send in the thread shows
// the model the thread's latest photos again with their turns (up to THREAD_PHOTOS with its own), their tokens held too;
// a consultant that does not look at photos (the offline one) is shown only the message's own, and no photo is held.
import { PassThrough } from 'node:stream';
import { CHAT_LIMITS, CONSULTANT_TIMEOUT_SECONDS, suggestedAnswers, threadTitle, type ChatThread, type ConsultRequest, type ConsultResponse, type ConsultStreamEvent } from '../../contracts/chat';
import { CHAT } from '../../contracts/messages';
import type { PestSlug } from '../../knowledge/slugs';
import type { Caller } from '../platform/caller';
import { getThread, recentMessages, saveExchange, type StoredMessage } from './chat';
import { CHARGE_RANGE, chargeRange, consultant, ConsultantError, offTopicAnswer, photosIn, THREAD_PHOTOS, type AnswerStream, type Consultant, type Consultation, type ConsultInput, type ConsultTurn } from '../consultant';
import { failureOf } from '../platform/http';
import { claimOperation, completeOperation, fingerprintOf, pauseOperation, recordProgress, releaseOperation, stableId, type Operation } from '../platform/idempotency';
import { NEW_THREADS_LIMIT } from '../platform/limits';
import { conflict, DomainError, notFound } from '../platform/outcomes';
import { recordModelCall } from '../monitoring';
import { getProfile } from '../users';
import { enforce } from '../platform/rateLimit';
import { clearSettlement, reserveTokens, settleTokens, type Reservation } from './tokens';

const ENDPOINT = 'pest-consultant';
/** Earlier messages the consultant sees (five exchanges). */
const HISTORY_MESSAGES = 10;
/** A claim outlives the function's timeout, so a running send is never taken over. */
const LEASE_MS = (CONSULTANT_TIMEOUT_SECONDS + 5) * 1000;

/**
 * Calls the consultant and writes one metric record for the call. On success the record's write is handed back
 * to be awaited with the exchange's own writes; a failure is recorded before the 503.
 */
async function consultMeasured(ai: Consultant, input: ConsultInput, onText: AnswerStream | undefined): Promise<{ answer: Consultation; recorded: Promise<void> }> {
  const started = new Date();
  const metric = { endpoint: ENDPOINT, model: ai.model, timestamp: started.toISOString() };
  try {
    const answer = await ai.consult(input, onText);
    const recorded = recordModelCall({ ...metric, model: answer.model, responseTime: Date.now() - started.getTime(), success: true, errorType: null, tokens: answer.tokens, triage: answer.triage });
    return { answer, recorded };
  } catch (error) {
    const errorType = error instanceof ConsultantError ? error.errorType : 'unknown';
    await recordModelCall({ ...metric, responseTime: Date.now() - started.getTime(), success: false, errorType, tokens: 0 });
    if (error instanceof ConsultantError) throw new DomainError('unavailable', CHAT.consultantUnavailable, { code: errorType === 'circuit-open' ? 'CircuitOpen' : 'ConsultantUnavailable' });
    throw error;
  }
}

/** What a send records on its claim once the model has answered: the answer and the tokens held for it. */
interface Answered {
  /** The answer, its cost, and the pest (guide) the consultant identified in it, which the thread keeps for the dashboard. */
  answer: { text: string; tokens: number; guideSlug?: PestSlug };
  reservation: Reservation;
}

/** The claim a send runs under, and whether it has recorded an answer (then a failure pauses it instead of releasing). */
interface Run {
  op: Operation;
  token: string;
  startedAt: Date;
  answered?: Answered;
  /** The streamed send's reader of the answer's pieces. */
  onText?: AnswerStream;
}

/**
 * What an answer costs the user: its tokens, but a refusal (the redirect to pest topics, for an off-topic or injection
 * question) at most the minimum charge. The redirect's text comes with the consultant, which is loaded by then.
 */
async function costOf(answer: Consultation): Promise<number> {
  return answer.text.trim() === (await offTopicAnswer()) ? Math.min(answer.tokens, CHARGE_RANGE.min) : answer.tokens;
}

/**
 * Reserve, consult and record the answer on the claim: the one paid step, done once per operation. `images` are the
 * message's photos as data URLs.
 */
async function consultOnce(caller: Caller, request: ConsultRequest, run: Run, balance: number, history: ConsultTurn[], images: string[]): Promise<Answered> {
  const ai = await consultant();
  // Less than the minimum charge (with each photo's bound, the earlier turns' shown too, when the consultant looks at
  // photos) to reserve is a 402 before any model call; the reply is bounded by what was reserved.
  const range = chargeRange(ai.seesPhotos ? photosIn({ images, history }) : 0);
  const reservation = await reserveTokens(caller.sub, balance, range.max, range.min);
  let consulted: Awaited<ReturnType<typeof consultMeasured>>;
  try {
    const input: ConsultInput = { message: request.message, history, location: request.location ?? null, maxTokens: reservation.reserved, ...(images.length ? { images } : {}) };
    consulted = await consultMeasured(ai, input, run.onText);
  } catch (error) {
    await settleTokens(reservation, 0);
    throw error;
  }
  const answered: Answered = { answer: { text: consulted.answer.text, tokens: await costOf(consulted.answer) }, reservation };
  if (consulted.answer.guideSlug) answered.answer.guideSlug = consulted.answer.guideSlug;
  const [kept] = await Promise.allSettled([recordProgress(run.op, run.token, answered), consulted.recorded]);
  if (kept.status === 'rejected' || !kept.value) {
    // The answer could not be kept for a retry: give the tokens back rather than risk charging for it twice.
    await settleTokens(reservation, 0);
    if (kept.status === 'rejected') throw kept.reason;
    throw conflict(CHAT.operationInProgress, { code: 'OperationInProgress' });
  }
  run.answered = answered;
  return answered;
}

/** A checked photo as the model is shown it: a data URL of its bytes. */
const dataUrl = (photo: { contentType: string; bytes: Uint8Array }) => `data:${photo.contentType};base64,${Buffer.from(photo.bytes).toString('base64')}`;

/**
 * The thread's earlier turns as the model is shown them: the latest `room` photos sent before (not the message's own
 * again) on their turns, so a question about "the photo" is asked with it; none are read for a consultant that does
 * not look at photos.
 */
async function withThreadPhotos(sub: string, history: StoredMessage[], room: number, own: readonly string[]): Promise<ConsultTurn[]> {
  const earlier = history.flatMap((m) => m.photoIds ?? []).filter((id) => !own.includes(id));
  const shown = room > 0 && (await consultant()).seesPhotos ? earlier.slice(-room) : [];
  if (!shown.length) return history;
  const files = new Map((await (await import('./photos')).keptPhotos(sub, shown)).map((photo) => [photo.id, dataUrl(photo)]));
  return history.map((message) => {
    const images = (message.photoIds ?? []).flatMap((id) => files.get(id) ?? []);
    return images.length ? { ...message, images } : message;
  });
}

async function exchange(caller: Caller, request: ConsultRequest, run: Run): Promise<ConsultResponse> {
  const { startedAt } = run;
  const operationId = run.op.operationId;
  const [profile, existing] = await Promise.all([getProfile(caller, startedAt), request.threadId ? getThread(caller.sub, request.threadId) : undefined]);
  if (request.threadId && !existing) throw notFound();
  const photoIds = request.photoIds ?? [];
  // The photos are checked (and their metadata removed) before anything is spent, saved or sent; a resumed send's were.
  const images = photoIds.length && !run.answered ? (await (await import('./photos')).checkPhotos(caller.sub, photoIds)).map(dataUrl) : [];
  if (!request.threadId && !run.answered) await enforce('new-threads', caller.sub, NEW_THREADS_LIMIT);
  const history = existing ? await recentMessages(existing.id, HISTORY_MESSAGES) : [];

  const { answer, reservation } =
    run.answered ?? (await consultOnce(caller, request, run, profile.tokenBalance, await withThreadPhotos(caller.sub, history, THREAD_PHOTOS - images.length, photoIds), images));
  const { charged: tokensUsed, balance: updatedTokenBalance } = await settleTokens(reservation, answer.tokens, operationId);

  // The exchange is stamped with the send's start (the reply 1 ms later) so that a re-run writes the same items.
  const userAt = startedAt.toISOString();
  const replyAt = new Date(startedAt.getTime() + 1).toISOString();
  const thread: ChatThread = existing
    ? { ...existing, lastMessageAt: replyAt }
    : { id: stableId(caller.sub, operationId, 'thread'), userId: caller.sub, title: threadTitle(request.message), createdAt: userAt, lastMessageAt: replyAt };
  const messages: StoredMessage[] = [
    { id: stableId(caller.sub, operationId, 'user'), threadId: thread.id, role: 'user', content: request.message, createdAt: userAt, ...(photoIds.length ? { photoIds } : {}) },
    { id: stableId(caller.sub, operationId, 'assistant'), threadId: thread.id, role: 'assistant', content: answer.text, createdAt: replyAt },
  ];
  await saveExchange(thread, messages, { isNew: !existing, pest: answer.guideSlug, tokens: tokensUsed });
  // A retry of a send saved before may find its user message in the history: suggestions follow the conversation once.
  const conversation = [...history.filter((m) => !messages.some((n) => n.id === m.id)), ...messages];
  return {
    threadId: thread.id,
    response: answer.text,
    updatedTokenBalance,
    tokensUsed,
    suggestions: suggestedAnswers(conversation),
  };
}

export interface SendOptions {
  now?: Date;
  /** The streamed send: the answer's pieces as the model writes them (a replay, or a resumed send, writes none: its answer is whole). */
  onText?: AnswerStream;
}

/** The send, idempotent by operationId: a replay within 10 minutes gets the same answer and is not charged again. */
export async function sendMessage(caller: Caller, request: ConsultRequest, { now = new Date(), onText }: SendOptions = {}): Promise<ConsultResponse> {
  const op: Operation = {
    sub: caller.sub,
    operationId: request.operationId,
    endpoint: ENDPOINT,
    fingerprint: fingerprintOf([request.message, request.threadId ?? null, ...(request.photoIds?.length ? [request.photoIds.join(',')] : [])]),
  };
  const claim = await claimOperation<ConsultResponse, Answered>(op, { now, windowMs: CHAT_LIMITS.operationWindowMs, leaseMs: LEASE_MS });
  if (claim.status === 'done') return claim.result;
  if (claim.status === 'busy') throw conflict(CHAT.operationInProgress, { code: 'OperationInProgress' });
  if (claim.status === 'reused') throw conflict(CHAT.operationReused, { code: 'OperationReused' });

  const run: Run = { op, token: claim.token, startedAt: claim.startedAt, answered: claim.progress, onText };
  let result: ConsultResponse;
  try {
    result = await exchange(caller, request, run);
  } catch (error) {
    // Before the model answered, nothing was spent: the claim goes. After, the answer stays for the retry to resume.
    await (run.answered ? pauseOperation(op, claim.token) : releaseOperation(op, claim.token));
    throw error;
  }
  await completeOperation(op, claim.token, result, { now: new Date(), windowMs: CHAT_LIMITS.operationWindowMs });
  await clearSettlement(caller.sub, request.operationId);
  return result;
}

/**
 * The streamed send: the same send, its answer as newline-delimited JSON events (ConsultStreamEvent): the pieces as
 * the model writes them, then `done` with the whole saved answer (a replay has only that), or `error`. It waits for the
 * answer to begin, so a refusal or failure before that is thrown (an error status, as the JSON send answers).
 */
export async function streamMessage(caller: Caller, request: ConsultRequest, routeKey: string): Promise<AsyncIterable<Uint8Array>> {
  const lines = new PassThrough();
  const emit = (event: ConsultStreamEvent) => lines.write(`${JSON.stringify(event)}\n`);
  let begin = () => {};
  const begun = new Promise<void>((resolve) => (begin = resolve));
  const sent = sendMessage(caller, request, {
    onText: (text) => {
      emit({ type: 'delta', text });
      begin();
    },
  });
  await Promise.race([begun, sent]);
  sent
    .then(
      (reply) => emit({ type: 'done', reply }),
      (error: unknown) => {
        const { status, error: body } = failureOf(error, routeKey);
        emit({ type: 'error', status, error: body });
      },
    )
    .finally(() => lines.end());
  return lines;
}
