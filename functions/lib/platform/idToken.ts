// The caller's Cognito JWT verified in the function itself, as the HTTP API's JWT authorizer verifies it (signature,
// expiry, the pool as issuer, the web client as audience), for the routes the HTTP API does not front (the streamed
// send, behind CloudFront). Claims come out flattened to strings as the authorizer hands them on. Locally the pool is
// the Cognito stand-in, whose keys the local stack passes in (LOCAL_JWT_ISSUER, LOCAL_JWKS); never set on AWS.
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwksCache } from 'aws-jwt-verify/jwk';

/** HTTP API hands claims to the function as strings; lists become "[a b]". */
export function flattenClaims(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  );
}

interface Verifier {
  verify(token: string): Promise<unknown>;
}

/** A verifier of the local Cognito stand-in's tokens: its issuer, its preloaded keys, the web client as audience or client_id. */
export function localVerifier(issuer: string, clientId: string, jwks: { keys: unknown[] }): Verifier {
  const verifier = JwtRsaVerifier.create({
    issuer,
    audience: null,
    customJwtCheck: ({ payload }) => {
      if (payload.aud !== clientId && payload.client_id !== clientId) throw new Error('Wrong audience');
    },
  });
  verifier.cacheJwks(jwks as Parameters<JwksCache['addJwks']>[1]);
  return verifier;
}

let verifier: Verifier | undefined;

function configured(): Verifier {
  if (verifier) return verifier;
  const clientId = process.env.USER_POOL_CLIENT_ID!;
  const { LOCAL_JWT_ISSUER: localIssuer, LOCAL_JWKS: localJwks } = process.env;
  verifier =
    localIssuer && localJwks
      ? localVerifier(localIssuer, clientId, JSON.parse(localJwks) as { keys: unknown[] })
      : CognitoJwtVerifier.create({ userPoolId: process.env.USER_POOL_ID!, tokenUse: null, clientId });
  return verifier;
}

/** The token's claims as the authorizer passes them on, or undefined when there is no token or it does not verify. */
export async function verifiedClaims(token: string | undefined): Promise<Record<string, string> | undefined> {
  const bearer = token?.replace(/^Bearer /i, '').trim();
  if (!bearer) return undefined;
  try {
    return flattenClaims((await configured().verify(bearer)) as Record<string, unknown>);
  } catch {
    return undefined;
  }
}
