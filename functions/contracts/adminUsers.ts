// User Management's shapes and rules (spec document 2, 2.2, 3, 5 and 7): the admin's view of a user in the wire's
// names, the list's query, and the bodies of the update, reset, delete and bulk calls with the spec's messages; and an
// admin's access actions on a user (issue 31: disable, enable, sign out everywhere).
import * as z from 'zod/mini';
import { cursorField } from './admin';
import type { CursorPage } from './api';
import { ADMIN_USERS } from './messages';
import { ROLES, type Role } from './roles';
import { oneLine } from './text';
import { given, lazily } from './zod';

/** Users per page of the admin list (spec 9). */
export const USERS_PAGE_SIZE = 10;
/** The most users one bulk call changes. */
export const BULK_MAX = 100;
export const DISPLAY_NAME_MAX = 100;
export const SEARCH_MAX = 100;

/** A user as the admin list shows one (section 3's wire names). */
export interface AdminUser {
  id: string;
  email: string;
  display_name: string;
  role: Role;
  token_balance: number;
  monthly_token_allocation: number;
  token_reset_date: string;
  token_request_pending: boolean;
  consent_to_privacy_policy: boolean;
  /** When the user signed up. */
  created_at: string;
  /** False while an admin has disabled the user: they cannot sign in. */
  enabled: boolean;
  /** When the user last signed in (their newest token's authentication), if they have since the product recorded it. */
  last_sign_in_at: string | null;
}

/** The consent data of a user's metadata (the edit dialog's GDPR Consent tab). */
export interface UserConsent {
  consentToPrivacyPolicy: boolean;
  consentTimestamp: string | null;
  marketingConsent: boolean;
  marketingConsentTimestamp: string | null;
}

export type AdminUserList = CursorPage<'users', AdminUser>;
export interface AdminUserReply {
  user: AdminUser;
  metadata?: UserConsent;
}
export interface AdminUsersChanged {
  count: number;
}

/** Ids of users (Cognito subs): no control characters, bounded. */
/** A user's id (their Cognito sub). */
const USER_ID = /^[\w-]{1,64}$/;
const userId = lazily(() => z.string({ message: ADMIN_USERS.userIdRequired }).check(z.trim(), z.regex(USER_ID, { message: ADMIN_USERS.userIdRequired })));
const userIds = lazily(() => z
  .array(userId, { message: ADMIN_USERS.userIdsRequired })
  .check(z.minLength(1, { message: ADMIN_USERS.userIdsRequired }), z.maxLength(BULK_MAX, { message: ADMIN_USERS.tooManyUsers })));
const role = lazily(() => z.enum(ROLES, { message: ADMIN_USERS.roleInvalid }));
const count = (message: string) => z.number({ message }).check(z.int({ message }), z.minimum(0, { message }), z.maximum(1_000_000_000, { message }));

export const adminDisplayName = lazily(() => z
  .string({ message: ADMIN_USERS.displayNameMin })
  .check(
    z.trim(),
    z.minLength(2, { message: ADMIN_USERS.displayNameMin }),
    z.maxLength(DISPLAY_NAME_MAX, { message: ADMIN_USERS.displayNameMax }),
    oneLine(),
  ));
export const tokenBalanceRule = lazily(() => count(ADMIN_USERS.tokenBalanceInvalid));
export const allocationRule = lazily(() => count(ADMIN_USERS.allocationInvalid));

const digits = (fallback: number, max: number) =>
  z.pipe(
    z.transform((v: unknown) => (v === undefined || v === '' ? fallback : Number(v))),
    z.number().check(z.int(), z.minimum(1), z.maximum(max)),
  );

/** GET /api/admin/users: one page (page, limit 10, optional query and role; cursor: the previous page's next one). */
export const adminUsersQuerySchema = lazily(() => z.object({
  page: digits(1, 100_000),
  limit: digits(USERS_PAGE_SIZE, 100),
  query: given(z.string().check(z.trim(), z.maxLength(SEARCH_MAX, { message: ADMIN_USERS.queryTooLong }), oneLine(ADMIN_USERS.queryTooLong))),
  role: given(role),
  cursor: cursorField,
}));
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/** GET /api/admin/users/{userId}: the user (an id, else not found). */
export const adminUserPathSchema = lazily(() => z.object({ userId: z.string({ message: ADMIN_USERS.userNotFound }).check(z.regex(USER_ID, { message: ADMIN_USERS.userNotFound })) }));

