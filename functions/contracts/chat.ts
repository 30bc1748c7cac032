// The chat's shared rules (web and API): thread and message shapes, the send request and answer, the thread
// title, the conversation stage and its suggested follow-up answers, and the chat's limits.
import * as z from 'zod/mini';
import { API } from './api';
import { chatPhotoIdsSchema, type ChatPhoto } from './chatPhotos';
import { CHAT } from './messages';
import { freeText, singleLine } from './text';
import { lazily } from './zod';

/** The pest-consultant function's timeout in seconds; a send's claim on its operationId outlives it. */
export const CONSULTANT_TIMEOUT_SECONDS = 30;

export const CHAT_LIMITS = {
  /** Threads in the history sidebar. */
  historyThreads: 10,
  /** Characters of the first message that make a thread's title. */
  threadTitleLength: 30,
  /** Suggested follow-up answers shown above the input. */
  suggestions: 3,
  /** Messages of one thread the chat shows when it is opened: the latest ones (the data export holds them all). */
  threadMessagesShown: 500,
  /** Longest message the consultant accepts, in characters. */
  messageMaxLength: 4000,
  /** How long a send's answer is replayed for the same operationId (also the web's recovery life of an AI request). */
  operationWindowMs: 10 * 60 * 1000,
} as const;

export type ChatRole = 'user' | 'assistant';

export interface ChatThread {
  id: string;
  userId: string;
  title: string;
  lastMessageAt: string;
  createdAt: string;
}

export interface ChatMessage {
  id: string;
  threadId: string;
  role: ChatRole;
  content: string;
  createdAt: string;
  /** 'team' on an assistant message an admin wrote (the Threads tab's reply), not the consultant; absent otherwise. */
  author?: 'team';
  /** A user message's photos (functions/contracts/chatPhotos), each with a short-lived link; absent when it has none. */
  photos?: ChatPhoto[];
}

/** A turn of the conversation as the stage rules and the consultant read it. */
export interface ChatTurn {
  role: ChatRole;
  content: string;
}

/** Ids the API hands out and accepts in paths and bodies (uuids, or any similar token). */
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{7,63}$/;

/** A thread's id in a path (`{threadId}`): a chat id, else `message`, before any key is built from it. */
export const threadIdParam = (message: string) => z.string({ message }).check(z.regex(ID_PATTERN, { message }));

/** GET /api/threads/{threadId}/messages: the caller's thread. */
export const threadPathSchema = lazily(() => z.object({ threadId: threadIdParam(CHAT.threadIdInvalid) }));

/**
 * POST /api/pest-consultant. The server reads the thread's history from its own store, so a client may send
 * the spec's `threadHistory` but it is ignored (stripped), and so is `userId` (the caller comes from the token).
 */
export const consultRequestSchema = lazily(() => z.object({
  message: z
    .string({ message: CHAT.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, { message: CHAT.messageRequired }),
      z.maxLength(CHAT_LIMITS.messageMaxLength, { message: CHAT.messageTooLong }),
      freeText(),
    ),
  threadId: z.nullish(z.string().check(z.regex(ID_PATTERN, { message: CHAT.threadIdInvalid }))),
  location: z.nullish(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, { message: CHAT.locationInvalid })),
      z.transform((code: string) => code.toUpperCase()),
    ),
  ),
  operationId: z.string({ message: CHAT.operationIdInvalid }).check(z.regex(ID_PATTERN, { message: CHAT.operationIdInvalid })),
  /** Up to 3 of the caller's uploaded photos (POST /api/chat/photos); the text is required with them too. */
  photoIds: chatPhotoIdsSchema,
}));
export type ConsultRequest = z.infer<typeof consultRequestSchema>;

export interface ConsultResponse {
  threadId: string;
  /** The consultant's answer, Markdown. */
  response: string;
  updatedTokenBalance: number;
  /** Tokens this send cost. */
  tokensUsed: number;
  /** Up to 3 follow-up answers for the conversation's stage. */
  suggestions: string[];
}

/**
 * The streamed send (POST /api/pest-consultant/stream) answers newline-delimited JSON: `delta` events carry the answer
 * as it is written, then one `done` with the whole saved answer (which the client shows in place of the deltas), or
 * one `error` when the send failed after it began (nothing saved or charged: the same operationId may be sent again).
 * A failure before the first event is an ordinary error status with the error body.
 */
export type ConsultStreamEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; reply: ConsultResponse }
  | { type: 'error'; status: number; error: { code: string; message: string } };

/** The streamed send's content type. */
export const CONSULT_STREAM_TYPE = 'application/x-ndjson; charset=utf-8';

