// Providers and their locations: the stored shape, the wire shape,
// location de-duplication, and the directory's search query.
import * as z from 'zod/mini';
import { ALL_CITIES } from '../knowledge/locations';
import { LEAD, PROVIDERS } from './messages';
import { given } from './zod';

export interface ProviderLocation {
  id: string;
  name?: string;
  address?: string;
  country: string;
  city: string;
  isAllCities: boolean;
  isActive: boolean;
  latitude?: number;
  longitude?: number;
}

export interface ContactInfo {
  address?: string;
  email?: string;
  phone?: string;
  website?: string;
}

export interface Provider {
  id: string;
  name: string;
  description: string;
  services: string[];
  logo?: string;
  category: string;
  contactInfo: ContactInfo;
  featured: boolean;
  rating: number;
  reviewCount: number;
  country: string;
  city: string;
  latitude?: number;
  longitude?: number;
  locations: ProviderLocation[];
  createdAt: string;
}

/** A provider as the API sends it: snake_case contact_info, review_count, created_at. */
export interface ProviderWire {
  id: string;
  name: string;
  description: string;
  services: string[];
  logo: string | null;
  category: string;
  contact_info: ContactInfo;
  featured: boolean;
  rating: number;
  review_count: number;
  country: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  locations: ProviderLocation[];
  created_at: string;
  /** Radius searches only: the distance from the search point to the provider's nearest place. */
  distanceKm?: number;
}

/** A place found through the maps service's nearby search: not a PestPilot provider. */
export interface ExternalPlace {
  id: string;
  name: string;
  vicinity: string;
  location: { lat: number; lng: number };
  rating?: number;
  userRatingsTotal?: number;
  external: true;
}

export function toProviderWire(provider: Provider, distanceKm?: number): ProviderWire {
  return {
    id: provider.id,
    name: provider.name,
    description: provider.description,
    services: provider.services,
    logo: provider.logo ?? null,
    category: provider.category,
    contact_info: provider.contactInfo,
    featured: provider.featured,
    rating: provider.rating,
    review_count: provider.reviewCount,
    country: provider.country,
    city: provider.city,
    latitude: provider.latitude ?? null,
    longitude: provider.longitude ?? null,
    locations: provider.locations,
    created_at: provider.createdAt,
    ...(distanceKm === undefined ? {} : { distanceKm }),
  };
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const coversAllCities = (location: Pick<ProviderLocation, 'city' | 'isAllCities'>) => location.isAllCities || sameText(location.city, ALL_CITIES);

/**
 * A provider's locations without duplicates: a later entry is
 * dropped when an earlier one has the same country and city, or is 'All Cities' of the same country. 'All Cities'
 * entries are kept with the city 'All Cities'.
 */
export function dedupeLocations<L extends Pick<ProviderLocation, 'country' | 'city' | 'isAllCities'>>(locations: readonly L[]): L[] {
  const kept: L[] = [];
  for (const location of locations) {
    const entry = coversAllCities(location) ? { ...location, city: ALL_CITIES, isAllCities: true } : location;
    const duplicate = kept.some(
      (k) => sameText(k.country, entry.country) && (coversAllCities(k) || (!entry.isAllCities && sameText(k.city, entry.city))),
    );
    if (!duplicate) kept.push(entry);
  }
  return kept;
}

/** Search radius choices in km, and the default. */
export const RADIUS_OPTIONS_KM = [5, 10, 20, 50, 100] as const;
export const DEFAULT_RADIUS_KM = 20;
/** Providers per page of the directory's list. */
export const DIRECTORY_PAGE_SIZE = 5;
export const MAX_DIRECTORY_PAGE_SIZE = 100;
export const FEATURED_LIMIT = 6;

const text = (max: number) => given(z.string().check(z.trim(), z.maxLength(max, { message: PROVIDERS.searchTooLong })));
const coordinate = (limit: number, message: string) =>
  given(z.coerce.number({ message }).check(z.minimum(-limit, { message }), z.maximum(limit, { message })));
/** A number from the query string, `fallback` when absent or empty. */
const queryNumber = <T extends z.ZodMiniType>(fallback: number, schema: T) =>
  z.pipe(
    z.transform((v: unknown): unknown => (v === undefined || v === '' ? fallback : Number(v))),
    schema,
  );
const wholeFrom1 = (message: string) => z.number({ message }).check(z.int({ message }), z.minimum(1, { message }));

/** GET /api/providers: text search, country then city, an optional point and radius, and the page. */
export const providerSearchSchema = z
  .object({
    q: text(100),
    country: text(100),
    city: text(100),
    lat: coordinate(90, PROVIDERS.latitudeInvalid),
    lng: coordinate(180, PROVIDERS.longitudeInvalid),
    radiusKm: queryNumber(
      DEFAULT_RADIUS_KM,
      z.number().check(z.refine((v) => (RADIUS_OPTIONS_KM as readonly number[]).includes(v), { message: PROVIDERS.radiusInvalid })),
    ),
    page: queryNumber(1, wholeFrom1(PROVIDERS.pageInvalid)),
    pageSize: queryNumber(
      DIRECTORY_PAGE_SIZE,
      wholeFrom1(PROVIDERS.pageSizeInvalid).check(z.maximum(MAX_DIRECTORY_PAGE_SIZE, { message: PROVIDERS.pageSizeInvalid })),
    ),
  })
  .check(
    z.refine((v) => (v.lat === undefined) === (v.lng === undefined), { message: PROVIDERS.pointIncomplete, path: ['lat'] }),
    z.refine((v) => v.city === undefined || v.country !== undefined, { message: LEAD.countryRequired, path: ['country'] }),
  );
export type ProviderSearch = z.infer<typeof providerSearchSchema>;

export interface DirectoryPagination {
  page: number;
  pageSize: number;
  total: number;
  pages: number;
}

/** The answer of GET /api/providers. */
export interface ProviderSearchResult {
  providers: ProviderWire[];
  pagination: DirectoryPagination;
}

/** The answer of GET /api/providers/featured. */
export interface FeaturedProviders {
  providers: ProviderWire[];
}
