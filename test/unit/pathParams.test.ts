// Path parameters (issue 28): every route of the catalogue with a {name} in its path names their schema, a function
// whose route has none fails as it loads, and the edge refuses a bad one with the schema's message before the handler.
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { allRoutes } from '../../functions/catalog';
import { reply, route } from '../../functions/contracts/route';
import { api, type ApiEvent } from '../../functions/lib/platform/http';

const namesIn = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

describe('path parameters', () => {
  it('every route with parameters in its path has their schema, of exactly those names', () => {
    const withParams = allRoutes().filter((r) => namesIn(r.path).length);
    expect(withParams.length).toBeGreaterThanOrEqual(6);
    for (const r of withParams) {
      const shape = (r.params as { shape?: object } | undefined)?.shape;
      expect(Object.keys(shape ?? {}).sort(), `${r.method} ${r.path}`).toEqual(namesIn(r.path).sort());
    }
  });

  it('a function whose route has none fails as it loads', () => {
    const routes = [route('GET', '/api/things/{thingId}', 'public', { reply: reply<{ id: string }>() })] as const;
    expect(() => api(routes, { 'GET /api/things/{thingId}': async (req) => ({ body: { id: String(req.params.thingId) } }) })).toThrow(
      'GET /api/things/{thingId}: a route with path parameters needs their schema (params)',
    );
  });

  it('the edge answers 400 with the schema message before the handler, and hands the handler the parsed id', async () => {
    const message = 'Thing not found';
    const params = z.object({ thingId: z.string().check(z.regex(/^[\w-]{1,100}$/, { message })) });
    const seen: string[] = [];
    const handler = api([route('GET', '/api/things/{thingId}', 'public', { params, reply: reply<{ id: string }>() })] as const, {
      'GET /api/things/{thingId}': async (req) => {
        seen.push(req.params.thingId);
        return { body: { id: req.params.thingId } };
      },
    });
    const event = (thingId: string) => ({ routeKey: 'GET /api/things/{thingId}', pathParameters: { thingId }, headers: {}, requestContext: {} }) as unknown as ApiEvent;
    const context = { functionName: 'things', awsRequestId: 'r1' } as Context;

    const long = await handler(event('a'.repeat(2_049)), context);
    expect([long.statusCode, JSON.parse(long.body)]).toEqual([400, { error: { code: 'BadRequest', message, fields: { thingId: message } } }]);
    const ok = await handler(event('thing-1'), context);
    expect([ok.statusCode, JSON.parse(ok.body)]).toEqual([200, { id: 'thing-1' }]);
    expect(seen).toEqual(['thing-1']);
  });
});