/** POST /api/threads: start an empty thread; a given title follows the thread-title rule, none gives 'New Chat'. */
export const newThreadSchema = lazily(() => z.strictObject({
  title: z.optional(
    z.pipe(
      z
        .string()
        .check(z.trim(), z.minLength(1, { message: CHAT.titleRequired }), z.maxLength(CHAT_LIMITS.messageMaxLength, { message: CHAT.messageTooLong }), freeText()),
      z.transform(threadTitle),
    ),
  ),
}));
export type NewThread = z.infer<typeof newThreadSchema>;

export interface ThreadList {
  threads: ChatThread[];
}

export interface ThreadMessages {
  thread: ChatThread;
  messages: ChatMessage[];
}

/** The path of one thread (to delete it). */
export function threadPath(threadId: string): `/api/threads/${string}` {
  return API.thread.replace('{threadId}', encodeURIComponent(threadId)) as `/api/threads/${string}`;
}

/** The path of one thread's messages. */
export function threadMessagesPath(threadId: string): `/api/threads/${string}/messages` {
  return API.threadMessages.replace('{threadId}', encodeURIComponent(threadId)) as `/api/threads/${string}/messages`;
}

/** The first 30 characters of the first message (whitespace collapsed), plus '...' when it is longer. */
export function threadTitle(message: string): string {
  const text = singleLine(message);
  return text.length > CHAT_LIMITS.threadTitleLength ? `${text.slice(0, CHAT_LIMITS.threadTitleLength)}...` : text;
}

/** The welcome screen's starter questions. */
export const STARTER_QUESTIONS = [
  'How do I get rid of cockroaches in my kitchen?',
  'What can I do about ants getting into my house?',
  'How can I prevent bed bugs when traveling?',
  'How do I deal with mosquitoes in my yard?',
] as const;

export type ConversationStage = 'initial' | 'diagnosis' | 'treatment' | 'follow-up';

const PEST_TERMS =
  /\b(fleas?|ticks?|mouse|mice|rats?|rodents?|ants?|cockroach(es)?|roach(es)?|spiders?|mosquito(e?s)?|mozzies?|bed ?bugs?|termites?|wasps?|hornets?|yellow ?jackets?|fly|flies|gnats?|silverfish|moths?)\b/i;
const ROOM_TERMS =
  /\b(kitchen|bathroom|bedroom|living room|lounge|dining room|basement|cellar|attic|loft|garage|garden|yard|backyard|patio|balcony|porch|deck|shed|pantry|cupboards?|laundry|closet|wardrobe|hallway|office|roof|eaves|walls?|ceiling|floors?|beds?|mattress|sofa|couch|carpets?)\b/i;
const TREATMENT_TERMS =
  /\b(treat(ed|ing|ments?)?|tried|spray(ed|s)?|baits?|traps?|trapped|poison|insecticides?|pesticides?|repellents?|vinegar|boric|diatomaceous|essential oils?|bleach|vacuum(ed|ing)?|steam(ed)?|fumigat\w*|exterminators?|sticky)\b/i;

/**
 * Where the conversation is, from what the user has said (assistant replies always mention treatments, so
 * they are not read): initial (one or no user message); diagnosis (pest and room not both known); treatment
 * (both known, no treatment mentioned); follow-up (treatments mentioned).
 */
export function conversationStage(turns: readonly ChatTurn[]): ConversationStage {
  const said = turns.filter((t) => t.role === 'user').map((t) => t.content);
  if (said.length <= 1) return 'initial';
  const text = said.join('\n');
  if (!(PEST_TERMS.test(text) && ROOM_TERMS.test(text))) return 'diagnosis';
  return TREATMENT_TERMS.test(text) ? 'follow-up' : 'treatment';
}

/** Up to 3 follow-up answers the user can send with one click, chosen by the conversation's stage. */
export function suggestedAnswers(turns: readonly ChatTurn[]): string[] {
  const stage = conversationStage(turns);
  const said = turns.filter((t) => t.role === 'user').map((t) => t.content).join('\n');
  const choices: Record<ConversationStage, () => string[]> = {
    initial: () => ['I see them mostly in the kitchen', 'Are they dangerous to my family and pets?', 'What are the signs of an infestation?'],
    diagnosis: () => [
      ...(PEST_TERMS.test(said) ? [] : ["I'm not sure what pest it is", 'How can I identify the pest?']),
      ...(ROOM_TERMS.test(said) ? [] : ['They are in the kitchen', 'They are in the bedroom', 'They are in the garden']),
    ],
    treatment: () => ['What eco-friendly treatments can I try?', 'Is it safe for my children and pets?', 'How long will it take to get rid of them?'],
    'follow-up': () => ["The treatment didn't work. What should I try next?", 'How do I stop them coming back?', 'When should I call a professional?'],
  };
  return choices[stage]().slice(0, CHAT_LIMITS.suggestions);
}
