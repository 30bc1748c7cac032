// The site settings' door: the one site_settings record and the favicon upload.
export { readSiteSettings, uploadFavicon } from './siteSettings';
