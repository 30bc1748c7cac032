// The site-settings function's routes: the settings every visitor's page reads at boot, and the admin's favicon upload.
import { API } from '../api';
import { reply, route } from '../route';
import { faviconUploadSchema, type SiteSettings } from '../siteSettings';

export const siteSettingsRoutes = [
  route('GET', API.siteSettings, 'public', { reply: reply<SiteSettings>() }),
  route('PUT', API.adminFavicon, 'admin', { body: faviconUploadSchema, reply: reply<SiteSettings>() }),
] as const;
