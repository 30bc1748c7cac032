// The lead, a user's request to a provider: its fields once, each with the rule a write checks and the spec's message
// (the form and the admin update are picked from these, contracts/lead/form and admin), which of them a form and an
// admin may write, the CSV's columns, the wire shape, and the small facts about a stored lead.
import * as z from 'zod/mini';
import { LEAD, LEAD_ADMIN } from '../messages';
import { freeText, oneLine } from '../text';
import { toWire, type Wire, type WireNames } from '../wire';
import { lazily } from '../zod';

export const LEAD_STATUSES = ['new', 'contacted', 'resolved', 'rejected'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_PRIORITIES = ['low', 'normal', 'high', 'emergency'] as const;
export type LeadPriority = (typeof LEAD_PRIORITIES)[number];
export const SAFETY_CONSIDERATIONS = ['elderly', 'pets', 'infants'] as const;
export type SafetyConsideration = (typeof SAFETY_CONSIDERATIONS)[number];

export const LEAD_MESSAGE_MIN = 10;
export const LEAD_MESSAGE_MAX = 5000;
/** Safety considerations a lead may list (the three, with room for a repeat). */
const SAFETY_MAX_ITEMS = 6;

const place = (message: string) => z.string({ message }).check(z.trim(), z.minLength(1, { message }), z.maxLength(100, { message }), oneLine());
/** A chat thread's id as a lead names it. */
export const threadIdRule = lazily(() => z.string().check(z.trim(), z.regex(/^[\w-]{1,64}$/, { message: LEAD.threadIdInvalid })));

/**
 * A lead as stored and handled by the functions: the one definition of its fields. The fields a user or an admin
 * writes carry their rules here (a stored lead is read by its keys, never parsed: lib/platform/db fromItem).
 */
export const leadSchema = lazily(() => z.object({
  id: z.string(),
  userId: z.string(),
  /** The customer as the provider sees them (embedded when the lead is made). */
  user: z.object({ email: z.string(), displayName: z.string() }),
  providerId: z.string(),
  provider: z.object({ name: z.string() }),
  message: z
    .string({ message: LEAD.messageMin })
    .check(z.trim(), z.minLength(LEAD_MESSAGE_MIN, { message: LEAD.messageMin }), z.maxLength(LEAD_MESSAGE_MAX, { message: LEAD.messageMax }), freeText()),
  status: z.enum(LEAD_STATUSES, { message: LEAD_ADMIN.statusInvalid }),
  priority: z.enum(LEAD_PRIORITIES, { message: LEAD.priorityInvalid }),
  requestCallback: z.boolean(),
  /** Kept only with a callback. */
  mobileNumber: z.nullable(z.string().check(z.trim(), z.maxLength(40, { message: LEAD.mobileNumberMax }), oneLine())),
  requestMoreInfo: z.boolean(),
  requestAppointment: z.boolean(),
  safetyConsiderations: z.pipe(
    z.array(z.enum(SAFETY_CONSIDERATIONS, { message: LEAD.safetyInvalid }), { message: LEAD.safetyInvalid }).check(z.maxLength(SAFETY_MAX_ITEMS, { message: LEAD.safetyInvalid })),
    z.transform((list: SafetyConsideration[]) => [...new Set(list)]),
  ),
  country: place(LEAD.countryRequired),
  city: place(LEAD.cityRequired),
  threadId: z.nullable(threadIdRule),
  createdAt: z.string(),
  /** When the provider was last e-mailed about it... */
  notifiedAt: z.nullable(z.string()),
  /** ...and how many times in all (absent on a lead stored before notices were counted: see noticeCount). */
  notifyCount: z.optional(z.number()),
  /** When an admin first moved it from new to contacted (the provider's response time). */
  contactedAt: z.optional(z.nullable(z.string())),
}));
export type Lead = z.infer<typeof leadSchema>;

/** What a request asks of the provider: the fields the lead form sends and the details dialog edits. */
export const LEAD_DETAILS = [
  'message',
  'priority',
  'requestCallback',
  'mobileNumber',
  'requestMoreInfo',
  'requestAppointment',
  'safetyConsiderations',
  'country',
  'city',
  'threadId',
] as const satisfies ReadonlyArray<keyof Lead>;
export type LeadDetails = Pick<Lead, (typeof LEAD_DETAILS)[number]>;
/** What an admin may change (updateLead, document 2, section 7): the status and the details. */
export const LEAD_UPDATABLE = ['status', ...LEAD_DETAILS] as const satisfies ReadonlyArray<keyof Lead>;
export type LeadUpdatable = (typeof LEAD_UPDATABLE)[number];

/** Lead Management's CSV (document 2, section 3): its columns in order, each a field of the lead under the spec's header. */
export const LEAD_EXPORT = [
  ['id', 'ID'],
  ['user', 'Customer'],
  ['provider', 'Provider'],
  ['status', 'Status'],
  ['priority', 'Priority'],
  ['message', 'Message'],
  ['createdAt', 'CreatedAt'],
  ['requestCallback', 'RequestCallback'],
  ['mobileNumber', 'MobileNumber'],
  ['requestMoreInfo', 'RequestInfo'],
  ['requestAppointment', 'RequestAppointment'],
  ['country', 'Country'],
  ['city', 'City'],
] as const satisfies ReadonlyArray<readonly [keyof Lead, string]>;
export type LeadExportField = (typeof LEAD_EXPORT)[number][0];

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
