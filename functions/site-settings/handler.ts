// site-settings: the settings every page reads at boot (briefly cached by the browser), and the admin's favicon upload
// (audited by lib/http; the file itself is not copied into the audit).
import { siteSettingsRoutes } from '../contracts/routes/site-settings';
import { FAVICON_MAX_BODY_BYTES } from '../contracts/siteSettings';
import { writeAudit } from '../lib/platform/audit';
import { api } from '../lib/platform/http';
import { readSiteSettings, uploadFavicon } from '../lib/settings';
import { guardWrite } from '../lib/platform/writeGuard';

/** How long a browser keeps the settings before asking again. */
const SETTINGS_MAX_AGE_SECONDS = 60;

export const handler = api(
  siteSettingsRoutes,
  {
    'GET /api/site-settings': async () => ({ body: await readSiteSettings(), headers: { 'cache-control': `public, max-age=${SETTINGS_MAX_AGE_SECONDS}` } }),
    'PUT /api/admin/site-settings/favicon': async (req) => {
      const settings = await uploadFavicon(req.body);
      return { body: settings, audit: { action: 'site.favicon', target: 'site_settings', changes: { ...settings, fileName: req.body.fileName } } };
    },
  },
  { writeGuard: guardWrite, audit: writeAudit, maxBodyBytes: FAVICON_MAX_BODY_BYTES },
);
