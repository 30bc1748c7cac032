// The admin console's caches (spec document 2, section 9) on SWR: admin queries are fresh for 3 minutes and the user
// list for 60 seconds, neither is fetched again when the window regains focus, and a change clears the user list.
import type { SWRConfiguration } from 'swr';
import { mutate } from 'swr';

/** Admin queries: stale after 3 minutes; no refetch on window focus. */
export const ADMIN_QUERY_STALE_MS = 180_000;
/** The user list: 60 seconds, cleared after any change. */
export const USER_LIST_CACHE_MS = 60_000;

export const adminQueryCache: SWRConfiguration = {
  dedupingInterval: ADMIN_QUERY_STALE_MS,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  keepPreviousData: true,
};

export const userListCache: SWRConfiguration = { ...adminQueryCache, dedupingInterval: USER_LIST_CACHE_MS };

/** Drops every cached read whose path starts with `prefix` and reads the ones on screen again. */
export function clearCache(prefix: string): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(prefix), undefined, { revalidate: true });
}

/** Puts a write's answer in the cache of the read at `path` (when the read itself may be held by the browser's cache). */
export function setCache<T>(path: string, data: T): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === path, data, { revalidate: false });
}
