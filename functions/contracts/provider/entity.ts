// The provider: its fields once, each field the admin's form writes with its rule and the spec's message (the form is
// picked from these, contracts/provider/admin), its places, the CSV's columns, the wire shape, location
// de-duplication, and the response time shown for it.
import * as z from 'zod/mini';
import { ALL_CITIES } from '../../knowledge/locations';
import { PROVIDER_ADMIN } from '../messages';
import { freeText, isWebAddress, oneLine } from '../text';
import { toWire, type Wire, type WireNames } from '../wire';
import { lazily } from '../zod';

export const DEFAULT_PROVIDER_CATEGORY = 'pest_control';
export const MAX_PROVIDER_SERVICES = 30;
/** Our maxima of the provider's texts (characters), which the admin form's inputs hold to as well. */
export const PROVIDER_LIMITS = {
  nameMax: 100,
  descriptionMax: 2000,
  serviceMax: 100,
  webAddressMax: 500,
  categoryMax: 50,
  placeMax: 100,
  emailMax: 254,
  phoneMax: 40,
  addressMax: 200,
} as const;
const L = PROVIDER_LIMITS;

const line = (max: number, message: string) => z.string({ message }).check(z.trim(), z.maxLength(max, { message }), oneLine(message));
const webAddress = (message: string) => z.string({ message }).check(z.trim(), z.maxLength(L.webAddressMax, { message }), oneLine(message), z.refine(isWebAddress, { message }));
const coordinate = (limit: number) =>
  z.number({ message: PROVIDER_ADMIN.coordinatesInvalid }).check(z.minimum(-limit, { message: PROVIDER_ADMIN.coordinatesInvalid }), z.maximum(limit, { message: PROVIDER_ADMIN.coordinatesInvalid }));

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

/** How a provider is reached, each by its rule. */
export const contactInfoSchema = lazily(() => z.object({
  address: z.optional(line(L.addressMax, PROVIDER_ADMIN.addressMax)),
  email: z.optional(z.email({ message: PROVIDER_ADMIN.emailInvalid }).check(z.maxLength(L.emailMax, { message: PROVIDER_ADMIN.emailInvalid }))),
  phone: z.optional(line(L.phoneMax, PROVIDER_ADMIN.phoneMax)),
  website: z.optional(webAddress(PROVIDER_ADMIN.websiteInvalid)),
}));
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** Review count: a whole number of at least 0; anything else becomes 0 (the spec's rule). */
const reviewCount = () =>
  z.pipe(
    z.transform((v: unknown) => {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
      return Number.isFinite(n) && n >= 0 ? Math.min(Math.floor(n), 1_000_000_000) : 0;
    }),
    z.number(),
  );

/**
 * A provider as stored and handled by the functions: the one definition of its fields. The fields the admin's form
 * writes carry their rules here (a stored provider is read by its keys, never parsed: lib/platform/db fromItem).
 */
export const providerSchema = lazily(() => z.object({
  id: z.string(),
  name: z.string({ message: PROVIDER_ADMIN.nameRequired }).check(
    z.trim(),
    z.minLength(1, { message: PROVIDER_ADMIN.nameRequired }),
    z.maxLength(L.nameMax, { message: PROVIDER_ADMIN.nameMax }),
    oneLine(PROVIDER_ADMIN.nameRequired),
  ),
  description: z.string().check(z.trim(), z.maxLength(L.descriptionMax, { message: PROVIDER_ADMIN.descriptionMax }), freeText()),
  // Empty rows are dropped; the first must be given.
  services: z.pipe(
    z.pipe(
      z.array(z.pipe(z.transform((v: unknown) => v ?? ''), line(L.serviceMax, PROVIDER_ADMIN.serviceMax)), { message: PROVIDER_ADMIN.serviceRequired }),
      z.transform((rows: string[]) => rows.filter(Boolean)),
    ),
    z.array(z.string()).check(z.minLength(1, { message: PROVIDER_ADMIN.serviceRequired }), z.maxLength(MAX_PROVIDER_SERVICES, { message: PROVIDER_ADMIN.servicesMax })),
  ),
  logo: z.optional(webAddress(PROVIDER_ADMIN.logoInvalid)),
  category: z.string().check(z.trim(), z.regex(new RegExp(`^[\\w-]{1,${L.categoryMax}}$`), { message: PROVIDER_ADMIN.categoryInvalid })),
  contactInfo: contactInfoSchema,
  featured: z.boolean(),
  rating: z.number({ message: PROVIDER_ADMIN.ratingRange }).check(
    z.minimum(0, { message: PROVIDER_ADMIN.ratingRange }),
    z.maximum(5, { message: PROVIDER_ADMIN.ratingRange }),
    z.refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-6, { message: PROVIDER_ADMIN.ratingRange }),
  ),
  reviewCount: reviewCount(),
  country: line(L.placeMax, PROVIDER_ADMIN.placeMax),
  city: line(L.placeMax, PROVIDER_ADMIN.placeMax),
  latitude: z.optional(coordinate(90)),
  longitude: z.optional(coordinate(180)),
  locations: z.array(providerLocationSchema),
  createdAt: z.string(),
  /** 'Usually responds within N hours': the median hours from a lead to its contact, once RESPONSE_TIME_MIN_LEADS were contacted. */
  responseHours: z.optional(z.number()),
}));
export type Provider = z.infer<typeof providerSchema>;

/** The fields the admin's form writes as they are (its places become `locations`, contracts/provider/admin). */
export const PROVIDER_FORM_FIELDS = [
  'name',
  'description',
  'services',
  'logo',
  'category',
  'contactInfo',
  'featured',
  'rating',
  'reviewCount',
  'country',
  'city',
  'latitude',
  'longitude',
] as const satisfies ReadonlyArray<keyof Provider>;

/** Provider Management's CSV: its columns in order, each a field of the provider under its header. */
export const PROVIDER_EXPORT = [
  ['id', 'ID'],
  ['name', 'Name'],
  ['category', 'Category'],
  ['services', 'Services'],
  ['rating', 'Rating'],
  ['reviewCount', 'ReviewCount'],
  ['featured', 'Featured'],
  ['country', 'Country'],
  ['city', 'City'],
  ['description', 'Description'],
  ['createdAt', 'CreatedAt'],
] as const satisfies ReadonlyArray<readonly [keyof Provider, string]>;
export type ProviderExportField = (typeof PROVIDER_EXPORT)[number][0];

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
