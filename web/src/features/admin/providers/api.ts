// Provider Management's calls (document 2, section 7): the list on SWR's cache (5 minutes, no refetch on focus; the
// admin screen asks for 100), one page for the export, and the writes, each followed by clearing the list.
import { API } from '@contracts/api';
import type { ProviderWire } from '@contracts/provider';
import type { AdminProviderPage, ProviderFormInput } from '@contracts/providerForm';
import { apiFetch } from '../../../api/client';
import { useApi } from '../../../api/useApi';
import { adminQueryCache, clearCache } from '../kit/cache';

/** The provider list: cached 5 minutes. */
export const PROVIDER_LIST_CACHE_MS = 300_000;
/** The admin screen asks for 100 providers a page. */
export const ADMIN_PROVIDER_LIMIT = 100;

export interface ProviderListParams {
  query: string;
  page: number;
}

type ListUrl = `/api/admin-provider-management?${string}`;

export function providersUrl({ query, page }: ProviderListParams): ListUrl {
  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_PROVIDER_LIMIT) });
  if (query.trim()) params.set('query', query.trim());
  return `${API.adminProviderManagement}?${params.toString()}`;
}

export function useAdminProviders(params: ProviderListParams) {
  return useApi<ListUrl, AdminProviderPage>(providersUrl(params), { ...adminQueryCache, dedupingInterval: PROVIDER_LIST_CACHE_MS });
}

export const fetchProvidersPage = (params: ProviderListParams): Promise<AdminProviderPage> => apiFetch(providersUrl(params));

/** After a write: the provider lists read again (this tab's, and the suggestions' approvals land here too). */
const changed = async <T>(write: Promise<T>): Promise<T> => {
  const result = await write;
  await clearCache(API.adminProviderManagement);
  return result;
};

export async function createProvider(form: ProviderFormInput): Promise<ProviderWire> {
  return (await changed(apiFetch(API.adminProviderManagement, { method: 'POST', body: form }))).provider;
}

export async function updateProvider({ providerId, form }: { providerId: string; form: ProviderFormInput }): Promise<ProviderWire> {
  return (await changed(apiFetch(API.adminProviderManagement, { method: 'PUT', body: { ...form, providerId } }))).provider;
}

export async function deleteProvider(provider: ProviderWire): Promise<void> {
  await changed(apiFetch(API.adminProviderManagement, { method: 'DELETE', body: { providerId: provider.id } }));
}

export async function toggleFeatured(provider: ProviderWire): Promise<ProviderWire> {
  return (await changed(apiFetch(API.adminProviderManagement, { method: 'PATCH', body: { providerId: provider.id, action: 'toggle-featured' } }))).provider;
}
