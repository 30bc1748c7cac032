// Every route of the catalogue against every kind of caller: anonymous, user, provider and admin.
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { allRoutes } from '../../functions/catalog';
import { call } from '../support/http';
import { createUser } from '../support/users';

const appUrl = inject('appUrl');
type Kind = 'anonymous' | 'user' | 'provider' | 'admin';
const tokens: Partial<Record<Kind, string>> = {};

beforeAll(async () => {
  const [user, provider, admin] = await Promise.all([
    createUser(appUrl),
    createUser(appUrl, { groups: ['provider'] }),
    createUser(appUrl, { groups: ['admin'] }),
  ]);
  tokens.user = user.idToken;
  tokens.provider = provider.idToken;
  tokens.admin = admin.idToken;
});

/** What each kind of caller must not get, by the route's access level. */
function refused(access: string, kind: Kind): number | undefined {
  if (access === 'public') return undefined;
  if (kind === 'anonymous') return 401;
  if (access === 'admin' && kind !== 'admin') return 403;
  return undefined;
}

describe.each(allRoutes())('$method $path ($access)', (route) => {
  const path = route.path.replace(/\{[^}]+\}/g, 'does-not-exist');
  const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
  it.each<Kind>(['anonymous', 'user', 'provider', 'admin'])('as %s', async (kind) => {
    const res = await call(appUrl, route.method, path, { token: tokens[kind], body });
    const expected = refused(route.access, kind);
    if (expected) expect(res.status).toBe(expected);
    else expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });
});
