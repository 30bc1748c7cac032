// The admin's provider form (document 2, section 5): services rows, single or multiple locations with the duplicate
// rules and 'All Cities', rating and review count, contact info; the body of the admin provider calls in the spec's
// wire names, and the provider it makes.
import * as z from 'zod/mini';
import { ALL_CITIES, cityOf } from '../knowledge/locations';
import { idField, limitField, pageField, searchField } from './admin';
import type { Page } from './api';
import { PROVIDER_ADMIN } from './messages';
import type { Provider, ProviderLocation, ProviderWire } from './provider';
import { given, lazily } from './zod';
import { freeText, isWebAddress, oneLine } from './text';

export const DEFAULT_PROVIDER_CATEGORY = 'pest_control';
export const MAX_PROVIDER_SERVICES = 30;
export const MAX_PROVIDER_LOCATIONS = 50;
export const RATING_STEP = 0.1;

const line = (max: number, message: string) => z.string({ message }).check(z.trim(), z.maxLength(max, { message }), oneLine(message));
/** An optional field a form may leave out, or send blank or null. */
const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(given(schema));
const webAddress = (message: string) => z.string({ message }).check(z.trim(), z.maxLength(500, { message }), oneLine(message), z.refine(isWebAddress, { message }));

/** A location as the form adds it: a country and a city, or all of the country's cities. */
export interface LocationChoice {
  country: string;
  city: string;
  isAllCities: boolean;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const coversAll = (l: LocationChoice) => l.isAllCities || same(l.city, ALL_CITIES);

/**
 * Why `candidate` cannot join `existing`, or undefined when it can: the same country and city; a city of a country
 * already covered by All Cities; All Cities when the country already has All Cities.
 */
export function locationConflict(existing: readonly LocationChoice[], candidate: LocationChoice): string | undefined {
  const sameCountry = existing.filter((l) => same(l.country, candidate.country));
  if (coversAll(candidate)) return sameCountry.some(coversAll) ? PROVIDER_ADMIN.duplicateAllCities : undefined;
  if (sameCountry.some(coversAll)) return PROVIDER_ADMIN.coveredByAllCities;
  return sameCountry.some((l) => same(l.city, candidate.city)) ? PROVIDER_ADMIN.duplicateLocation : undefined;
}

/** The first conflict within a list of locations, with its index. */
function firstConflict(locations: readonly LocationChoice[]): { index: number; message: string } | undefined {
  for (let i = 1; i < locations.length; i += 1) {
    const message = locationConflict(locations.slice(0, i), locations[i]);
    if (message) return { index: i, message };
  }
  return undefined;
}

const locationSchema = lazily(() => z.object({
  country: z.string({ message: PROVIDER_ADMIN.placeMax }).check(z.trim(), z.minLength(1, { message: 'Country is required' }), z.maxLength(100, { message: PROVIDER_ADMIN.placeMax })),
  city: z.pipe(z.transform((v: unknown) => v ?? ''), line(100, PROVIDER_ADMIN.placeMax)),
  isAllCities: z._default(z.boolean(), false),
}));

/** Review count: a whole number of at least 0; anything else becomes 0 (the spec's rule). */
const reviewCount = lazily(() => z.pipe(
  z.transform((v: unknown) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    return Number.isFinite(n) && n >= 0 ? Math.min(Math.floor(n), 1_000_000_000) : 0;
  }),
  z.number(),
));

