// Owns the token allocation constants (no zod here: the pre-rendered FAQ page states them without loading schemas).

/** Tokens granted to a free account each month. */
export const MONTHLY_TOKEN_ALLOCATION = 100_000;
