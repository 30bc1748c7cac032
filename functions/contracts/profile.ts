// The user profile as the API returns it, and the rules for updating it.
import { z } from 'zod';
import { displayName } from './auth';

export const ROLES = ['admin', 'provider', 'user'] as const;
export type Role = (typeof ROLES)[number];
/** The role from the `cognito:groups` claim: admin wins over provider; anything else is a user. */
export function roleFromGroups(groups: readonly string[] | undefined): Role {
  if (groups?.includes('admin')) return 'admin';
  if (groups?.includes('provider')) return 'provider';
  return 'user';
}
export const ROLE_LABEL: Record<Role, string> = { admin: 'Admin', provider: 'Provider', user: 'User' };

/** Tokens granted to a free account each month. */
export const MONTHLY_TOKEN_ALLOCATION = 100_000;

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
  .object({
    displayName: displayName.optional(),
    marketingConsent: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.displayName !== undefined || v.marketingConsent !== undefined, {
    message: 'Nothing to update.',
  });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