/** POST and PUT bodies of admin-provider-management (the spec's wire names), and 'Approve with Edits'. */
export const providerFormSchema = lazily(() => z
  .object({
    name: z.string({ message: PROVIDER_ADMIN.nameRequired }).check(
      z.trim(),
      z.minLength(1, { message: PROVIDER_ADMIN.nameRequired }),
      z.maxLength(100, { message: PROVIDER_ADMIN.nameMax }),
      oneLine(PROVIDER_ADMIN.nameRequired),
    ),
    description: z._default(z.string().check(z.trim(), z.maxLength(2000, { message: PROVIDER_ADMIN.descriptionMax }), freeText()), ''),
    // Empty rows are dropped on save; the first must be given.
    services: z.pipe(
      z.pipe(
        z.array(z.pipe(z.transform((v: unknown) => v ?? ''), line(100, PROVIDER_ADMIN.serviceMax)), { message: PROVIDER_ADMIN.serviceRequired }),
        z.transform((rows: string[]) => rows.filter(Boolean)),
      ),
      z.array(z.string()).check(
        z.minLength(1, { message: PROVIDER_ADMIN.serviceRequired }),
        z.maxLength(MAX_PROVIDER_SERVICES, { message: PROVIDER_ADMIN.servicesMax }),
      ),
    ),
    logo: maybe(webAddress(PROVIDER_ADMIN.logoInvalid)),
    category: z._default(z.string().check(z.trim(), z.regex(/^[\w-]{1,50}$/, { message: PROVIDER_ADMIN.categoryInvalid })), DEFAULT_PROVIDER_CATEGORY),
    contact_info: z._default(
      z.object({
        email: maybe(z.email({ message: PROVIDER_ADMIN.emailInvalid }).check(z.maxLength(254, { message: PROVIDER_ADMIN.emailInvalid }))),
        phone: maybe(line(40, PROVIDER_ADMIN.phoneMax)),
        website: maybe(webAddress(PROVIDER_ADMIN.websiteInvalid)),
        address: maybe(line(200, PROVIDER_ADMIN.addressMax)),
      }),
      {},
    ),
    featured: z._default(z.boolean(), false),
    country: z._default(line(100, PROVIDER_ADMIN.placeMax), ''),
    city: z._default(line(100, PROVIDER_ADMIN.placeMax), ''),
    locations: z._default(z.array(locationSchema).check(z.maxLength(MAX_PROVIDER_LOCATIONS, { message: PROVIDER_ADMIN.locationsMax })), []),
    rating: z._default(
      z.number({ message: PROVIDER_ADMIN.ratingRange }).check(
        z.minimum(0, { message: PROVIDER_ADMIN.ratingRange }),
        z.maximum(5, { message: PROVIDER_ADMIN.ratingRange }),
        z.refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-6, { message: PROVIDER_ADMIN.ratingRange }),
      ),
      0,
    ),
    review_count: z._default(reviewCount, 0),
    latitude: maybe(z.number({ message: PROVIDER_ADMIN.coordinatesInvalid }).check(z.minimum(-90, { message: PROVIDER_ADMIN.coordinatesInvalid }), z.maximum(90, { message: PROVIDER_ADMIN.coordinatesInvalid }))),
    longitude: maybe(z.number({ message: PROVIDER_ADMIN.coordinatesInvalid }).check(z.minimum(-180, { message: PROVIDER_ADMIN.coordinatesInvalid }), z.maximum(180, { message: PROVIDER_ADMIN.coordinatesInvalid }))),
  })
  .check(
    // Single location (no list): country and city both required.
    z.refine((v) => v.locations.length > 0 || v.country !== '', { message: 'Country is required', path: ['country'] }),
    z.refine((v) => v.locations.length > 0 || v.city !== '', { message: 'City is required', path: ['city'] }),
    z.superRefine((v, ctx) => {
      const conflict = firstConflict(v.locations);
      if (conflict) ctx.addIssue({ code: 'custom', message: conflict.message, path: ['locations', conflict.index], input: v.locations[conflict.index] });
    }),
    z.refine((v) => (v.latitude === undefined) === (v.longitude === undefined), { message: PROVIDER_ADMIN.coordinatesInvalid, path: ['latitude'] }),
  ));
export type ProviderForm = z.infer<typeof providerFormSchema>;
/** What a form sends (before the defaults and the clean-up of the schema). */
export type ProviderFormInput = z.input<typeof providerFormSchema>;

/**
 * The provider a saved form makes: its places with coordinates from the static city list (All Cities has none; the
 * form's own point, when given, is the main place's), its main country and city the first location's in multiple mode.
 */
export function providerFromForm(form: ProviderForm, id: string, createdAt: string): Provider {
  const locations: ProviderLocation[] = form.locations.map((l, n) => {
    const all = coversAll(l);
    const city = all ? undefined : cityOf(l.country, l.city);
    return {
      id: `${id}-${n + 1}`,
      country: l.country,
      city: all ? ALL_CITIES : l.city,
      isAllCities: all,
      isActive: true,
      ...(city ? { latitude: city.lat, longitude: city.lng } : {}),
    };
  });
  const main = locations[0] ?? { country: form.country, city: form.city, isAllCities: false };
  const mainCity = main.isAllCities ? undefined : cityOf(main.country, main.city);
  const point =
    form.latitude !== undefined && form.longitude !== undefined
      ? { latitude: form.latitude, longitude: form.longitude }
      : mainCity
        ? { latitude: mainCity.lat, longitude: mainCity.lng }
        : {};
  const contact = form.contact_info;
  return {
    id,
    name: form.name,
    description: form.description,
    services: form.services,
    ...(form.logo ? { logo: form.logo } : {}),
    category: form.category,
    contactInfo: Object.fromEntries(Object.entries(contact).filter(([, v]) => v !== undefined)),
    featured: form.featured,
    rating: form.rating,
    reviewCount: form.review_count,
    country: main.country,
    city: main.city,
    ...point,
    locations,
    createdAt,
  };
}

/** GET /api/admin-provider-management: text, country and city, and the page (the admin screen asks for 100). */
export const providerListQuerySchema = lazily(() => z.object({
  query: searchField,
  country: given(line(100, PROVIDER_ADMIN.placeMax)),
  city: given(line(100, PROVIDER_ADMIN.placeMax)),
  page: pageField,
  limit: limitField(10),
}));

const providerId = lazily(() => idField(PROVIDER_ADMIN.notFound));
/** PUT: the form and the provider it updates. */
export const providerUpdateSchema = lazily(() => z.intersection(providerFormSchema, z.object({ providerId })));
export const providerDeleteSchema = lazily(() => z.object({ providerId }));
/** GET /api/admin-provider-management/{providerId}. */
export const providerPathSchema = lazily(() => z.object({ providerId }));
export const providerToggleSchema = lazily(() => z.object({ providerId, action: z.literal('toggle-featured', { message: PROVIDER_ADMIN.toggleFailedServer }) }));

export type AdminProviderPage = Page<'providers', ProviderWire>;
export interface AdminProviderReply {
  provider: ProviderWire;
}
