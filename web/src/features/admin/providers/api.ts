// Provider Management's calls (document 2, section 7): the list on SWR's cache (5 minutes, no refetch on focus; the
// admin screen asks for 100), one page for the export, and the writes, each followed by clearing the list; and the
// tab's writes with section 8's toasts (useProviderWrites).
import { API } from '@contracts/api';
import type { ProviderWire } from '@contracts/provider';
import type { AdminProviderPage, ProviderFormInput } from '@contracts/provider';
import { PROVIDER_ADMIN } from '@contracts/messages';
import { ApiError, apiFetch } from '../../../api/client';
import { failureText } from '../../../api/mutation';
import { useMutation } from '../../../api/useMutation';
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

/** Add Provider, or Edit of the provider named. */
export type ProviderEditing = { kind: 'add' } | { kind: 'edit'; provider: ProviderWire };

/** A save's failure: the server's message, else the spec's. */
const saveFailure = (error: unknown) => (error instanceof ApiError && error.status > 0 ? error.message : PROVIDER_ADMIN.saveFailed);

/** The tab's writes with their toasts: save (add or update), delete and the featured toggle. */
export function useProviderWrites({ saved, deleted }: { saved: () => void; deleted: () => void }) {
  const save = useMutation(
    (input: { editing: ProviderEditing; form: ProviderFormInput }) =>
      input.editing.kind === 'add' ? createProvider(input.form) : updateProvider({ providerId: input.editing.provider.id, form: input.form }),
    {
      success: (_, { editing }) => ({ kind: 'success', title: editing.kind === 'add' ? PROVIDER_ADMIN.added : PROVIDER_ADMIN.updated, brief: true }),
      failure: (error) => ({ kind: 'error', title: saveFailure(error) }),
      onSuccess: saved,
    },
  );
  const remove = useMutation(deleteProvider, {
    success: () => ({ kind: 'success', title: PROVIDER_ADMIN.deleted, brief: true }),
    failure: () => ({ kind: 'error', title: PROVIDER_ADMIN.deleteFailed }),
    onSuccess: deleted,
  });
  const feature = useMutation(toggleFeatured, {
    success: (p) => ({ kind: 'success', title: p.featured ? PROVIDER_ADMIN.featuredOn : PROVIDER_ADMIN.featuredOff, brief: true }),
    failure: (error) => ({ kind: 'error', title: PROVIDER_ADMIN.featureFailed, description: failureText(error) }),
  });
  return { save, remove, feature };
}
