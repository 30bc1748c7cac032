// Providers and their locations: the stored shape, the wire shape,
// location de-duplication, and the directory's search query.
import * as z from 'zod/mini';
import { ALL_CITIES } from '../knowledge/locations';
import type { Page } from './api';
import { LEAD, PROVIDERS } from './messages';
import { oneLine } from './text';
import { toWire, type Wire, type WireNames } from './wire';
import { given, lazily } from './zod';

/** One place a provider serves: the one definition of its fields. */
export const providerLocationSchema = lazily(() => z.object({
  id: z.string(),
  name: z.optional(z.string()),
  address: z.optional(z.string()),
  country: z.string(),
  city: z.string(),
  isAllCities: z.boolean(),
  isActive: z.boolean(),
  latitude: z.optional(z.number()),
  longitude: z.optional(z.number()),
}));
export type ProviderLocation = z.infer<typeof providerLocationSchema>;

export const contactInfoSchema = lazily(() => z.object({
  address: z.optional(z.string()),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  website: z.optional(z.string()),
}));
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** A provider as stored and handled by the functions: the one definition of its fields. */
export const providerSchema = lazily(() => z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  services: z.array(z.string()),
  logo: z.optional(z.string()),
  category: z.string(),
  contactInfo: contactInfoSchema,
  featured: z.boolean(),
  rating: z.number(),
  reviewCount: z.number(),
  country: z.string(),
  city: z.string(),
  latitude: z.optional(z.number()),
  longitude: z.optional(z.number()),
  locations: z.array(providerLocationSchema),
  createdAt: z.string(),
  /** 'Usually responds within N hours': the median hours from a lead to its contact, once RESPONSE_TIME_MIN_LEADS were contacted. */
  responseHours: z.optional(z.number()),
}));
export type Provider = z.infer<typeof providerSchema>;

/** Contacted leads a provider needs before its response time is shown. */
export const RESPONSE_TIME_MIN_LEADS = 3;

/**
 * The response time shown for a provider, in whole hours (at least 1): the median time from a lead's creation to its
 * first move to contacted; undefined with fewer than RESPONSE_TIME_MIN_LEADS contacted leads.
 */
export function responseHours(leads: ReadonlyArray<{ createdAt: string; contactedAt?: string | null }>): number | undefined {
  const hours = leads
    .filter((l): l is { createdAt: string; contactedAt: string } => Boolean(l.contactedAt))
    .map((l) => Math.max(0, Date.parse(l.contactedAt) - Date.parse(l.createdAt)) / 3_600_000)
    .sort((a, b) => a - b);
  if (hours.length < RESPONSE_TIME_MIN_LEADS) return undefined;
  const middle = Math.floor(hours.length / 2);
  const median = hours.length % 2 ? hours[middle] : (hours[middle - 1] + hours[middle]) / 2;
  return Math.max(1, Math.ceil(median));
}

/** On the wire: snake_case contact_info, review_count, created_at; logo and the point null when absent. */
const PROVIDER_WIRE = { snake: ['contactInfo', 'reviewCount', 'createdAt', 'responseHours'], nulls: ['logo', 'latitude', 'longitude'] } as const satisfies WireNames<keyof Provider, keyof Provider>;
/** A provider as the API sends it; radius searches add the distance from the search point to its nearest place. */
export type ProviderWire = Wire<Provider, (typeof PROVIDER_WIRE.snake)[number], (typeof PROVIDER_WIRE.nulls)[number]> & { distanceKm?: number };

export function toProviderWire(provider: Provider, distanceKm?: number): ProviderWire {
  return { ...toWire(provider, PROVIDER_WIRE), ...(distanceKm === undefined ? {} : { distanceKm }) };
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

const text = (max: number) => given(z.string().check(z.trim(), z.maxLength(max, { message: PROVIDERS.searchTooLong }), oneLine()));
const coordinate = (limit: number, message: string) =>
  given(z.coerce.number({ message }).check(z.minimum(-limit, { message }), z.maximum(limit, { message })));
/** A number from the query string, `fallback` when absent or empty. */
const queryNumber = <T extends z.ZodMiniType>(fallback: number, schema: T) =>
  z.pipe(
    z.transform((v: unknown): unknown => (v === undefined || v === '' ? fallback : Number(v))),
    schema,
  );
/** One of the radius options, the default when absent. */
const radius = () =>
  queryNumber(DEFAULT_RADIUS_KM, z.number().check(z.refine((v) => (RADIUS_OPTIONS_KM as readonly number[]).includes(v), { message: PROVIDERS.radiusInvalid })));
const wholeFrom1 = (message: string) => z.number({ message }).check(z.int({ message }), z.minimum(1, { message }));

/** GET /api/providers: text search, country then city, an optional point and radius, and the page. */
export const providerSearchSchema = lazily(() => z
  .object({
    q: text(100),
    country: text(100),
    city: text(100),
    lat: coordinate(90, PROVIDERS.latitudeInvalid),
    lng: coordinate(180, PROVIDERS.longitudeInvalid),
    radiusKm: radius(),
    page: queryNumber(1, wholeFrom1(PROVIDERS.pageInvalid)),
    pageSize: queryNumber(
      DIRECTORY_PAGE_SIZE,
      wholeFrom1(PROVIDERS.pageSizeInvalid).check(z.maximum(MAX_DIRECTORY_PAGE_SIZE, { message: PROVIDERS.pageSizeInvalid })),
    ),
  })
  .check(
    z.refine((v) => (v.lat === undefined) === (v.lng === undefined), { message: PROVIDERS.pointIncomplete, path: ['lat'] }),
    z.refine((v) => v.city === undefined || v.country !== undefined, { message: LEAD.countryRequired, path: ['country'] }),
  ));
export type ProviderSearch = z.infer<typeof providerSearchSchema>;

/** The answer of GET /api/providers: one page of the directory. */
export type ProviderSearchResult = Page<'providers', ProviderWire>;

/** GET /api/providers/featured: where the user is searching (a point and its radius, a country), so the featured near it are shown. */
export const featuredQuerySchema = lazily(() => z
  .object({ lat: coordinate(90, PROVIDERS.latitudeInvalid), lng: coordinate(180, PROVIDERS.longitudeInvalid), radiusKm: radius(), country: text(100) })
  .check(z.refine((v) => (v.lat === undefined) === (v.lng === undefined), { message: PROVIDERS.pointIncomplete, path: ['lat'] })));
export type FeaturedQuery = z.infer<typeof featuredQuerySchema>;

/** The answer of GET /api/providers/featured. */
export interface FeaturedProviders {
  providers: ProviderWire[];
}
