// Lead Management's one call (document 2, section 7): POST admin-lead-management with an action: getLeads (page, limit,
// providerId, status, search, the creation dates' range, and the cursor of the page before), getLead (id) or
// updateLead (id and the fields an admin may change, picked from the lead's own).
import * as z from 'zod/mini';
import { cursorField, idField, limitField, pageField, searchField } from '../admin';
import type { CursorPage } from '../api';
import { LEAD, LEAD_ADMIN } from '../messages';
import { freeText } from '../text';
import { wireFields } from '../wire';
import { given, lazily } from '../zod';
import { LEAD_MESSAGE_MAX, LEAD_STATUSES, LEAD_UPDATABLE, leadSchema, type LeadWire } from './entity';

const leadId = lazily(() => idField(LEAD.notFound));
/** An instant of the dates' range (ISO 8601), kept as the leads' own createdAt are written, so the two compare as text. */
const instant = lazily(() => given(z.pipe(z.iso.datetime({ offset: true, message: LEAD_ADMIN.datesInvalid }), z.transform((v: string) => new Date(v).toISOString()))));

const getLeads = lazily(() => z
  .object({
    action: z.literal('getLeads'),
    page: pageField,
    limit: limitField(10),
    providerId: given(idField(LEAD_ADMIN.actionInvalid)),
    status: given(z.enum(LEAD_STATUSES, { message: LEAD_ADMIN.statusInvalid })),
    search: searchField,
    /** Leads created at or after this instant... */
    createdFrom: instant,
    /** ...and before this one (the day after the range's last, at its start). */
    createdTo: instant,
    cursor: cursorField,
  })
  .check(z.refine((v) => !v.createdFrom || !v.createdTo || v.createdFrom < v.createdTo, { message: LEAD_ADMIN.datesInvalid, path: ['createdTo'] })));
export type LeadListRequest = Omit<z.infer<typeof getLeads>, 'action'>;

const getLead = lazily(() => z.object({ action: z.literal('getLead'), id: leadId }));

/**
 * Any of the fields an admin may change, each by the lead's own rule, but the message: the details dialog's is
 * required without the form's minimum (document 2, 2.4: 'message (required, editable)').
 */
const updateLead = lazily(() => z.extend(z.partial(z.object(wireFields(leadSchema.shape, LEAD_UPDATABLE))), {
  action: z.literal('updateLead'),
  id: leadId,
  message: z.optional(
    z.string({ message: LEAD_ADMIN.messageRequired }).check(
      z.trim(),
      z.minLength(1, { message: LEAD_ADMIN.messageRequired }),
      z.maxLength(LEAD_MESSAGE_MAX, { message: LEAD.messageMax }),
      freeText(),
    ),
  ),
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
