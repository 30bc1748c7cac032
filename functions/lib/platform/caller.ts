// Who is calling: read from the claims that API Gateway's JWT authorizer verified and passed on.
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { roleFromGroups, type Role } from '../../contracts/roles';

export interface Caller {
  sub: string;
  username: string;
  email: string;
  role: Role;
  /** When the token was issued (epoch seconds), if it says. */
  issuedAt?: number;
  /** When the user signed in for this token (its `auth_time`, epoch seconds; a refresh keeps it), if it says. */
  authenticatedAt?: number;
  /** True when the user had TOTP on in the pool as the token was issued (the pre-token-generation trigger's claim). */
  secondFactor?: boolean;
}

/** The ID token's claim of the user's second factor, added by the pre-token-generation trigger (auth-triggers). */
export const SECOND_FACTOR_CLAIM = 'second_factor';
/** The claim's value for a user with an authenticator app (TOTP) on; any other value, or none, is no second factor. */
export const SECOND_FACTOR_TOTP = 'totp';

/**
 * HTTP API flattens every claim to a string; a list such as `cognito:groups` arrives as "[admin provider]".
 * Lambda test events and other callers may pass a real array: accept both.
 */
export function parseGroups(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string' || claim.trim() === '') return [];
  return claim.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
}

export function callerOf(event: APIGatewayProxyEventV2WithJWTAuthorizer): Caller | undefined {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  if (!claims || typeof claims.sub !== 'string') return undefined;
  return {
    sub: claims.sub,
    username: String(claims['cognito:username'] ?? claims.username ?? claims.sub),
    email: String(claims.email ?? '').toLowerCase(),
    role: roleFromGroups(parseGroups(claims['cognito:groups'])),
    ...(claims[SECOND_FACTOR_CLAIM] === SECOND_FACTOR_TOTP ? { secondFactor: true } : {}),
    ...(Number.isFinite(Number(claims.iat)) && claims.iat !== undefined ? { issuedAt: Number(claims.iat) } : {}),
    ...(Number.isFinite(Number(claims.auth_time)) && claims.auth_time !== undefined ? { authenticatedAt: Number(claims.auth_time) } : {}),
  };
}

/**
 * Whether the caller's token was issued before an admin changed their role to `change.role` at `change.at` (epoch ms).
 * A token's `iat` counts whole seconds: one from an earlier second is older; one from the change's own second is older
 * when it carries another role than the new one (Cognito's groups move as the change is made, so a token issued after
 * it carries the new role). A token without `iat` is taken as older.
 */
export function issuedBeforeRoleChange(caller: Pick<Caller, 'issuedAt' | 'role'>, change: { at: number; role: Role }): boolean {
  const issued = caller.issuedAt ?? 0;
  const changedSecond = Math.floor(change.at / 1000);
  return issued < changedSecond || (issued === changedSecond && caller.role !== change.role);
}
