// Who is calling: read from the claims that API Gateway's JWT authorizer verified and passed on.
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { roleFromGroups, type Role } from '../contracts/roles';

export interface Caller {
  sub: string;
  username: string;
  email: string;
  role: Role;
  /** When the token was issued (epoch seconds), if it says. */
  issuedAt?: number;
}

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
    ...(Number.isFinite(Number(claims.iat)) && claims.iat !== undefined ? { issuedAt: Number(claims.iat) } : {}),
  };
}
