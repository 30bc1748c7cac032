// The directory's API calls: one page of GET /api/providers (aborted after 15 s with the timeout message) and the
// featured block (SWR).
import { API } from '@contracts/api';
import { PROVIDERS } from '@contracts/messages';
import type { ProviderSearchResult } from '@contracts/provider';
import { apiFetch } from '../../api/client';
import { useApi } from '../../api/useApi';
import { PROVIDER_FETCH_TIMEOUT_MS } from './constants';

/** Thrown when a search takes longer than the time limit. */
class SearchTimeoutError extends Error {
  constructor() {
    super(PROVIDERS.timeout);
    this.name = 'SearchTimeoutError';
  }
}

/**
 * One page of providers for `query`. `signal` cancels a search the page no longer needs (it rejects with the
 * AbortError); a search still unanswered after the time limit rejects with SearchTimeoutError.
 */
export async function fetchProviders(
  query: URLSearchParams,
  signal: AbortSignal,
  timeoutMs = PROVIDER_FETCH_TIMEOUT_MS,
): Promise<ProviderSearchResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  signal.addEventListener('abort', cancel);
  try {
    return await apiFetch(`${API.providers}?${query}`, { signal: controller.signal });
  } catch (error) {
    throw timedOut ? new SearchTimeoutError() : error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', cancel);
  }
}

export function useFeaturedProviders() {
  return useApi(API.providersFeatured, { revalidateOnFocus: false });
}
