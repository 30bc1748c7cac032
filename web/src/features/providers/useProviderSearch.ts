// Runs the directory search for the current query: a new query cancels the one in flight; the last good page stays
// on screen while the next loads; a failure (or the 15 s timeout) gives its message and calls `onError` once.
import { useEffect, useRef, useState } from 'react';
import type { ProviderSearchResult } from '@contracts/provider';
import { fetchProviders } from './api';

export type SearchStatus = 'loading' | 'loaded' | 'error';

export interface ProviderSearch {
  status: SearchStatus;
  result?: ProviderSearchResult;
  /** The failure's message when status is 'error'. */
  error?: string;
  /** Runs the same search again (Retry, Refresh). */
  reload: () => void;
}

export function useProviderSearch(query: URLSearchParams, onError: (message: string) => void): ProviderSearch {
  const key = query.toString();
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<Omit<ProviderSearch, 'reload'>>({ status: 'loading' });
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', result: previous.result }));
    fetchProviders(new URLSearchParams(key), controller.signal).then(
      (result) => setState({ status: 'loaded', result }),
      (error: unknown) => {
        // A search replaced by a newer one (or by leaving the page) ends here without a message.
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ status: 'error', error: message });
        onErrorRef.current(message);
      },
    );
    return () => controller.abort();
  }, [key, reloads]);

  return { ...state, reload: () => setReloads((n) => n + 1) };
}
