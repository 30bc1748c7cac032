// The provider directory's calls: its search query (text, country and city, a point and radius, the page) and its
// answer, the featured providers near a place, and a place of the maps service's that is not one of ours.
import * as z from 'zod/mini';
import type { Page } from '../api';
import { LEAD, PROVIDERS } from '../messages';
import { oneLine } from '../text';
import { given, lazily } from '../zod';
import type { ProviderWire } from './entity';

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
