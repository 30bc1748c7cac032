// The directory's search state (text, country then city, radius, the user's location, page) and what it asks the API:
// a reducer so that every change of search, radius or location returns to page 1.
import { DEFAULT_RADIUS_KM, DIRECTORY_PAGE_SIZE } from '@contracts/provider/directory';
import { cityOf, countryByName } from '@knowledge/locations';
import { COUNTRY_ZOOM, DEFAULT_CENTRE, DEFAULT_PLACE, DEFAULT_ZOOM, LOCATED_ZOOM } from './constants';

export interface Point {
  latitude: number;
  longitude: number;
}

export interface DirectoryState {
  q: string;
  country?: string;
  /** Only with a country. */
  city?: string;
  radiusKm: number;
  page: number;
  /** Where the browser says the user is, once asked. */
  userPoint?: Point;
}

export type DirectoryAction =
  | { type: 'search'; q: string }
  | { type: 'country'; country?: string }
  | { type: 'city'; city?: string }
  | { type: 'radius'; radiusKm: number }
  | { type: 'located'; point: Point }
  | { type: 'page'; page: number };

export const initialDirectoryState: DirectoryState = { q: '', radiusKm: DEFAULT_RADIUS_KM, page: 1 };

export function directoryReducer(state: DirectoryState, action: DirectoryAction): DirectoryState {
  switch (action.type) {
    case 'search':
      return { ...state, q: action.q.trim(), page: 1 };
    case 'country':
      // Choosing a country resets the city.
      return { ...state, country: action.country, city: undefined, page: 1 };
    case 'city':
      return { ...state, city: state.country ? action.city : undefined, page: 1 };
    case 'radius':
      return { ...state, radiusKm: action.radiusKm, page: 1 };
    case 'located':
      // The user's own location replaces a chosen place.
      return { ...state, userPoint: action.point, country: undefined, city: undefined, page: 1 };
    case 'page':
      return { ...state, page: action.page };
  }
}

/** Where the search is centred: a chosen city, a whole country (no point), the user's location, or London. */
export type SearchOrigin =
  | { kind: 'city'; country: string; city: string; point: Point }
  | { kind: 'country'; country: string }
  | { kind: 'user'; point: Point }
  | { kind: 'default'; point: Point };

export function searchOrigin(state: DirectoryState): SearchOrigin {
  if (state.country && state.city) {
    const city = cityOf(state.country, state.city);
    if (city) return { kind: 'city', country: state.country, city: state.city, point: { latitude: city.lat, longitude: city.lng } };
  }
  if (state.country) return { kind: 'country', country: state.country };
  if (state.userPoint) return { kind: 'user', point: state.userPoint };
  return { kind: 'default', point: DEFAULT_CENTRE };
}

/** GET /api/providers's query for the state: always a point or a country, 5 per page. */
export function searchQuery(state: DirectoryState): URLSearchParams {
  const origin = searchOrigin(state);
  const query = new URLSearchParams();
  if (state.q) query.set('q', state.q);
  if (origin.kind === 'city' || origin.kind === 'country') query.set('country', origin.country);
  if (origin.kind === 'city') query.set('city', origin.city);
  if (origin.kind !== 'country') {
    query.set('lat', String(origin.point.latitude));
    query.set('lng', String(origin.point.longitude));
    query.set('radiusKm', String(state.radiusKm));
  }
  query.set('page', String(state.page));
  query.set('pageSize', String(DIRECTORY_PAGE_SIZE));
  return query;
}

/**
 * Where the search is, for the featured block (the featured within the radius, then in the country): a whole country;
 * or the point and radius, with the country where it is known (a chosen city's, London's by default; not the user's
 * own location's).
 */
export function featuredQuery(state: DirectoryState): URLSearchParams {
  const origin = searchOrigin(state);
  if (origin.kind === 'country') return new URLSearchParams({ country: origin.country });
  const query = new URLSearchParams({ lat: String(origin.point.latitude), lng: String(origin.point.longitude), radiusKm: String(state.radiusKm) });
  if (origin.kind === 'city') query.set('country', origin.country);
  if (origin.kind === 'default') query.set('country', DEFAULT_PLACE.country);
  return query;
}

/** The point a radius search is centred on; none for a whole country. */
export function searchPoint(state: DirectoryState): Point | undefined {
  const origin = searchOrigin(state);
  return origin.kind === 'country' ? undefined : origin.point;
}

/** The middle of a country's listed cities. */
function countryCentre(name: string): Point | undefined {
  const cities = countryByName(name)?.cities;
  if (!cities?.length) return undefined;
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  return { latitude: mean(cities.map((c) => c.lat)), longitude: mean(cities.map((c) => c.lng)) };
}

/** The map's centre and zoom: London at 10 by default, 11 once the user's location (or a city) is known, a whole country further out. */
export function mapView(state: DirectoryState): { centre: Point; zoom: number } {
  const origin = searchOrigin(state);
  if (origin.kind === 'user' || origin.kind === 'city') return { centre: origin.point, zoom: LOCATED_ZOOM };
  if (origin.kind === 'country') return { centre: countryCentre(origin.country) ?? DEFAULT_CENTRE, zoom: COUNTRY_ZOOM };
  return { centre: DEFAULT_CENTRE, zoom: DEFAULT_ZOOM };
}
