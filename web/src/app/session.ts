// The signed-in user as the web sees it, read from Amplify's current session (the id token's claims).
import { amplify, maybeSignedIn } from './amplify';
import { roleFromGroups, type Role } from '@contracts/roles';

export interface AuthUser {
  /** Cognito `sub`: the user's id everywhere in the product. */
  id: string;
  email: string;
  /** From the `name` claim when present (the local Cognito stand-in leaves it out; the profile has it). */
  name?: string;
  role: Role;
}

function roleOfClaims(claims: Record<string, unknown>): Role {
  const groups = Array.isArray(claims['cognito:groups']) ? claims['cognito:groups'].map(String) : undefined;
  return roleFromGroups(groups);
}

/** The user of the current session, or null when nobody is signed in (or the session cannot be refreshed). */
export async function readSession(): Promise<AuthUser | null> {
  let session;
  try {
    const { fetchAuthSession } = await amplify();
    session = await fetchAuthSession();
  } catch (error) {
    // An unusable stored session (for example a refresh the pool refuses) means: signed out.
    console.warn('Could not read the auth session; continuing signed out.', error);
    return null;
  }
  const claims = session.tokens?.idToken?.payload;
  if (!claims?.sub) return null;
  return {
    id: String(claims.sub),
    email: typeof claims.email === 'string' ? claims.email : '',
    name: typeof claims.name === 'string' ? claims.name : undefined,
    role: roleOfClaims(claims),
  };
}

/**
 * The id token to send as `Authorization: Bearer` (refreshed by Amplify when needed) and the caller's role, which
 * decides a request's place in the queue; no token when signed out (a visitor's, without loading Amplify).
 */
export async function idToken(): Promise<{ token?: string; role?: Role }> {
  if (!maybeSignedIn()) return {};
  const { fetchAuthSession } = await amplify();
  const idToken = (await fetchAuthSession()).tokens?.idToken;
  return idToken ? { token: idToken.toString(), role: roleOfClaims(idToken.payload) } : {};
}
