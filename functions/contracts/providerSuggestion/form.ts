// The add-business form (document 3, section 5): picked from the suggestion's fields with their rules and the spec's
// messages (./entity), the request with its bot check, and the answer.
import * as z from 'zod/mini';
import { cityOf, countryByName } from '../../knowledge/locations';
import { ADD_BUSINESS } from '../messages';
import { lazily } from '../zod';
import { suggestionFormRules } from './entity';

/** Largest add-business request body the API accepts; the form's own limits keep a real one far below it. */
export const SUGGESTION_MAX_BODY_BYTES = 24 * 1024;

/** An optional field the form may leave out or blank: absent, null or blank is '' (the suggestion keeps none), else trimmed and checked by the suggestion's rule. */
const blankOr = <T extends z.ZodMiniType<string | undefined>>(rule: T) =>
  z.pipe(
    z.pipe(z.transform((v: unknown): unknown => (v === undefined || v === null ? undefined : typeof v === 'string' ? v.trim() || undefined : v)), rule),
    z.transform((v: z.output<T>): string => v ?? ''),
  );

/** False only for a city that is not in the chosen country's list (a missing country or city has its own message). */
function cityKnown(value: unknown): boolean {
  const { country, city } = (value ?? {}) as { country?: unknown; city?: unknown };
  if (typeof country !== 'string' || typeof city !== 'string' || !city.trim() || !countryByName(country)) return true;
  return cityOf(country, city) !== undefined;
}

/**
 * The add-business form (document 3, section 5), as the web validates it and the API parses it: the suggestion's fields
 * it fills (SUGGESTION_FORM_FIELDS), each by the suggestion's rule, its optional ones given as '', and the two consents.
 */
export const providerSuggestionFormSchema = lazily(() => {
  const fields = suggestionFormRules();
  return z
    .object({
      ...fields,
      address: blankOr(fields.address),
      website: blankOr(fields.website),
      additionalInfo: blankOr(fields.additionalInfo),
      agreeToTerms: z.literal(true, { message: ADD_BUSINESS.termsRequired }),
      consentToPrivacyPolicy: z.literal(true, { message: ADD_BUSINESS.privacyRequired }),
    })
    .check(
      // Run even when other fields fail, so the city's message shows with theirs.
      z.refine((v) => cityKnown(v), { message: ADD_BUSINESS.cityUnknown, path: ['city'], when: (payload) => !cityKnown(payload.value) }),
    );
});
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

