// Where the site's pages may load things from beyond their own documents, one list for the web and the infrastructure:
// images only from the site's own assets (/public/, the uploads) and, on the map's page, the map's hosts. The Markdown
// renderer (web/src/components/markdown/urls.ts) and the Content-Security-Policy's img-src (infra/securityHeaders.ts)
// both read it.

/** Where the site serves its own assets (the site-assets bucket: uploaded images, the favicon), on its own origin. */
export const OWN_ASSETS_PATH = '/public/';

/**
 * The hosts the provider map needs (the Maps JavaScript API: a vector map with markers, and Place.searchByText of the
 * Places API (New)), from Google's CSP guide for the Maps JavaScript API and its list of Google Maps Platform domains.
 * Exact hosts, never `*.googleapis.com`: that would also admit storage.googleapis.com, which serves anyone's files.
 */
export const GOOGLE_MAPS_HOSTS = {
  /** The loader and the API's own modules. */
  script: ['https://maps.googleapis.com'],
  /** Map tiles and resources, the API's images, place data. */
  connect: ['https://maps.googleapis.com', 'https://mapsresources-pa.googleapis.com', 'https://places.googleapis.com', 'https://maps.gstatic.com'],
  img: ['https://maps.googleapis.com', 'https://mapsresources-pa.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
} as const;

/**
 * The origins a page may show images from: the site's own ('self', which serves OWN_ASSETS_PATH) everywhere, and the
 * map's hosts on the page that shows the map (when the map is configured). No other host, on any page.
 */
export function imageOrigins(showsMap: boolean): readonly string[] {
  return ["'self'", ...(showsMap ? GOOGLE_MAPS_HOSTS.img : [])];
}
