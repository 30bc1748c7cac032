// Lead Management's one call (document 2, section 7): POST admin-lead-management with an action: getLeads (page, limit,
// providerId, status, search, and the cursor of the page before), getLead (id) or updateLead (id and the fields the
// details dialog edits).
import * as z from 'zod/mini';
import { cursorField, idField, limitField, pageField, searchField } from './admin';
import type { CursorPage } from './api';
import { LEAD_MESSAGE_MAX, LEAD_PRIORITIES, LEAD_STATUSES, SAFETY_CONSIDERATIONS, type LeadWire } from './lead';
import { LEAD, LEAD_ADMIN } from './messages';
import { given, lazily } from './zod';
import { freeText, oneLine } from './text';

const leadId = lazily(() => idField(LEAD.notFound));
const place = (message: string) => z.string({ message }).check(z.trim(), z.minLength(1, { message }), z.maxLength(100, { message }), oneLine(message));

const getLeads = lazily(() => z.object({
  action: z.literal('getLeads'),
  page: pageField,
  limit: limitField(10),
  providerId: given(idField(LEAD_ADMIN.actionInvalid)),
  status: given(z.enum(LEAD_STATUSES, { message: LEAD_ADMIN.statusInvalid })),
  search: searchField,
  cursor: cursorField,
}));

const getLead = lazily(() => z.object({ action: z.literal('getLead'), id: leadId }));

const updateLead = lazily(() => z.object({
  action: z.literal('updateLead'),
  id: leadId,
  status: z.optional(z.enum(LEAD_STATUSES, { message: LEAD_ADMIN.statusInvalid })),
  priority: z.optional(z.enum(LEAD_PRIORITIES, { message: LEAD.priorityInvalid })),
  message: z.optional(
    z.string({ message: LEAD_ADMIN.messageRequired }).check(
      z.trim(),
      z.minLength(1, { message: LEAD_ADMIN.messageRequired }),
      z.maxLength(LEAD_MESSAGE_MAX, { message: LEAD.messageMax }),
      freeText(),
    ),
  ),
  request_callback: z.optional(z.boolean()),
  mobile_number: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(40, { message: LEAD.mobileNumberMax }), oneLine()))),
  request_more_info: z.optional(z.boolean()),
  request_appointment: z.optional(z.boolean()),
  safety_considerations: z.optional(
    z.pipe(
      z.array(z.enum(SAFETY_CONSIDERATIONS, { message: LEAD.safetyInvalid }), { message: LEAD.safetyInvalid }),
      z.transform((list: Array<(typeof SAFETY_CONSIDERATIONS)[number]>) => [...new Set(list)]),
    ),
  ),
  country: z.optional(place(LEAD.countryRequired)),
  city: z.optional(place(LEAD.cityRequired)),
  thread_id: z.optional(z.nullable(z.string().check(z.trim(), z.regex(/^[\w-]{1,64}$/, { message: LEAD.threadIdInvalid })))),
}));

export const adminLeadRequestSchema = lazily(() => z.discriminatedUnion('action', [getLeads, getLead, updateLead], { message: LEAD_ADMIN.actionInvalid }));
export type AdminLeadRequest = z.infer<typeof adminLeadRequestSchema>;
export type LeadUpdate = Omit<z.infer<typeof updateLead>, 'action' | 'id'>;

/**
 * A page of leads, newest first. Without a search, `nextCursor` starts the next page; a search looks through the newest
 * leads of the list only, and `searchLimited` says when the list holds more than it looked through.
 */
export type AdminLeadPage = CursorPage<'leads', LeadWire> & { searchLimited: boolean };
/** getLeads answers a page of leads; getLead and updateLead answer the lead (the web refuses a reply without it). */
export type AdminLeadReply = AdminLeadPage | { lead: LeadWire };
