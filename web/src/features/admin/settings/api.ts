// The Site Settings tab's calls: the settings (admin query cache) and the favicon upload, which also changes the
// page's icon at once.
import { API } from '@contracts/api';
import type { SiteSettings } from '@contracts/siteSettings';
import { apiFetch } from '../../../api/client';
import { useApi } from '../../../api/useApi';
import { uploadBody } from '../../../lib/upload';
import { applySiteIcon } from '../../../lib/siteIcon';
import { adminQueryCache, setCache } from '../kit/cache';

export function useSiteSettings() {
  return useApi(API.siteSettings, adminQueryCache);
}

export async function uploadFavicon(file: File): Promise<SiteSettings> {
  const settings = await apiFetch(API.adminFavicon, { method: 'PUT', body: await uploadBody(file) });
  // The settings' GET may be held by the browser for a minute: the upload's answer is the new state, and the icon is
  // read again past that cache (which it refreshes, so this browser's next visit shows the new icon too).
  await setCache(API.siteSettings, settings);
  await applySiteIcon({ reload: true });
  return settings;
}
