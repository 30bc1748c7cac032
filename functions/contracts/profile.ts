// The user profile as the API returns it, and the rules for updating it.
import * as z from 'zod/mini';
import { displayName } from './auth';
import type { Role } from './roles';
import './zod';

export * from './roles';

export { MONTHLY_TOKEN_ALLOCATION } from './tokens';

export interface Profile {
  id: string;
  email: string;
  displayName: string;
  role: Role;
  tokenBalance: number;
  monthlyTokenAllocation: number;
  tokenResetDate: string;
  tokenRequestPending: boolean;
  createdAt: string;
  consentToPrivacyPolicy: boolean;
  consentTimestamp: string | null;
  marketingConsent: boolean;
  marketingConsentTimestamp: string | null;
}

export const profileUpdateSchema = z
  .strictObject({
    displayName: z.optional(displayName),
    marketingConsent: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => v.displayName !== undefined || v.marketingConsent !== undefined, {
      message: 'Nothing to update.',
    }),
  );
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
