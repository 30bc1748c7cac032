// The user as User Management shows one (contracts/adminUsers' AdminUser, in the wire's names): the users export's
// columns in order, each a field of the user under its header, so the list and its file name the same fields once.
import type { AdminUser } from '../adminUsers';

/** The users export (CSV and JSON): each column a field of the user, under the field's own wire name. */
export const USER_EXPORT = [
  ['id', 'id'],
  ['email', 'email'],
  ['display_name', 'display_name'],
  ['role', 'role'],
  ['enabled', 'enabled'],
  ['token_balance', 'token_balance'],
  ['monthly_token_allocation', 'monthly_token_allocation'],
  ['token_reset_date', 'token_reset_date'],
  ['token_request_pending', 'token_request_pending'],
  ['consent_to_privacy_policy', 'consent_to_privacy_policy'],
  ['created_at', 'created_at'],
  ['last_sign_in_at', 'last_sign_in_at'],
] as const satisfies ReadonlyArray<readonly [keyof AdminUser, string]>;
export type UserExportField = (typeof USER_EXPORT)[number][0];
