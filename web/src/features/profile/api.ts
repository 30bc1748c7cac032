// The profile's API calls: GET /api/profile (SWR) and PUT /api/profile.
import { API } from '@contracts/api';
import type { Profile, ProfileUpdate } from '@contracts/profile';
import { apiFetch } from '../../api/client';
import { useApi } from '../../api/useApi';

/** The signed-in user's profile; `mutate()` re-reads it. */
export function useProfile() {
  return useApi<Profile>(API.profile);
}

export async function saveProfile(update: ProfileUpdate): Promise<void> {
  await apiFetch<unknown>(API.profile, { method: 'PUT', body: update });
}
