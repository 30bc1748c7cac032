// The admin's provider form (document 2, section 5), picked from the provider's own fields: services rows, single or
// multiple locations with the duplicate rules and 'All Cities', rating and review count, contact info; the body of the
// admin provider calls in the spec's wire names, and the provider it makes.
import * as z from 'zod/mini';
import { ALL_CITIES, cityOf } from '../../knowledge/locations';
import { idField, limitField, pageField, searchField } from '../admin';
import type { Page } from '../api';
import { PROVIDER_ADMIN } from '../messages';
import { oneLine } from '../text';
import { fromWire, wireFields } from '../wire';
import { given, lazily } from '../zod';
import { contactInfoSchema, DEFAULT_PROVIDER_CATEGORY, PROVIDER_FORM_FIELDS, PROVIDER_LIMITS, providerSchema, type Provider, type ProviderLocation, type ProviderWire } from './entity';

export const MAX_PROVIDER_LOCATIONS = 50;

const line = (max: number, message: string) => z.string({ message }).check(z.trim(), z.maxLength(max, { message }), oneLine(message));
/** An optional field a form may leave out, or send blank or null. */
const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(given(schema));

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
  country: z.string({ message: PROVIDER_ADMIN.placeMax }).check(z.trim(), z.minLength(1, { message: 'Country is required' }), z.maxLength(PROVIDER_LIMITS.placeMax, { message: PROVIDER_ADMIN.placeMax })),
  city: z.pipe(z.transform((v: unknown) => v ?? ''), line(PROVIDER_LIMITS.placeMax, PROVIDER_ADMIN.placeMax)),
  isAllCities: z._default(z.boolean(), false),
}));

/** POST and PUT bodies of admin-provider-management (the spec's wire names), and 'Approve with Edits'. */
export const providerFormSchema = lazily(() => {
  const fields = wireFields(providerSchema.shape, PROVIDER_FORM_FIELDS);
  const contact = contactInfoSchema.shape;
  return z
    .object({
      ...fields,
      // What a form may leave out or send blank: its defaults.
      description: z._default(fields.description, ''),
      logo: maybe(fields.logo),
      category: z._default(fields.category, DEFAULT_PROVIDER_CATEGORY),
      contact_info: z._default(
        z.object({ email: maybe(contact.email), phone: maybe(contact.phone), website: maybe(contact.website), address: maybe(contact.address) }),
        {},
      ),
      featured: z._default(fields.featured, false),
      country: z._default(fields.country, ''),
      city: z._default(fields.city, ''),
      rating: z._default(fields.rating, 0),
      review_count: z._default(fields.review_count, 0),
      latitude: maybe(fields.latitude),
      longitude: maybe(fields.longitude),
      /** The places as the form adds them (the provider's `locations` are made from these). */
      locations: z._default(z.array(locationSchema).check(z.maxLength(MAX_PROVIDER_LOCATIONS, { message: PROVIDER_ADMIN.locationsMax })), []),
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
    );
});
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
  const { locations: _places, country: _country, city: _city, latitude: _latitude, longitude: _longitude, logo, contactInfo, ...fields } = fromWire(form);
  return {
    id,
    ...fields,
    ...(logo ? { logo } : {}),
    contactInfo: Object.fromEntries(Object.entries(contactInfo).filter(([, v]) => v !== undefined)),
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
  country: given(line(PROVIDER_LIMITS.placeMax, PROVIDER_ADMIN.placeMax)),
  city: given(line(PROVIDER_LIMITS.placeMax, PROVIDER_ADMIN.placeMax)),
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