/** GET /api/admin/users/{userId}: one user, with the consent data of their metadata when includeMetadata is true. */
export const adminUserQuerySchema = lazily(() => z.object({ includeMetadata: given(z.enum(['true', 'false'])) }));

/**
 * PUT /api/admin/users (section 7): one object whose flags say which call it is: an update (userId plus any of role,
 * display_name, token_balance, monthly_token_allocation, token_request_pending), a token reset (userId, reset_tokens),
 * a bulk token reset (userIds, bulk_reset_tokens) or a bulk role change (userIds, bulk_update_role, role). One object,
 * not a union, so a bad field answers with its own message.
 */
export const adminUsersPutSchema = lazily(() => z
  .strictObject({
    userId: z.optional(userId),
    userIds: z.optional(userIds),
    reset_tokens: z.optional(z.literal(true)),
    bulk_reset_tokens: z.optional(z.literal(true)),
    bulk_update_role: z.optional(z.literal(true)),
    role: z.optional(role),
    display_name: z.optional(adminDisplayName),
    token_balance: z.optional(tokenBalanceRule),
    monthly_token_allocation: z.optional(allocationRule),
    token_request_pending: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => (v.userId === undefined) !== (v.userIds === undefined), { message: ADMIN_USERS.userIdRequired, path: ['userId'] }),
    z.refine((v) => v.userIds === undefined || Boolean(v.bulk_reset_tokens) !== Boolean(v.bulk_update_role), { message: ADMIN_USERS.nothingToUpdate }),
    z.refine((v) => !v.bulk_update_role || v.role !== undefined, { message: ADMIN_USERS.roleInvalid, path: ['role'] }),
    z.refine(
      (v) =>
        v.userId === undefined ||
        Boolean(v.reset_tokens) ||
        [v.role, v.display_name, v.token_balance, v.monthly_token_allocation, v.token_request_pending].some((f) => f !== undefined),
      { message: ADMIN_USERS.nothingToUpdate },
    ),
  ));
export type AdminUsersPut = z.output<typeof adminUsersPutSchema>;
/** The fields of a single user's update. */
export type UserChanges = Pick<AdminUsersPut, 'role' | 'display_name' | 'token_balance' | 'monthly_token_allocation' | 'token_request_pending'>;

/** DELETE /api/admin/users: one user (userId) or many (userIds). */
export const adminUsersDeleteSchema = lazily(() => z
  .strictObject({ userId: z.optional(userId), userIds: z.optional(userIds) })
  .check(z.refine((v) => (v.userId === undefined) !== (v.userIds === undefined), { message: ADMIN_USERS.userIdRequired, path: ['userId'] })));
export type AdminUsersDelete = z.output<typeof adminUsersDeleteSchema>;

/** The edit dialog's User Profile tab (section 5's rules, with their messages), in the wire's names. */
export const userEditFormSchema = lazily(() => z.object({
  display_name: adminDisplayName,
  role,
  token_balance: tokenBalanceRule,
  monthly_token_allocation: allocationRule,
  token_request_pending: z.optional(z.boolean()),
}));
export type UserEditForm = z.output<typeof userEditFormSchema>;

/** What an admin can do to a user's access: disable (and sign out everywhere), enable, or sign out everywhere. */
export const USER_ACCESS_ACTIONS = ['disable', 'enable', 'sign-out'] as const;
export type UserAccessAction = (typeof USER_ACCESS_ACTIONS)[number];

/** POST /api/admin/users/{userId}/access: the action. */
export const adminUserAccessSchema = lazily(() => z.strictObject({ action: z.enum(USER_ACCESS_ACTIONS, { message: ADMIN_USERS.accessActionInvalid }) }));
export type AdminUserAccess = z.output<typeof adminUserAccessSchema>;
