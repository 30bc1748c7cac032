// The provider network's admin calls, typed from their routes, for the Provider Suggestions, Provider Management and
// Lead Management tabs: a read hook per list on SWR's cache (the spec's staleness, no refetch on focus) and one call
// per write. getLeads is a POST (the spec's action call), read through the same hook with its own fetcher.
import type { SWRConfiguration } from 'swr';
import { API } from '@contracts/api';
import type { LeadWire } from '@contracts/lead';
import type { AdminLeadPage, AdminLeadReply, LeadUpdate } from '@contracts/leadAdmin';
import { LEAD_ADMIN } from '@contracts/messages';
import type { ProviderWire } from '@contracts/provider';
import type { ProviderFormInput } from '@contracts/providerForm';
import type { SuggestionStatus } from '@contracts/providerSuggestion';
import type { SuggestionReviewReply } from '@contracts/suggestionReview';
import { apiFetch, type ApiError } from '../../api/client';
import { useApi } from '../../api/useApi';

/** Admin queries: stale after 3 minutes, not refetched on window focus (document 2, section 9). */
export const ADMIN_STALE_MS = 180_000;
/** The provider list: cached 5 minutes. */
export const PROVIDER_LIST_CACHE_MS = 300_000;
/** The admin screen asks for 100 providers. */
export const ADMIN_PROVIDER_LIMIT = 100;
export const LEAD_PAGE_SIZE = 10;

const adminReads = (dedupingInterval: number): SWRConfiguration => ({ dedupingInterval, revalidateOnFocus: false, keepPreviousData: true });

const queryOf = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))).toString();

/** Provider Suggestions: newest first, with the search text and a status. */
export function useProviderSuggestions(params: { q?: string; status?: SuggestionStatus; page?: number; limit?: number } = {}) {
  return useApi(`${API.adminProviderSuggestions}?${queryOf(params)}`, adminReads(ADMIN_STALE_MS));
}

export function approveSuggestion(id: string, edits?: ProviderFormInput): Promise<SuggestionReviewReply> {
  return apiFetch(API.adminProviderSuggestions, { method: 'PUT', body: { id, status: 'approved', ...(edits ? { provider: edits } : {}) } });
}

export function rejectSuggestion(id: string): Promise<SuggestionReviewReply> {
  return apiFetch(API.adminProviderSuggestions, { method: 'PUT', body: { id, status: 'rejected' } });
}

/** Provider Management: one page (100 on the admin screen) with the search text, country and city. */
export function useAdminProviders(params: { query?: string; country?: string; city?: string; page?: number; limit?: number } = {}) {
  return useApi(`${API.adminProviderManagement}?${queryOf({ limit: ADMIN_PROVIDER_LIMIT, ...params })}`, adminReads(PROVIDER_LIST_CACHE_MS));
}

export async function getProvider(providerId: string): Promise<ProviderWire> {
  return (await apiFetch(`/api/admin-provider-management/${encodeURIComponent(providerId)}`)).provider;
}

export async function createProvider(form: ProviderFormInput): Promise<ProviderWire> {
  return (await apiFetch(API.adminProviderManagement, { method: 'POST', body: form })).provider;
}

export async function updateProvider(providerId: string, form: ProviderFormInput): Promise<ProviderWire> {
  return (await apiFetch(API.adminProviderManagement, { method: 'PUT', body: { ...form, providerId } })).provider;
}

export async function deleteProvider(providerId: string): Promise<void> {
  await apiFetch(API.adminProviderManagement, { method: 'DELETE', body: { providerId } });
}

export async function toggleFeatured(providerId: string): Promise<ProviderWire> {
  return (await apiFetch(API.adminProviderManagement, { method: 'PATCH', body: { providerId, action: 'toggle-featured' } })).provider;
}

export interface LeadQuery {
  page?: number;
  limit?: number;
  providerId?: string;
  status?: LeadWire['status'];
  search?: string;
}

type LeadCall = ({ action: 'getLeads' } & LeadQuery) | { action: 'getLead'; id: string } | ({ action: 'updateLead'; id: string } & LeadUpdate);

/** The one lead call: POST admin-lead-management with an action. */
function postLeads(body: LeadCall): Promise<AdminLeadReply> {
  return apiFetch(API.adminLeadManagement, { method: 'POST', body });
}

/** Lead Management: one page (10 by default), by status or provider, newest first. Keyed by the query it sends. */
export function useAdminLeads(query: LeadQuery = {}) {
  const body = { action: 'getLeads' as const, limit: LEAD_PAGE_SIZE, ...query };
  return useApi<typeof API.adminLeadManagement, AdminLeadPage>(`${API.adminLeadManagement}?${queryOf({ ...query })}` as typeof API.adminLeadManagement, {
    ...adminReads(ADMIN_STALE_MS),
    fetcher: async () => (await postLeads(body)) as AdminLeadPage,
  });
}

/** getLead and updateLead must answer the lead; anything else is the spec's 'Invalid response format from server'. */
function leadOf(reply: AdminLeadReply): LeadWire {
  if (!reply || typeof reply !== 'object' || !('lead' in reply) || !reply.lead) throw new Error(LEAD_ADMIN.invalidResponse);
  return reply.lead;
}

export async function getLead(id: string): Promise<LeadWire> {
  return leadOf(await postLeads({ action: 'getLead', id }));
}

export async function updateLead(id: string, update: LeadUpdate): Promise<LeadWire> {
  return leadOf(await postLeads({ action: 'updateLead', id, ...update }));
}

/** Notify Provider (new leads only): the lead's details e-mailed to its provider. */
export async function notifyProvider(leadId: string): Promise<LeadWire> {
  return (await apiFetch(API.leadNotification, { method: 'POST', body: { leadId } })).lead;
}

export type { ApiError };
