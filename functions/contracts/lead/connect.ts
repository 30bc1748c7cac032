// 'Connect with a professional' (a lead from the chat to the nearest well-rated provider): its call and preview, and
// the chat history it sends the provider.
import * as z from 'zod/mini';
import type { ChatTurn } from '../chat';
import { LEAD, PROVIDERS } from '../messages';
import { freeText, oneLine } from '../text';
import { given, lazily } from '../zod';
import { threadIdRule } from './entity';

/** 'Connect with a professional' looks this far around the user for a provider... */
export const CONNECT_RADIUS_KM = 50;
/** ...and prefers the nearest one rated at least this. */
export const CONNECT_MIN_RATING = 4;
/** The longest chat history a connect request carries into the lead's message. */
export const CONNECT_SUMMARY_MAX = 4000;
/** Of each consultant answer the provider reads its first lines (blocks of text), at most this many characters. */
export const CONNECT_ANSWER_LINES = 2;
export const CONNECT_ANSWER_CHARS = 300;

const latitude = lazily(() => z.number({ message: LEAD.locationInvalid }).check(z.minimum(-90, { message: LEAD.locationInvalid }), z.maximum(90, { message: LEAD.locationInvalid })));
const longitude = lazily(() => z.number({ message: LEAD.locationInvalid }).check(z.minimum(-180, { message: LEAD.locationInvalid }), z.maximum(180, { message: LEAD.locationInvalid })));
const searchText = lazily(() => z.string().check(z.trim(), z.maxLength(100, { message: PROVIDERS.searchTooLong }), oneLine()));

/** POST /api/leads/connect: 'Connect with a professional' from the chat, with where the user is if known. */
export const connectSchema = lazily(() => z
  .object({
    /** The provider the user agreed to (the one the preview named); without it the nearest well-rated one. */
    providerId: given(z.string().check(z.trim(), z.regex(/^[\w-]{1,100}$/, { message: LEAD.providerRequired }))),
    threadId: given(threadIdRule),
    latitude: given(latitude),
    longitude: given(longitude),
    country: given(searchText),
    city: given(searchText),
    chatSummary: z
      .string({ message: LEAD.chatSummaryRequired })
      .check(
        z.trim(),
        z.minLength(1, { message: LEAD.chatSummaryRequired }),
        z.maxLength(CONNECT_SUMMARY_MAX, { message: LEAD.chatSummaryMax }),
        freeText(),
      ),
  })
  .check(z.refine((v) => (v.latitude === undefined) === (v.longitude === undefined), { message: LEAD.locationInvalid, path: ['latitude'] })));
export type ConnectRequest = z.infer<typeof connectSchema>;

const queryCoordinate = (limit: number) =>
  given(z.coerce.number({ message: LEAD.locationInvalid }).check(z.minimum(-limit, { message: LEAD.locationInvalid }), z.maximum(limit, { message: LEAD.locationInvalid })));

/** GET /api/leads/connect: which provider 'Connect with a professional' would ask, before anything is sent. */
export const connectPreviewSchema = lazily(() => z
  .object({ latitude: queryCoordinate(90), longitude: queryCoordinate(180), country: given(searchText), city: given(searchText) })
  .check(z.refine((v) => (v.latitude === undefined) === (v.longitude === undefined), { message: LEAD.locationInvalid, path: ['latitude'] })));

/** One line of Markdown as plain text: no heading, quote or list marks, no emphasis or code marks, links as their text. */
function plainLine(line: string): string {
  return line
    .replace(/^\s*(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)+/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/(^|[\s(])[*_]+|[*_]+(?=$|[\s).,;:!?])/g, '$1')
    .trim();
}

/** Text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}\u2026`;
}

/** An answer in short: its first lines as plain text, bounded. */
export function answerInShort(markdown: string): string {
  const lines = markdown.split('\n').map(plainLine).filter(Boolean).slice(0, CONNECT_ANSWER_LINES);
  return cut(lines.join(' '), CONNECT_ANSWER_CHARS);
}

/** Room kept for a numbered list's title and the note on what was left out. */
const LIST_OVERHEAD = 100;

/** A numbered list under its title: as many items, from the first, as fit in `room` characters, then a note of the rest. */
function numbered(title: string, items: readonly string[], room: number): { text: string; kept: number } {
  const rest = (n: number) => (n > 0 ? `\n(${n} more not included)` : '');
  let text = title;
  for (const [i, item] of items.entries()) {
    const entry = `\n${i + 1}. ${item}`;
    if ((text + entry + rest(items.length - i - 1)).length > room) return { text: i === 0 ? '' : text + rest(items.length - i), kept: i };
    text += entry;
  }
  return { text: items.length ? text : '', kept: items.length };
}

/**
 * The chat history a connect request sends the provider (at most CONNECT_SUMMARY_MAX characters): the customer's
 * questions first, whole and in order, then the consultant's answers to them, each in short. What does not fit is left
 * out from the end, and the text says how much.
 */
export function connectChatSummary(chat: readonly ChatTurn[]): string {
  const asked = chat.filter((t) => t.role === 'user' && t.content.trim()).map((t) => cut(t.content.trim(), CONNECT_SUMMARY_MAX - LIST_OVERHEAD));
  const said = chat.filter((t) => t.role === 'assistant').map((t) => answerInShort(t.content)).filter(Boolean);
  const questions = numbered("The customer's questions:", asked, CONNECT_SUMMARY_MAX);
  const answers = numbered("The AI consultant's answers, in short:", said.slice(0, questions.kept), CONNECT_SUMMARY_MAX - questions.text.length - 2);
  return [questions.text, answers.text].filter(Boolean).join('\n\n');
}
