// The user profile as the API returns it, and the rules for updating it.
import * as z from 'zod/mini';
import { displayName } from './auth';
import { ROLES } from './roles';
import { lazily } from './zod';

export * from './roles';

export { MONTHLY_TOKEN_ALLOCATION } from './tokens';

/** A user's profile as stored and as the API returns it: the one definition of its fields. */
export const profileSchema = lazily(() => z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(ROLES),
  tokenBalance: z.number(),
  monthlyTokenAllocation: z.number(),
  tokenResetDate: z.string(),
  tokenRequestPending: z.boolean(),
  createdAt: z.string(),
  consentToPrivacyPolicy: z.boolean(),
  consentTimestamp: z.nullable(z.string()),
  marketingConsent: z.boolean(),
  marketingConsentTimestamp: z.nullable(z.string()),
}));
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = lazily(() => z
  .strictObject({
    displayName: z.optional(displayName),
    marketingConsent: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => v.displayName !== undefined || v.marketingConsent !== undefined, {
      message: 'Nothing to update.',
    }),
  ));
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
