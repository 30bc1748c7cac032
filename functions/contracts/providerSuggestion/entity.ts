// A provider suggestion as stored: its fields once, each the add-business form writes with its rule and the spec's
// message (document 3, section 5; the form is picked from these, contracts/providerSuggestion/form), the service
// options, its states, and its wire shape (the form's fields under the directory's names: a business name becomes the
// name, the e-mail, phone, address and website the contact info).
import * as z from 'zod/mini';
import { countryByName } from '../../knowledge/locations';
import { ADD_BUSINESS } from '../messages';
import { freeText, isWebAddress, oneLine } from '../text';
import { toWire, type Wire, type WireNames } from '../wire';
import { lazily } from '../zod';

export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** The services a business can offer (value: label), in the spec's order. */
export const SERVICE_OPTIONS = [
  { value: 'general_pest_control', label: 'General Pest Control' },
  { value: 'termite_control', label: 'Termite Control' },
  { value: 'rodent_control', label: 'Rodent Control' },
  { value: 'mosquito_control', label: 'Mosquito Control' },
  { value: 'bed_bug_treatment', label: 'Bed Bug Treatment' },
  { value: 'wildlife_removal', label: 'Wildlife Removal' },
  { value: 'commercial_services', label: 'Commercial Services' },
  { value: 'residential_services', label: 'Residential Services' },
  { value: 'inspection', label: 'Pest Inspection' },
  { value: 'fumigation', label: 'Fumigation' },
  { value: 'preventive_treatment', label: 'Preventive Treatment' },
  { value: 'organic_pest_control', label: 'Organic Pest Control' },
] as const;
export type ServiceValue = (typeof SERVICE_OPTIONS)[number]['value'];
const SERVICE_VALUES = SERVICE_OPTIONS.map((o) => o.value) as [ServiceValue, ...ServiceValue[]];

/** A service's label ('Pest Inspection'); a value that is not an option is shown as it is. */
export function serviceLabel(value: string): string {
  return SERVICE_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

/** The spec's minimums and our own maxima (characters), which the form's inputs hold to as well. */
export const SUGGESTION_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  descriptionMin: 10,
  textMax: 2000,
  placeMax: 100,
  contactNameMin: 2,
  contactNameMax: 100,
  emailMax: 254,
  phoneMin: 8,
  phoneMax: 40,
  addressMax: 200,
  websiteMax: 500,
} as const;
const L = SUGGESTION_LIMITS;
const M = ADD_BUSINESS;

/** One line of text: trimmed, between `min` and `max` characters, no control characters (line breaks included). */
const line = (min: number, max: number, minMessage: string, maxMessage: string) =>
  z.string({ message: minMessage }).check(z.trim(), z.minLength(min, { message: minMessage }), z.maxLength(max, { message: maxMessage }), oneLine(M.controlCharacters));
/** Free text of several lines: trimmed, at most `max` characters. */
const text = (min: number, max: number, minMessage: string, maxMessage: string) =>
  z.string({ message: minMessage }).check(z.trim(), z.minLength(min, { message: minMessage }), z.maxLength(max, { message: maxMessage }), freeText());

/** How the business is reached, each by its rule. */
const contactInfoSchema = lazily(() => z.object({
  email: z.pipe(z.string({ message: M.emailInvalid }).check(z.trim(), z.toLowerCase(), z.maxLength(L.emailMax, { message: M.emailInvalid })), z.email({ message: M.emailInvalid })),
  phone: line(L.phoneMin, L.phoneMax, M.phoneMin, M.phoneMax),
  address: z.optional(line(0, L.addressMax, M.addressMax, M.addressMax)),
  website: z.optional(
    z.string({ message: M.websiteInvalid }).check(z.maxLength(L.websiteMax, { message: M.websiteInvalid }), oneLine(M.websiteInvalid), z.refine(isWebAddress, { message: M.websiteInvalid })),
  ),
}));

/**
 * A suggestion as stored and handled by the functions: the one definition of its fields. The fields the form writes
 * carry their rules here (a stored suggestion is read by its keys, never parsed: lib/platform/db fromItem).
 */
