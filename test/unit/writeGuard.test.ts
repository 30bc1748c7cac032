// The HTTP edge's write guard: a function serving a signed-in write cannot load without it, and runs it before the
// handler of every such write (not for reads or public routes); a spent budget or a deleted account stops the handler.
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { reply, route, type Access, type Method } from '../../functions/contracts/route';
import { api, HttpError, type WriteGuard } from '../../functions/lib/platform/http';

const ok = async () => ({ body: { ok: true } });
/** A route of the catalogue's shape, without schemas (the guard does not depend on them). */
const at = <const M extends Method, const P extends string>(method: M, path: P, access: Access = 'user') => route(method, path, access, { reply: reply<{ ok: boolean }>() });

function event(routeKey: string, signedIn = true): APIGatewayProxyEventV2WithJWTAuthorizer {
  const [method, path] = routeKey.split(' ');
  return {
    routeKey,
    rawPath: path,
    headers: { 'content-type': 'application/json' },
    body: '{}',
    isBase64Encoded: false,
    requestContext: { http: { method, path, sourceIp: '203.0.113.1' }, ...(signedIn ? { authorizer: { jwt: { claims: { sub: 'u-1', email: 'u@test.example' }, scopes: [] } } } : {}) },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

describe('the write guard at the HTTP edge', () => {
  it('refuses to build a function that serves a signed-in write without it', () => {
    expect(() => api([at('POST', API.threads)], { 'POST /api/threads': ok })).toThrow(/write guard/);
    expect(() => api([at('GET', API.threads), at('POST', API.contact, 'public')], { 'GET /api/threads': ok, 'POST /api/contact': ok })).not.toThrow();
  });

  it('runs before the handler of a signed-in write only, and its refusal is the answer', async () => {
    const seen: string[] = [];
    const guard: WriteGuard = async (routeKey, caller) => {
      seen.push(`${routeKey} ${caller.sub}`);
      if (routeKey.startsWith('PUT')) throw new HttpError(429, 'TooManyRequests', 'Slow down.');
    };
    const handler = api(
      [at('GET', API.profile), at('PUT', API.profile), at('POST', API.threads)],
      { 'GET /api/profile': ok, 'PUT /api/profile': ok, 'POST /api/threads': ok },
      { writeGuard: guard },
    );
    expect((await handler(event(`GET ${API.profile}`), {} as Context)).statusCode).toBe(200);
    expect((await handler(event(`POST ${API.threads}`), {} as Context)).statusCode).toBe(200);
    const refused = await handler(event(`PUT ${API.profile}`), {} as Context);
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ error: { code: 'TooManyRequests', message: 'Slow down.' } });
    expect((await handler(event(`POST ${API.threads}`, false), {} as Context)).statusCode).toBe(401);
    expect(seen).toEqual([`POST ${API.threads} u-1`, `PUT ${API.profile} u-1`]);
  });
});
