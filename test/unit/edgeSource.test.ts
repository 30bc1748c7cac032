// The source a public request is counted against: the viewer's address CloudFront reports (without its port, IPv6
// too), else the address API Gateway saw; the open streams' window against the streaming function's timeout; and the
// origin check's answer to an event that lacks CloudFront's secret.
import { describe, expect, it } from 'vitest';
import { catalogEntry } from '../../functions/catalog';
import { healthRoutes } from '../../functions/contracts/routes/health';
import { api, ORIGIN_SECRET_HEADER, ORIGIN_SECRET_STAGE_VARIABLE, VIEWER_ADDRESS_HEADER, type ApiEvent } from '../../functions/lib/platform/http';
import { OPEN_STREAMS_LIMIT } from '../../functions/lib/platform/limits';
import { sourceOf } from '../../functions/lib/platform/rateLimit';

const event = (headers: Record<string, string>, stageVariables?: Record<string, string>) =>
  ({
    routeKey: 'GET /api/health',
    rawPath: '/api/health',
    headers,
    ...(stageVariables ? { stageVariables } : {}),
    requestContext: { http: { method: 'GET', path: '/api/health', sourceIp: '198.51.100.7' }, requestId: 'r' },
  }) as unknown as ApiEvent;

describe("a request's source", () => {
  it("is the viewer's address CloudFront reports, without its port", () => {
    expect(sourceOf(event({ [VIEWER_ADDRESS_HEADER]: '203.0.113.9:46532' }))).toBe('203.0.113.9');
    expect(sourceOf(event({ [VIEWER_ADDRESS_HEADER]: '2001:db8::8a2e:370:7334:46532' }))).toBe('2001:db8::8a2e:370:7334');
    expect(sourceOf(event({ [VIEWER_ADDRESS_HEADER]: '[2001:db8::1]:443' }))).toBe('2001:db8::1');
  });

  it('is the address API Gateway saw when CloudFront reports none (a handler called directly)', () => {
    expect(sourceOf(event({}))).toBe('198.51.100.7');
  });
});

describe("a caller's open streams", () => {
  it("are forgotten no sooner than the streaming function's timeout (a stream still running is counted)", () => {
    expect(OPEN_STREAMS_LIMIT.windowSeconds).toBeGreaterThanOrEqual(catalogEntry('pest-consultant-stream').timeoutSeconds);
  });
});

describe('the origin check', () => {
  const handler = api(healthRoutes, { 'GET /api/health': async () => ({ body: { status: 'ok' } as never }) });
  const answer = async (e: ApiEvent) => (await handler(e, {} as never)) as { statusCode: number; body: string };

  it("refuses an event whose stage holds the origin secret when the request lacks it or carries another, and serves CloudFront's", async () => {
    const stage = { [ORIGIN_SECRET_STAGE_VARIABLE]: 'drawn-secret' };
    const tries: Array<Record<string, string>> = [{}, { [ORIGIN_SECRET_HEADER]: 'guessed' }, { [ORIGIN_SECRET_HEADER]: 'drawn-secret ' }];
    for (const headers of tries) {
      const refused = await answer(event(headers, stage));
      expect(refused.statusCode).toBe(403);
      expect(JSON.parse(refused.body)).toEqual({ error: { code: 'Forbidden', message: expect.any(String) } });
    }
    expect((await answer(event({ [ORIGIN_SECRET_HEADER]: 'drawn-secret' }, stage))).statusCode).toBe(200);
  });
});
