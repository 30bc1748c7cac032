// The provider form's values (document 2, section 5) apart from its dialog, so a tab builds them without loading the
// form: each of the entity's form fields (PROVIDER_FORM_FIELDS) bound once, with its empty value, its value from a saved
// provider and its part of the call's body; then the form's places (single or multiple) and the point an edit keeps.
import { ALL_CITIES } from '@knowledge/locations';
import { DEFAULT_PROVIDER_CATEGORY, PROVIDER_FORM_FIELDS, type LocationChoice, type ProviderFormInput, type ProviderWire } from '@contracts/provider';
import { serviceLabel, type ProviderSuggestionWire } from '@contracts/providerSuggestion';
import { wireName, type Snake } from '@contracts/wire';

export type LocationMode = 'single' | 'multiple';

/** The entity's form fields the dialog shows, under their wire names: all but the point, which an edit keeps (KeptPoint). */
type Shown = Snake<Exclude<(typeof PROVIDER_FORM_FIELDS)[number], 'latitude' | 'longitude'>>;

/** How the form holds one field: empty, from a saved provider, and as the call's body sends it. */
interface Binding<V> {
  empty: V;
  read: (p: ProviderWire) => V;
  write: (value: V) => unknown;
}
const bind = <V>(binding: Binding<V>) => binding;

const blankToUndefined = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);
const CONTACT_KEYS = ['email', 'phone', 'website', 'address'] as const;
type ContactValues = Record<(typeof CONTACT_KEYS)[number], string>;
const contactValues = (contact: Partial<Record<(typeof CONTACT_KEYS)[number], string | null>>): ContactValues =>
  Object.fromEntries(CONTACT_KEYS.map((key) => [key, contact[key] ?? ''])) as ContactValues;

/** Each shown field of the entity's list, once: the compiler asks for a binding when the entity's form gains a field. */
const FIELDS = {
  name: bind({ empty: '', read: (p) => p.name, write: (v) => v }),
  logo: bind({ empty: '', read: (p) => p.logo ?? '', write: blankToUndefined }),
  description: bind({ empty: '', read: (p) => p.description, write: (v) => v ?? '' }),
  category: bind({ empty: DEFAULT_PROVIDER_CATEGORY, read: (p) => p.category || DEFAULT_PROVIDER_CATEGORY, write: (v) => blankToUndefined(v) ?? DEFAULT_PROVIDER_CATEGORY }),
  featured: bind({ empty: false, read: (p) => p.featured, write: Boolean }),
  services: bind<string[]>({ empty: [''], read: (p) => (p.services.length ? [...p.services] : ['']), write: (v) => v.map((s) => s ?? '') }),
  country: bind<string | undefined>({ empty: undefined, read: (p) => p.country || undefined, write: (v) => v ?? '' }),
  city: bind<string | undefined>({ empty: undefined, read: (p) => p.city || undefined, write: (v) => v ?? '' }),
  rating: bind({ empty: 0, read: (p) => p.rating, write: (v) => v ?? 0 }),
  // Review count: a number of at least 0; anything else becomes 0.
  review_count: bind<number | null>({ empty: 0, read: (p) => p.review_count, write: (v) => (typeof v === 'number' && v >= 0 ? Math.floor(v) : 0) }),
  contact_info: bind({
    empty: contactValues({}),
    read: (p) => contactValues(p.contact_info),
    write: (v) => Object.fromEntries(CONTACT_KEYS.map((key) => [key, blankToUndefined(v?.[key])])),
  }),
} satisfies Record<Shown, object>;

/** The shown fields in the entity's order. */
const SHOWN = PROVIDER_FORM_FIELDS.map(wireName).filter((field): field is Shown => field in FIELDS);
const eachField = (value: (field: Shown) => unknown) => Object.fromEntries(SHOWN.map((field) => [field, value(field)]));
/** A field's binding, whatever its value's type. */
const binding = (field: Shown) => FIELDS[field] as unknown as Binding<unknown>;

/** The form's values (what the dialog edits); `toProviderInput` turns them into the call's body. */
export type ProviderFormValues = { [K in Shown]: (typeof FIELDS)[K]['empty'] } & {
  locationMode: LocationMode;
  locations: LocationChoice[];
};

export const EMPTY_PROVIDER_FORM: ProviderFormValues = {
  ...(eachField((field) => binding(field).empty) as { [K in Shown]: ProviderFormValues[K] }),
  locationMode: 'single',
  locations: [],
};

/** A point the form keeps when the place it belongs to is unchanged (a provider edited without moving). */
export interface KeptPoint {
  country: string;
  city: string;
  latitude: number;
  longitude: number;
}

/** The body of the provider calls: single mode sends its country and city, multiple mode its list. */
export function toProviderInput(values: ProviderFormValues, point?: KeptPoint): ProviderFormInput {
  const fields = eachField((field) => binding(field).write(values[field])) as ProviderFormInput & { country: string; city: string };
  const single = values.locationMode === 'single';
  const keep = point && single && point.country === fields.country && point.city === fields.city;
  return {
    ...fields,
    country: single ? fields.country : '',
    city: single ? fields.city : '',
    locations: single ? [] : values.locations,
    ...(keep ? { latitude: point.latitude, longitude: point.longitude } : {}),
  };
}

/** Edit: the provider as saved; a provider with a list of places opens in multiple mode. */
export function valuesFromProvider(p: ProviderWire): ProviderFormValues {
  const multiple = p.locations.length > 0;
  return {
    ...(eachField((field) => binding(field).read(p)) as { [K in Shown]: ProviderFormValues[K] }),
    ...(multiple ? { country: undefined, city: undefined } : {}),
    locationMode: multiple ? 'multiple' : 'single',
    locations: p.locations.map((l) => ({ country: l.country, city: l.isAllCities ? ALL_CITIES : l.city, isAllCities: l.isAllCities })),
  };
}

/** The point an edited provider keeps while its single place is unchanged. */
export function pointOf(p: ProviderWire): KeptPoint | undefined {
  return p.latitude !== null && p.longitude !== null && p.locations.length === 0 ? { country: p.country, city: p.city, latitude: p.latitude, longitude: p.longitude } : undefined;
}

/** Approve with Edits: the business as submitted (its services by their labels, its country and city). */
export function valuesFromSuggestion(s: ProviderSuggestionWire): ProviderFormValues {
  return {
    ...EMPTY_PROVIDER_FORM,
    name: s.name,
    description: s.description,
    services: s.services.length ? s.services.map(serviceLabel) : [''],
    country: s.country || undefined,
    city: s.city || undefined,
    contact_info: contactValues(s.contact_info),
  };
}
