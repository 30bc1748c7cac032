// A provider suggestion as stored: its fields once, its states, and its wire shape (its fields are the add-business
// form's under the directory's names: a business name becomes the name, the e-mail and phone the contact info).
import * as z from 'zod/mini';
import { toWire, type Wire, type WireNames } from '../wire';
import { lazily } from '../zod';

export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** A suggestion as stored and handled by the functions: the one definition of its fields. */
export const providerSuggestionSchema = lazily(() => z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  services: z.array(z.string()),
  country: z.string(),
  city: z.string(),
  contactName: z.string(),
  contactInfo: z.object({ email: z.string(), phone: z.string(), address: z.optional(z.string()), website: z.optional(z.string()) }),
  additionalInfo: z.optional(z.string()),
  status: z.enum(SUGGESTION_STATUSES),
  createdAt: z.string(),
  /** When an admin approved or rejected it, and the provider an approval made. */
  reviewedAt: z.optional(z.string()),
  providerId: z.optional(z.string()),
}));
export type ProviderSuggestion = z.infer<typeof providerSuggestionSchema>;

/** On the wire every field is snake_case (contact_info, created_at, ...). */
const SUGGESTION_WIRE: WireNames<string> = { snake: 'all' };
export type ProviderSuggestionWire = Wire<ProviderSuggestion, string>;
export const toSuggestionWire = (suggestion: ProviderSuggestion): ProviderSuggestionWire => toWire(suggestion, SUGGESTION_WIRE);
