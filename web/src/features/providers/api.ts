// The directory's reads (SWR hooks): one page of GET /api/providers for the current query (given up after 15 s with
// the timeout message, through AbortSignal.timeout) and the featured block.
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

/** One page of providers for the search path; a search still unanswered after the time limit rejects with SearchTimeoutError. */
async function fetchProviders([path]: readonly [string, string]): Promise<ProviderSearchResult> {
  const timeout = AbortSignal.timeout(PROVIDER_FETCH_TIMEOUT_MS);
  try {
    return await apiFetch(path as `${typeof API.providers}?${string}`, { signal: timeout });
  } catch (error) {
    throw timeout.aborted ? new SearchTimeoutError() : error;
  }
}

export type SearchStatus = 'loading' | 'loaded' | 'error';

export interface ProviderSearch {
  status: SearchStatus;
  result?: ProviderSearchResult;
  /** The failure's message when status is 'error'. */
  error?: string;
  /** Runs the same search again (Retry, Refresh). */
  reload: () => void;
}

/**
 * The directory search for `query`: the last good page stays on screen while the next loads (an answer to a query
 * no longer current is dropped); a failure (or the 15 s timeout) gives its message and calls `onError` once.
 */
export function useProviderSearch(query: URLSearchParams, onError: (message: string) => void): ProviderSearch {
  const { data, error, isValidating, mutate } = useApi(`${API.providers}?${query}`, {
    fetcher: fetchProviders,
    keepPreviousData: true,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    onError: (failure) => onError(failure.message),
  });
  const reload = () => void mutate();
  if (isValidating) return { status: 'loading', result: data, reload };
  if (error) return { status: 'error', error: error.message, reload };
  return { status: 'loaded', result: data, reload };
}

/** The featured block, those near where the user searches first (`near`: lat and lng, or a country). */
export function useFeaturedProviders(near: URLSearchParams) {
  const query = near.toString();
  return useApi(query ? `${API.providersFeatured}?${query}` : API.providersFeatured, { revalidateOnFocus: false, keepPreviousData: true });
}
