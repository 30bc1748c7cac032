// The add-business form (document 3, section 5): the service options, the form's rules with the spec's messages, the
// request with its bot check, and the answer.
import * as z from 'zod/mini';
import { cityOf, countryByName } from '../../knowledge/locations';
import { ADD_BUSINESS } from '../messages';
import { freeText, isWebAddress, oneLine } from '../text';
import { lazily } from '../zod';

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

/** Largest add-business request body the API accepts; the form's own limits keep a real one far below it. */
export const SUGGESTION_MAX_BODY_BYTES = 24 * 1024;
export const SUGGESTION_TEXT_MAX = 2000;

/** Control characters (line breaks included) have no place in a name, an address or anything an e-mail header carries. */

/** One line of text: trimmed, between `min` and `max` characters, no control characters. */
const line = (min: number, max: number, minMessage: string, maxMessage: string) =>
  z.string({ message: minMessage }).check(
    z.trim(),
    z.minLength(min, { message: minMessage }),
    z.maxLength(max, { message: maxMessage }),
    oneLine(ADD_BUSINESS.controlCharacters),
  );
/** Free text of several lines: trimmed, at most `max` characters. */
const text = (min: number, max: number, minMessage: string, maxMessage: string) =>
  z.string({ message: minMessage }).check(z.trim(), z.minLength(min, { message: minMessage }), z.maxLength(max, { message: maxMessage }), freeText());
/** An optional field: absent, null and blank all become ''. */
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v: unknown): unknown => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v)),
    schema,
  );

/** False only for a city that is not in the chosen country's list (a missing country or city has its own message). */
function cityKnown(value: unknown): boolean {
  const { country, city } = (value ?? {}) as { country?: unknown; city?: unknown };
  if (typeof country !== 'string' || typeof city !== 'string' || !city.trim() || !countryByName(country)) return true;
  return cityOf(country, city) !== undefined;
}

/** The add-business form (document 3, section 5), as the web validates it and the API parses it. */
export const providerSuggestionFormSchema = lazily(() => z
  .object({
    businessName: line(2, 100, ADD_BUSINESS.businessNameMin, ADD_BUSINESS.businessNameMax),
    description: text(10, SUGGESTION_TEXT_MAX, ADD_BUSINESS.descriptionMin, ADD_BUSINESS.descriptionMax),
    services: z.pipe(
      z.array(z.enum(SERVICE_VALUES, { message: ADD_BUSINESS.servicesMin }), { message: ADD_BUSINESS.servicesMin }).check(
        z.minLength(1, { message: ADD_BUSINESS.servicesMin }),
      ),
      z.transform((list: ServiceValue[]) => [...new Set(list)]),
    ),
    country: z.string({ message: ADD_BUSINESS.countryRequired }).check(
      z.trim(),
      // An empty country is 'Country is required' alone, not also 'choose a country from the list'.
      z.minLength(1, { message: ADD_BUSINESS.countryRequired, abort: true }),
      z.maxLength(100, { message: ADD_BUSINESS.countryUnknown }),
      z.refine((v) => countryByName(v) !== undefined, { message: ADD_BUSINESS.countryUnknown }),
    ),
    city: z.string({ message: ADD_BUSINESS.cityRequired }).check(z.trim(), z.minLength(1, { message: ADD_BUSINESS.cityRequired }), z.maxLength(100, { message: ADD_BUSINESS.cityUnknown }), oneLine(ADD_BUSINESS.controlCharacters)),
    address: optional(line(0, 200, ADD_BUSINESS.addressMax, ADD_BUSINESS.addressMax)),
    contactName: line(2, 100, ADD_BUSINESS.contactNameMin, ADD_BUSINESS.contactNameMax),
    email: z.pipe(
      z.string({ message: ADD_BUSINESS.emailInvalid }).check(z.trim(), z.toLowerCase(), z.maxLength(254, { message: ADD_BUSINESS.emailInvalid })),
      z.email({ message: ADD_BUSINESS.emailInvalid }),
    ),
    phone: line(8, 40, ADD_BUSINESS.phoneMin, ADD_BUSINESS.phoneMax),
    website: optional(
      z.string({ message: ADD_BUSINESS.websiteInvalid }).check(
        z.maxLength(500, { message: ADD_BUSINESS.websiteInvalid }),
        oneLine(ADD_BUSINESS.websiteInvalid),
        z.refine((v) => v === '' || isWebAddress(v), { message: ADD_BUSINESS.websiteInvalid }),
      ),
    ),
    additionalInfo: optional(text(0, SUGGESTION_TEXT_MAX, ADD_BUSINESS.additionalInfoMax, ADD_BUSINESS.additionalInfoMax)),
    agreeToTerms: z.literal(true, { message: ADD_BUSINESS.termsRequired }),
    consentToPrivacyPolicy: z.literal(true, { message: ADD_BUSINESS.privacyRequired }),
  })
  .check(
    // Run even when other fields fail, so the city's message shows with theirs.
    z.refine((v) => cityKnown(v), { message: ADD_BUSINESS.cityUnknown, path: ['city'], when: (payload) => !cityKnown(payload.value) }),
  ));
export type ProviderSuggestionForm = z.infer<typeof providerSuggestionFormSchema>;

/** POST /api/send-provider-suggestion: the form, with the bot-protection token when bot protection is on. */
export const providerSuggestionRequestSchema = lazily(() => z.object({
  ...providerSuggestionFormSchema.shape,
  turnstileToken: z.optional(z.string().check(z.maxLength(4096, { message: ADD_BUSINESS.botCheckFailed }))),
}));

/** What POST /api/send-provider-suggestion answers on success. */
export interface ProviderSuggestionReply {
  /** The spec's success text with the site's name. */
  message: string;
  id: string;
}

