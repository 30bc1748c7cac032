// The profile's API calls: GET /api/profile (SWR) and PUT /api/profile (display name, marketing consent).
import { API } from '@contracts/api';
import type { Profile, ProfileUpdate } from '@contracts/profile';
import { apiFetch } from './client';
import { useApi } from './useApi';

/** The signed-in user's profile; `mutate()` re-reads it. */
export function useProfile() {
  return useApi(API.profile);
}

/** Saves the update and returns the profile as stored (marketing on sets its timestamp, off clears it). */
export function saveProfile(update: ProfileUpdate): Promise<Profile> {
  return apiFetch(API.profile, { method: 'PUT', body: update });
}
