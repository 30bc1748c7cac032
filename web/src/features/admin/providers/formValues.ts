// The provider form's values (document 2, section 5) apart from its dialog, so a tab builds them without loading the
// form: empty, from a provider (Edit) or a suggestion (Approve with Edits), and the call's body they make.
import { ALL_CITIES } from '@knowledge/locations';
import type { ProviderWire } from '@contracts/provider';
import { DEFAULT_PROVIDER_CATEGORY, type LocationChoice, type ProviderFormInput } from '@contracts/provider';
import { serviceLabel, type ProviderSuggestionWire } from '@contracts/providerSuggestion';

export type LocationMode = 'single' | 'multiple';

/** The form's values (what the dialog edits); `toProviderInput` turns them into the call's body. */
export interface ProviderFormValues {
  name: string;
  logo: string;
  description: string;
  category: string;
  featured: boolean;
  services: string[];
  locationMode: LocationMode;
  country: string | undefined;
  city: string | undefined;
  locations: LocationChoice[];
  rating: number;
  review_count: number | null;
  contact_info: { email: string; phone: string; website: string; address: string };
}

export const EMPTY_PROVIDER_FORM: ProviderFormValues = {
  name: '',
  logo: '',
  description: '',
  category: DEFAULT_PROVIDER_CATEGORY,
  featured: false,
  services: [''],
  locationMode: 'single',
  country: undefined,
  city: undefined,
  locations: [],
  rating: 0,
  review_count: 0,
  contact_info: { email: '', phone: '', website: '', address: '' },
};

/** A point the form keeps when the place it belongs to is unchanged (a provider edited without moving). */
export interface KeptPoint {
  country: string;
  city: string;
  latitude: number;
  longitude: number;
}

const blankToUndefined = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The body of the provider calls: single mode sends its country and city, multiple mode its list. */
export function toProviderInput(values: ProviderFormValues, point?: KeptPoint): ProviderFormInput {
  const single = values.locationMode === 'single';
  const country = single ? (values.country ?? '') : '';
  const city = single ? (values.city ?? '') : '';
  const keep = point && single && point.country === country && point.city === city;
  const contact = values.contact_info;
  return {
    name: values.name,
    description: values.description ?? '',
    services: values.services.map((s) => s ?? ''),
    logo: blankToUndefined(values.logo),
    category: blankToUndefined(values.category) ?? DEFAULT_PROVIDER_CATEGORY,
    featured: Boolean(values.featured),
    contact_info: {
      email: blankToUndefined(contact?.email),
      phone: blankToUndefined(contact?.phone),
      website: blankToUndefined(contact?.website),
      address: blankToUndefined(contact?.address),
    },
    country,
    city,
    locations: single ? [] : values.locations,
    rating: values.rating ?? 0,
    // Review count: a number of at least 0; anything else becomes 0.
    review_count: typeof values.review_count === 'number' && values.review_count >= 0 ? Math.floor(values.review_count) : 0,
    ...(keep ? { latitude: point.latitude, longitude: point.longitude } : {}),
  };
}


/** Edit: the provider as saved; a provider with a list of places opens in multiple mode. */
export function valuesFromProvider(p: ProviderWire): ProviderFormValues {
  const multiple = p.locations.length > 0;
  return {
    name: p.name,
    logo: p.logo ?? '',
    description: p.description,
    category: p.category || DEFAULT_PROVIDER_CATEGORY,
    featured: p.featured,
    services: p.services.length ? [...p.services] : [''],
    locationMode: multiple ? 'multiple' : 'single',
    country: multiple ? undefined : p.country || undefined,
    city: multiple ? undefined : p.city || undefined,
    locations: p.locations.map((l) => ({ country: l.country, city: l.isAllCities ? ALL_CITIES : l.city, isAllCities: l.isAllCities })),
    rating: p.rating,
    review_count: p.review_count,
    contact_info: {
      email: p.contact_info.email ?? '',
      phone: p.contact_info.phone ?? '',
      website: p.contact_info.website ?? '',
      address: p.contact_info.address ?? '',
    },
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
    contact_info: { email: s.contact_info.email ?? '', phone: s.contact_info.phone ?? '', website: s.contact_info.website ?? '', address: s.contact_info.address ?? '' },
  };
}
