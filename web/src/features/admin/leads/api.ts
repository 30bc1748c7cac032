// Lead Management's calls (document 2, section 7): POST admin-lead-management with an action: getLeads (one page by
// status, provider and creation dates with the search text, from the cursor the page before gave, read through SWR
// with the admin query cache), getLead and updateLead (whose replies must carry `lead`: else 'Invalid response format
// from server'); and lead-notification (Notify Provider); and the tab's writes with section 8's toasts, a second notice only after its
// confirmation (useLeadWrites).
import { API } from '@contracts/api';
import { noticeCount, type AdminLeadPage, type AdminLeadReply, type LeadListRequest, type LeadStatus, type LeadUpdate, type LeadWire } from '@contracts/lead';
import { LEAD_ADMIN } from '@contracts/messages';
import { useState } from 'react';
import { apiFetch } from '../../../api/client';
import { failureText } from '../../../api/mutation';
import { useMutation } from '../../../api/useMutation';
import { useApi } from '../../../api/useApi';
import { adminQueryCache, clearCache } from '../kit/cache';
import { pageCursors } from '../kit/pageCursors';

export const LEAD_PAGE_SIZE = 10;

export interface LeadListParams {
  page: number;
  search: string;
  status: LeadStatus | 'all';
  providerId?: string;
  /** Leads created at or after this instant, and before `createdTo` (ISO 8601). */
  createdFrom?: string;
  createdTo?: string;
  limit?: number;
}

type LeadCall =
  | ({ action: 'getLeads'; page: number; limit: number; search?: string; cursor?: string } & Pick<LeadListRequest, 'status' | 'providerId' | 'createdFrom' | 'createdTo'>)
  | { action: 'getLead'; id: string }
  | ({ action: 'updateLead'; id: string } & LeadUpdate);

/** The one lead call: POST admin-lead-management with an action. */
function postLeads(body: LeadCall): Promise<AdminLeadReply> {
  return apiFetch(API.adminLeadManagement, { method: 'POST', body });
}

const cursors = pageCursors();
/** The list a page belongs to (its pages share cursors). */
const listOf = ({ search, status, providerId, createdFrom, createdTo, limit = LEAD_PAGE_SIZE }: LeadListParams) =>
  JSON.stringify([status, search.trim(), providerId, createdFrom, createdTo, limit]);

/** The page's call: from the cursor given, else from the one the page before gave, if it was read. */
const listBody = (params: LeadListParams, cursor = cursors.at(listOf(params), params.page)): LeadCall => ({
  action: 'getLeads',
  page: params.page,
  limit: params.limit ?? LEAD_PAGE_SIZE,
  ...(params.status === 'all' ? {} : { status: params.status }),
  ...(params.providerId ? { providerId: params.providerId } : {}),
  ...(params.createdFrom ? { createdFrom: params.createdFrom } : {}),
  ...(params.createdTo ? { createdTo: params.createdTo } : {}),
  ...(params.search.trim() ? { search: params.search.trim() } : {}),
  ...(cursor ? { cursor } : {}),
});

/** One page of leads (from `cursor`, the export's way, or from the one kept for the page). */
export async function fetchLeadsPage(params: LeadListParams, cursor?: string | null): Promise<AdminLeadPage> {
  const reply = await postLeads(listBody(params, cursor ?? undefined));
  if (!('leads' in reply)) throw new Error(LEAD_ADMIN.invalidResponse);
  cursors.remember(listOf(params), reply);
  return reply;
}

type ListKey = `/api/admin-lead-management?${string}`;

/** One page of leads, newest first; its SWR key names the query it sends. */
export function useAdminLeads(params: LeadListParams) {
  const cursor = cursors.at(listOf(params), params.page);
  const key = `${API.adminLeadManagement}?${new URLSearchParams(Object.entries(listBody(params, cursor)).map(([k, v]) => [k, String(v)])).toString()}` as ListKey;
  return useApi<ListKey, AdminLeadPage>(key, { ...adminQueryCache, fetcher: () => fetchLeadsPage(params, cursor) });
}

/** getLead and updateLead must answer the lead; anything else is the spec's 'Invalid response format from server'. */
function leadOf(reply: AdminLeadReply): LeadWire {
  if (!reply || typeof reply !== 'object' || !('lead' in reply) || !reply.lead) throw new Error(LEAD_ADMIN.invalidResponse);
  return reply.lead;
}

export async function getLead(id: string): Promise<LeadWire> {
  return leadOf(await postLeads({ action: 'getLead', id }));
}

const changed = async (write: Promise<LeadWire>): Promise<LeadWire> => {
  const lead = await write;
  await clearCache(API.adminLeadManagement);
  return lead;
};

export function updateLead({ id, update }: { id: string; update: LeadUpdate }): Promise<LeadWire> {
  return changed(postLeads({ action: 'updateLead', id, ...update }).then(leadOf));
}

/** Notify Provider (new leads only): the lead's details e-mailed to its provider; `again` for 'Notify again'. */
export function notifyProvider({ lead, again }: { lead: LeadWire; again: boolean }): Promise<LeadWire> {
  return changed(apiFetch(API.leadNotification, { method: 'POST', body: again ? { leadId: lead.id, again } : { leadId: lead.id } }).then((reply) => reply.lead));
}

/** How many times the lead's provider was e-mailed about it (lib's noticeCount, on the wire's names). */
export const noticesOf = (lead: LeadWire): number => noticeCount({ notifiedAt: lead.notified_at, notifyCount: lead.notify_count });

/** What a notice came to, as the details dialog reads it (a cancelled 'Notify again' is not ok). */
export type NotifyOutcome = { ok: boolean; result?: LeadWire };

/** Status and field updates, and notices: the first goes at once, another only after its confirmation. */
export function useLeadWrites() {
  /** The lead whose provider was notified before, while 'Notify again' waits for its confirmation. */
  const [confirming, setConfirming] = useState<{ lead: LeadWire; answer: (outcome: NotifyOutcome) => void } | null>(null);
  const update = useMutation(updateLead, {
    success: () => ({ kind: 'success', title: LEAD_ADMIN.updated, brief: true }),
    failure: (error) => ({ kind: 'error', title: LEAD_ADMIN.updateFailed(failureText(error)) }),
  });
  const notify = useMutation(notifyProvider, {
    success: () => ({ kind: 'success', title: LEAD_ADMIN.notificationSent, description: LEAD_ADMIN.notificationSentDetail }),
    failure: (error) => ({ kind: 'error', title: LEAD_ADMIN.notifyFailed(failureText(error)) }),
  });
  const requestNotify = (lead: LeadWire): Promise<NotifyOutcome> =>
    noticesOf(lead) === 0 ? notify.trigger({ lead, again: false }) : new Promise((answer) => setConfirming({ lead, answer }));
  const confirmAgain = async () => {
    if (!confirming) return;
    const outcome = await notify.trigger({ lead: confirming.lead, again: true });
    setConfirming(null);
    confirming.answer(outcome);
  };
  const cancelAgain = () => {
    confirming?.answer({ ok: false });
    setConfirming(null);
  };
  const setStatus = (lead: LeadWire, status: LeadStatus) => update.trigger({ id: lead.id, update: { status } });
  const save = (lead: LeadWire, changes: LeadUpdate) => update.trigger({ id: lead.id, update: changes });
  return { confirming, requestNotify, confirmAgain, cancelAgain, setStatus, save, notifying: notify.pending, busy: update.pending || notify.pending };
}
