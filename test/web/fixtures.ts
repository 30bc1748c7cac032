// Shared web-test fixtures: an API answer as fetch gives it, and a signed-in user's profile.
import type { Profile } from '@contracts/profile';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A user's profile with a full monthly allocation, privacy consent given and no marketing consent. */
export function profileOf(user: { id: string; email: string }, overrides: Partial<Profile> = {}): Profile {
  return {
    id: user.id,
    email: user.email,
    displayName: 'Uma User',
    role: 'user',
    tokenBalance: 100_000,
    monthlyTokenAllocation: 100_000,
    tokenResetDate: '2026-12-01T00:00:00.000Z',
    tokenRequestPending: false,
    createdAt: '2026-01-15T12:00:00.000Z',
    consentToPrivacyPolicy: true,
    consentTimestamp: '2026-01-15T12:00:00.000Z',
    marketingConsent: false,
    marketingConsentTimestamp: null,
    ...overrides,
  };
}
