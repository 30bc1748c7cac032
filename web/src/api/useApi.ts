// The web's one read hook: SWR over apiFetch, GET data cached per signed-in user, so one user's data never shows for
// another. Each feature's api.ts names its reads with it.
import useSWR, { type SWRConfiguration } from 'swr';
import { useAuth } from '../app/AuthProvider';
import { apiFetch, type ApiError, type ApiReply, type ApiRequest, type ApiUrl } from './client';

/** The SWR key of a read: [path, user id]. */
export type ApiKey = readonly [string, string];

/** Options of the read's requests: its queue priority and queue retries (see apiFetch). */
export type ReadRequest = Pick<ApiRequest, 'priority' | 'retries'>;

/** The cache key of `path` for the signed-in user `userId`, or null (no read) when either is missing. */
export function apiKey(path: string | null, userId: string | undefined): ApiKey | null {
  return path && userId ? [path, userId] : null;
}

/** GETs `path` while someone is signed in (pass null to skip); `config.fetcher`, given the key, replaces the plain GET. */
export function useApi<const U extends ApiUrl, T = ApiReply<U>>(path: U | null, config?: SWRConfiguration<T, ApiError>, request?: ReadRequest) {
  const { user } = useAuth();
  const fetcher: (key: ApiKey) => Promise<T> = config?.fetcher ?? (([p]) => apiFetch(p as U, request) as Promise<T>);
  return useSWR<T, ApiError, ApiKey | null>(apiKey(path, user?.id), fetcher, config);
}
