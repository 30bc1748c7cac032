// SWR over apiFetch: GET data cached per signed-in user, so one user's data never shows for another.
import useSWR, { type SWRConfiguration } from 'swr';
import { useAuth } from '../app/AuthProvider';
import { apiFetch, type ApiError, type ApiReply, type ApiUrl } from './client';

/** GETs `path` while someone is signed in (pass null to skip). The SWR key is [path, user id]. */
export function useApi<const U extends ApiUrl>(path: U | null, config?: SWRConfiguration<ApiReply<U>, ApiError>) {
  const { user } = useAuth();
  const key = path && user ? ([path, user.id] as const) : null;
  return useSWR<ApiReply<U>, ApiError, typeof key>(key, ([p]) => apiFetch(p), config);
}