export const providerSuggestionSchema = lazily(() => z.object({
  id: z.string(),
  name: line(L.nameMin, L.nameMax, M.businessNameMin, M.businessNameMax),
  description: text(L.descriptionMin, L.textMax, M.descriptionMin, M.descriptionMax),
  services: z.pipe(
    z.array(z.enum(SERVICE_VALUES, { message: M.servicesMin }), { message: M.servicesMin }).check(z.minLength(1, { message: M.servicesMin })),
    z.transform((list: ServiceValue[]) => [...new Set(list)]),
  ),
  country: z.string({ message: M.countryRequired }).check(
    z.trim(),
    // An empty country is 'Country is required' alone, not also 'choose a country from the list'.
    z.minLength(1, { message: M.countryRequired, abort: true }),
    z.maxLength(L.placeMax, { message: M.countryUnknown }),
    z.refine((v) => countryByName(v) !== undefined, { message: M.countryUnknown }),
  ),
  city: z.string({ message: M.cityRequired }).check(z.trim(), z.minLength(1, { message: M.cityRequired }), z.maxLength(L.placeMax, { message: M.cityUnknown }), oneLine(M.controlCharacters)),
  contactName: line(L.contactNameMin, L.contactNameMax, M.contactNameMin, M.contactNameMax),
  contactInfo: contactInfoSchema,
  additionalInfo: z.optional(text(0, L.textMax, M.additionalInfoMax, M.additionalInfoMax)),
  status: z.enum(SUGGESTION_STATUSES),
  createdAt: z.string(),
  /** When an admin approved or rejected it, and the provider an approval made. */
  reviewedAt: z.optional(z.string()),
  providerId: z.optional(z.string()),
}));
export type ProviderSuggestion = z.infer<typeof providerSuggestionSchema>;

type ContactField = keyof z.infer<typeof contactInfoSchema>;
/**
 * The add-business form's fields (document 3, section 5, in its order), each a field of the suggestion: its own name,
 * or the contact info's field it fills.
 */
export const SUGGESTION_FORM_FIELDS = {
  businessName: 'name',
  description: 'description',
  services: 'services',
  country: 'country',
  city: 'city',
  address: 'contactInfo.address',
  contactName: 'contactName',
  email: 'contactInfo.email',
  phone: 'contactInfo.phone',
  website: 'contactInfo.website',
  additionalInfo: 'additionalInfo',
} as const satisfies Record<string, keyof ProviderSuggestion | `contactInfo.${ContactField}`>;
export type SuggestionFormField = keyof typeof SUGGESTION_FORM_FIELDS;

type Shape = (typeof providerSuggestionSchema)['shape'];
type ContactShape = (typeof contactInfoSchema)['shape'];
type RuleAt<P> = P extends `contactInfo.${infer C extends ContactField}` ? ContactShape[C] : P extends keyof Shape ? Shape[P] : never;
export type SuggestionFormRules = { [F in SuggestionFormField]: RuleAt<(typeof SUGGESTION_FORM_FIELDS)[F]> };

/** The form's fields, each with the rule of the suggestion's field it fills: what the form is built from. */
export function suggestionFormRules(): SuggestionFormRules {
  return Object.fromEntries(
    Object.entries(SUGGESTION_FORM_FIELDS).map(([field, at]) => {
      const [key, contact] = at.split('.') as [keyof Shape, ContactField | undefined];
      return [field, contact ? contactInfoSchema.shape[contact] : providerSuggestionSchema.shape[key]];
    }),
  ) as SuggestionFormRules;
}

/** The suggestion's fields a submitted form fills (all but its id, state and review). */
export type SuggestionFormFields = Omit<ProviderSuggestion, 'id' | 'status' | 'createdAt' | 'reviewedAt' | 'providerId'>;

/**
 * A form's values, each placed where `fields` says it goes (a field of its own, or `parent.field` inside one); a blank
 * value (an optional field left out, given as '') is left out.
 */
export function placeFormValues(fields: Record<string, string>, form: Record<string, unknown>): Record<string, unknown> {
  const placed: Record<string, unknown> = {};
  for (const [field, at] of Object.entries(fields)) {
    const value = form[field];
    if (value === '' || value === undefined) continue;
    const [key, inner] = at.split('.') as [string, string | undefined];
    if (inner) placed[key] = { ...(placed[key] as Record<string, unknown> | undefined), [inner]: value };
    else placed[key] = value;
  }
  return placed;
}

/** The suggestion's fields a parsed add-business form fills, placed by SUGGESTION_FORM_FIELDS. */
export const suggestionFieldsOf = (form: { [F in SuggestionFormField]: unknown }): SuggestionFormFields =>
  placeFormValues(SUGGESTION_FORM_FIELDS, form) as SuggestionFormFields;

/** On the wire every field is snake_case (contact_info, created_at, ...). */
const SUGGESTION_WIRE: WireNames<string> = { snake: 'all' };
export type ProviderSuggestionWire = Wire<ProviderSuggestion, string>;
export const toSuggestionWire = (suggestion: ProviderSuggestion): ProviderSuggestionWire => toWire(suggestion, SUGGESTION_WIRE);
