// Leads, a user's request to a provider: the lead form's rules with the spec's messages, 'Connect with a professional'
// (and the chat history it sends the provider), the notification call, and the wire shape.
import * as z from 'zod/mini';
import type { ChatTurn } from './chat';
import { LEAD, PROVIDERS } from './messages';
import { freeText, oneLine } from './text';
import { toWire, type Wire, type WireNames } from './wire';
import { given, lazily } from './zod';

export const LEAD_STATUSES = ['new', 'contacted', 'resolved', 'rejected'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_PRIORITIES = ['low', 'normal', 'high', 'emergency'] as const;
export type LeadPriority = (typeof LEAD_PRIORITIES)[number];
/** The priorities an admin sets (document 2: High, Normal, Low); an emergency comes only from the lead form. */
export const ADMIN_LEAD_PRIORITIES = ['high', 'normal', 'low'] as const satisfies readonly LeadPriority[];
export const SAFETY_CONSIDERATIONS = ['elderly', 'pets', 'infants'] as const;
export type SafetyConsideration = (typeof SAFETY_CONSIDERATIONS)[number];

export const LEAD_MESSAGE_MIN = 10;
export const LEAD_MESSAGE_MAX = 5000;
/** 'Connect with a professional' looks this far around the user for a provider... */
export const CONNECT_RADIUS_KM = 50;
/** ...and prefers the nearest one rated at least this. */
export const CONNECT_MIN_RATING = 4;
/** The longest chat history a connect request carries into the lead's message. */
export const CONNECT_SUMMARY_MAX = 4000;
/** Of each consultant answer the provider reads its first lines (blocks of text), at most this many characters. */
export const CONNECT_ANSWER_LINES = 2;
export const CONNECT_ANSWER_CHARS = 300;

/** A tick box: absent means not ticked. */
const flag = lazily(() => z.pipe(
  z.transform((v: unknown) => (v === undefined || v === null || v === '' ? false : v)),
  z.boolean(),
));
const place = (message: string) => z.string({ message }).check(z.trim(), z.minLength(1, { message }), z.maxLength(100, { message }), oneLine());
const threadId = lazily(() => z.string().check(z.trim(), z.regex(/^[\w-]{1,64}$/, { message: LEAD.threadIdInvalid })));
const latitude = lazily(() => z.number({ message: LEAD.locationInvalid }).check(z.minimum(-90, { message: LEAD.locationInvalid }), z.maximum(90, { message: LEAD.locationInvalid })));
const longitude = lazily(() => z.number({ message: LEAD.locationInvalid }).check(z.minimum(-180, { message: LEAD.locationInvalid }), z.maximum(180, { message: LEAD.locationInvalid })));
const searchText = lazily(() => z.string().check(z.trim(), z.maxLength(100, { message: PROVIDERS.searchTooLong }), oneLine()));
/** A provider's id as the directory hands it out. */
export const PROVIDER_ID_MAX_LENGTH = 100;
/** Safety considerations a form may list (the three, with room for a repeat). */
const SAFETY_MAX_ITEMS = 6;

/** The lead form, in the wire's field names. The mobile number is kept only with a callback. */
export const leadFormSchema = lazily(() => z.pipe(
  z.object({
    provider_id: z
      .string({ message: LEAD.providerRequired })
      .check(
        z.trim(),
        z.minLength(1, { message: LEAD.providerRequired }),
        z.maxLength(PROVIDER_ID_MAX_LENGTH, { message: PROVIDERS.notFound }),
        oneLine(PROVIDERS.notFound),
      ),
    message: z
      .string({ message: LEAD.messageMin })
      .check(z.trim(), z.minLength(LEAD_MESSAGE_MIN, { message: LEAD.messageMin }), z.maxLength(LEAD_MESSAGE_MAX, { message: LEAD.messageMax }), freeText()),
    country: place(LEAD.countryRequired),
    city: place(LEAD.cityRequired),
    consentToPrivacyPolicy: z.literal(true, { message: LEAD.privacyConsentRequired }),
    priority: z.pipe(
      z.transform((v: unknown) => (v === null || v === '' ? undefined : v)),
      z._default(z.enum(LEAD_PRIORITIES, { message: LEAD.priorityInvalid }), 'normal'),
    ),
    request_callback: flag,
    mobile_number: given(z.string().check(z.trim(), z.maxLength(40, { message: LEAD.mobileNumberMax }), oneLine())),
    request_more_info: flag,
    request_appointment: flag,
    safety_considerations: z.pipe(
      z.transform((v: unknown) => v ?? []),
      z.pipe(
        z.array(z.enum(SAFETY_CONSIDERATIONS, { message: LEAD.safetyInvalid }), { message: LEAD.safetyInvalid }).check(z.maxLength(SAFETY_MAX_ITEMS, { message: LEAD.safetyInvalid })),
        z.transform((list: SafetyConsideration[]) => [...new Set(list)]),
      ),
    ),
    thread_id: given(threadId),
  }),
  z.transform(({ mobile_number, ...form }) => ({ ...form, mobile_number: form.request_callback && mobile_number ? mobile_number : undefined })),
));
export type LeadForm = z.infer<typeof leadFormSchema>;

/** POST /api/leads/connect: 'Connect with a professional' from the chat, with where the user is if known. */
export const connectSchema = lazily(() => z
  .object({
    /** The provider the user agreed to (the one the preview named); without it the nearest well-rated one. */
    providerId: given(z.string().check(z.trim(), z.regex(/^[\w-]{1,100}$/, { message: LEAD.providerRequired }))),
    threadId: given(threadId),
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

/**
 * POST /api/lead-notification. A lead whose provider was notified is notified again only when `again` says so (an
 * admin's 'Notify again', after its confirmation): a repeated press or a second tab sends no duplicate.
 */
export const leadNotificationSchema = lazily(() => z.object({
  leadId: z
    .string({ message: LEAD.notFound })
    .check(z.trim(), z.minLength(1, { message: LEAD.notFound }), z.maxLength(100, { message: LEAD.notFound }), oneLine(LEAD.notFound)),
  again: z.optional(z.boolean({ message: LEAD.notifyAgainInvalid })),
}));

/** A lead as stored and handled by the functions: the one definition of its fields. */
export const leadSchema = lazily(() => z.object({
  id: z.string(),
  userId: z.string(),
  /** The customer as the provider sees them (embedded when the lead is made). */
  user: z.object({ email: z.string(), displayName: z.string() }),
  providerId: z.string(),
  provider: z.object({ name: z.string() }),
  message: z.string(),
  status: z.enum(LEAD_STATUSES),
  priority: z.enum(LEAD_PRIORITIES),
  requestCallback: z.boolean(),
  mobileNumber: z.nullable(z.string()),
  requestMoreInfo: z.boolean(),
  requestAppointment: z.boolean(),
  safetyConsiderations: z.array(z.enum(SAFETY_CONSIDERATIONS)),
  country: z.string(),
  city: z.string(),
  threadId: z.nullable(z.string()),
  createdAt: z.string(),
  /** When the provider was last e-mailed about it... */
  notifiedAt: z.nullable(z.string()),
  /** ...and how many times in all (absent on a lead stored before notices were counted: see noticeCount). */
  notifyCount: z.optional(z.number()),
  /** When an admin first moved it from new to contacted (the provider's response time). */
  contactedAt: z.optional(z.nullable(z.string())),
}));
export type Lead = z.infer<typeof leadSchema>;

/** A lead that asks for nothing beyond the message ('Connect with a professional' makes these): no callback, no extra information, no appointment. */
export const plainRequest = (): Pick<Lead, 'priority' | 'requestCallback' | 'mobileNumber' | 'requestMoreInfo' | 'requestAppointment' | 'safetyConsiderations'> => ({
  priority: 'normal',
  requestCallback: false,
  mobileNumber: null,
  requestMoreInfo: false,
  requestAppointment: false,
  safetyConsiderations: [],
});

/** How many times the provider was e-mailed about a lead (a lead stored before they were counted: once if ever). */
export function noticeCount(lead: Pick<Lead, 'notifiedAt' | 'notifyCount'>): number {
  return lead.notifyCount ?? (lead.notifiedAt ? 1 : 0);
}

/** On the wire every field of a lead is snake_case, the embedded user's too. */
const LEAD_WIRE: WireNames<string> = { snake: 'all' };
export type LeadWire = Wire<Lead, string>;
export const toLeadWire = (lead: Lead): LeadWire => toWire(lead, LEAD_WIRE);

/** The short reference a user is shown for a lead: the first 8 characters of its id. */
export function leadRef(id: string): string {
  return id.slice(0, 8);
}

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
