// Monitoring from what the servers record: a failing model call and a 5xx show up in the metrics, requests at the
// edge are counted per route, client errors are grouped (25 reports: one group of 20 occurrences; at most 50 groups,
// also when new ones come at once), the error endpoint refuses oversized bodies and floods from one address and drops
// reports past the ceiling of all addresses, the health probes answer, and only admins read any of it.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allRoutes } from '../../functions/catalog';
import { API } from '../../functions/contracts/api';
import { GENERIC } from '../../functions/contracts/messages';
import type { ClientErrorReport } from '../../functions/contracts/clientError';
import type { ClientErrorsReply, HealthReply, MonitoringMetrics } from '../../functions/contracts/monitoring';
import { ERROR_HISTORY } from '../../functions/contracts/monitoring';
import { keys } from '../../functions/lib/platform/keys';
import { CLIENT_ERROR_CEILING, CLIENT_ERROR_LIMIT } from '../../functions/lib/platform/limits';
import { ALL_CLIENTS } from '../../functions/lib/platform/rateLimit';
import { LOCAL } from '../../infra/local/settings';
import { callFrom, loopbackClients } from '../support/fromAddress';
import { startOpenAiServer, type OpenAiTestServer } from '../support/openaiServer';
import { streamSend } from '../support/consultStream';
import { call } from '../support/http';
import { freshModules, stackTable, useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
const table = stackTable();
let admin: TestUser;
let user: TestUser;
let server: OpenAiTestServer;
const saved = { ...process.env };
/**
 * New errors sent at once past the ceiling: enough that trims overlap, few enough that no invocation waits out the
 * function's timeout on a loaded machine (70 at once did beside four busy loops).
 */
const CONCURRENT_NEW_ERRORS = 10;

beforeAll(async () => {
  [admin, user] = await Promise.all([createUser(appUrl, { groups: ['admin'] }), createUser(appUrl)]);
  server = await startOpenAiServer();
  useStackEnvironment({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: 'monitored-model' });
  // Its handlers run in this process on this model server: loaded afresh (the API files share one module cache).
  freshModules();
});
afterAll(async () => {
  process.env = saved;
  table.destroy();
  await server.stop();
});

type Handler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<{ statusCode: number; body: string }>;

/** One request to a handler module in this process (whose environment points at the stack and the test model server). */
async function invoke(fn: string, routeKey: string, body: unknown, options: { sub?: TestUser; sourceIp?: string; raw?: string } = {}) {
  const { handler } = (await import(`../../functions/${fn}/handler.ts`)) as { handler: Handler };
  const [method, path] = routeKey.split(' ');
  const claims = options.sub ? { jwt: { claims: { sub: options.sub.sub, email: options.sub.email, 'cognito:username': options.sub.email }, scopes: [] } } : undefined;
  const event = {
    version: '2.0',
    routeKey,
    rawPath: path,
    headers: { 'content-type': 'application/json' },
    body: options.raw ?? JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { routeKey, http: { method, path, sourceIp: options.sourceIp ?? '203.0.113.1' }, ...(claims ? { authorizer: claims } : {}) },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
  const res = await handler(event, { functionName: fn, awsRequestId: randomUUID() } as Context);
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

const metrics = async () => (await call<MonitoringMetrics>(appUrl, 'GET', API.monitoringMetrics, { token: admin.idToken })).body;
const routeTotals = (m: MonitoringMetrics, route: string) => m.requests.routes.find((r) => r.route === route) ?? { total: 0, serverErrors: 0, clientErrors: 0 };
const report = (over: Partial<ClientErrorReport> = {}): ClientErrorReport => ({
  kind: 'error',
  message: `TypeError: boom ${randomUUID()}`,
  stack: 'TypeError: boom\n    at render (http://127.0.0.1/assets/index.js:1:200)',
  route: '/chat',
  release: 'test',
  browser: 'Chromium 140',
  ...over,
});

describe('who may read monitoring', () => {
  it.each([API.monitoringMetrics, API.monitoringHealth, API.monitoringErrors])('GET %s: 401 without a session, 403 for a user, 200 for an admin', async (path) => {
    expect((await call(appUrl, 'GET', path)).status).toBe(401);
    expect((await call(appUrl, 'GET', path, { token: user.idToken })).status).toBe(403);
    expect((await call(appUrl, 'GET', path, { token: admin.idToken })).status).toBe(200);
  });

  it('refuses Clear All to a user and keeps the errors', async () => {
    await call(appUrl, 'POST', API.clientErrors, { body: report() });
    const res = await call(appUrl, 'DELETE', API.monitoringErrors, { token: user.idToken });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(GENERIC.forbidden);
    expect((await call<ClientErrorsReply>(appUrl, 'GET', API.monitoringErrors, { token: admin.idToken })).body.stats.uniqueErrors).toBeGreaterThan(0);
  });
});

describe('metrics', () => {
  it('counts every request at the edge by route and status class', async () => {
    const before = routeTotals(await metrics(), `GET ${API.threads}`);
    await call(appUrl, 'GET', API.threads, { token: user.idToken });
    await call(appUrl, 'GET', `${API.threadMessages.replace('{threadId}', 'not-a-thread')}`, { token: user.idToken });
    const after = await metrics();
    expect(routeTotals(after, `GET ${API.threads}`).total).toBe(before.total + 1);
    const messages = after.requests.routes.find((r) => r.route === `GET ${API.threadMessages}`);
    expect(messages).toMatchObject({ fn: 'threads' });
    expect(messages!.clientErrors).toBeGreaterThan(0);
    expect(after.requests.lastHour.total).toBeGreaterThan(0);
    expect(after.requests.lastHour.averageMs).toBeGreaterThanOrEqual(0);
  });

  it("counts the chat's streamed sends on their own route, lists every route of the catalogue, and the chat's health counts them", async () => {
    const streamed = `POST ${API.pestConsultantStream}`;
    const before = routeTotals(await metrics(), streamed);
    const sent = await streamSend(appUrl, user.idToken, { message: 'Ants marching across my kitchen counter', location: 'US', operationId: randomUUID() });
    expect(sent.status).toBe(200);
    const after = await metrics();
    expect(after.requests.routes.find((r) => r.route === streamed)).toMatchObject({ fn: 'pest-consultant-stream', total: before.total + 1, serverErrors: 0 });
    const listed = after.requests.routes.map((r) => r.route);
    const catalogue = allRoutes().map((r) => `${r.method} ${r.path}`).filter((route) => route !== `GET ${API.health}`);
    expect(listed).toEqual(expect.arrayContaining(catalogue));
    expect(listed).not.toContain(`GET ${API.health}`);
    const health = (await call<HealthReply>(appUrl, 'GET', API.monitoringHealth, { token: admin.idToken })).body;
    expect(health.services.find((s) => s.id === 'chat')!.detail).toMatch(/^[1-9]\d* sends in 24 h/);
  });

  it('shows a successful model call with its tokens', async () => {
    const before = await metrics();
    server.script({ status: 200, totalTokens: 321 });
    const sent = await invoke('pest-consultant', `POST ${API.pestConsultant}`, { operationId: randomUUID(), location: 'US', message: 'Roaches in the kitchen' }, { sub: user });
    expect(sent.status).toBe(200);
    const after = await metrics();
    expect(after.successfulRequests).toBe(before.successfulRequests + 1);
    expect(after.tokenUsage).toBe(before.tokenUsage + sent.body.tokensUsed);
    expect(after.last24Hours.tokenUsage).toBe(before.last24Hours.tokenUsage + sent.body.tokensUsed);
    expect(after.recentData.at(-1)).toMatchObject({ success: true });
    expect(after.averageResponseTime).toBeGreaterThan(0);
  });
  it('shows a failing model call as a failed request and its 503 as a server error', async () => {
    await call(appUrl, 'GET', API.profile, { token: user.idToken });
    const before = await metrics();
    // Three failures open the breaker (the retries stop there).
    server.script({ status: 500 }, { status: 500 }, { status: 500 });
    const failed = await invoke('pest-consultant', `POST ${API.pestConsultant}`, { operationId: randomUUID(), location: 'US', message: 'Ants everywhere' }, { sub: user });
    expect(failed.status).toBe(503);
    const after = await metrics();
    expect(after.failedRequests).toBe(before.failedRequests + 1);
    expect(after.lastHour.failedRequests).toBe(before.lastHour.failedRequests + 1);
    expect(after.recentData.at(-1)).toMatchObject({ success: false, endpoint: 'pest-consultant' });
    expect(routeTotals(after, `POST ${API.pestConsultant}`).serverErrors).toBe(routeTotals(before, `POST ${API.pestConsultant}`).serverErrors + 1);
    expect(after.requests.lastHour.serverErrors).toBe(before.requests.lastHour.serverErrors + 1);
  });

});

describe('client errors', () => {
  /**
   * The ceiling reached cheaply: `count` groups last seen an hour ago, oldest first (older than any a test reports),
   * written straight to the table; answers their fingerprints.
   */
  async function storeStaleGroups(count: number): Promise<string[]> {
    const hourAgo = Date.now() - 3_600_000;
    const expiresAt = Math.floor(Date.now() / 1000) + 3_600;
    const groups = Array.from({ length: count }, (_, i) => {
      const fingerprint = randomUUID();
      const at = new Date(hourAgo + i).toISOString();
      return { ...keys.clientError(fingerprint), fingerprint, kind: 'error', message: `Stale ${fingerprint}`, stack: '', count: 1, firstOccurrence: at, lastOccurrence: at, metadata: '{}', expiresAt, recent: {} };
    });
    for (let i = 0; i < groups.length; i += 25) {
      await table.send(new BatchWriteCommand({ RequestItems: { [LOCAL.tableName]: groups.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
    }
    return groups.map((g) => g.fingerprint);
  }

  /** The fingerprints of every group stored (a consistent read of the table, not the panel's newest 50). */
  async function storedGroups(): Promise<string[]> {
    const stored = await table.send(new QueryCommand({ TableName: LOCAL.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.clientErrors }, ConsistentRead: true }));
    return (stored.Items ?? []).map((item) => item.fingerprint as string);
  }

  it('groups 25 reports of one error into one group of 20 occurrences, counting all 25, newest first', async () => {
    const one = report();
    for (let i = 0; i < 25; i++) expect((await call(appUrl, 'POST', API.clientErrors, { body: one })).status).toBe(202);
    const { body } = await call<ClientErrorsReply>(appUrl, 'GET', API.monitoringErrors, { token: admin.idToken });
    const groups = body.errors.filter((e) => e.message === one.message);
    expect(groups).toHaveLength(1);
    expect(groups[0].count).toBe(25);
    expect(groups[0].occurrences).toHaveLength(20);
    expect(body.errors[0].message).toBe(one.message);
    expect(body.stats.mostFrequent).toEqual({ message: one.message, count: 25 });
    expect(JSON.parse(groups[0].metadata)).toEqual({ kind: 'error', route: '/chat', release: 'test', browser: 'Chromium 140' });
  });

  it('keeps no e-mail address or token that a report carries', async () => {
    const dirty = report({ message: `Failed for jane@example.com ${randomUUID()}`, stack: 'Error\n    at x (http://127.0.0.1/a.js?token=eyJabc.eyJdef.sig:1:1)' });
    await invoke('client-errors', `POST ${API.clientErrors}`, dirty, { sourceIp: '203.0.113.60' });
    const { body } = await call<ClientErrorsReply>(appUrl, 'GET', API.monitoringErrors, { token: admin.idToken });
    expect(JSON.stringify(body)).not.toMatch(/jane@example\.com|eyJabc/);
  });

  it('keeps at most 50 groups, dropping the least recently seen', async () => {
    const [oldest] = await storeStaleGroups(ERROR_HISTORY.distinct);
    const newest = await invoke('client-errors', `POST ${API.clientErrors}`, report(), { sourceIp: '203.0.113.70' });
    expect(newest.status).toBe(202);
    const kept = await storedGroups();
    expect(kept).toHaveLength(ERROR_HISTORY.distinct);
    expect(kept).toContain(newest.body.fingerprint);
    expect(kept).not.toContain(oldest);
  });

  it('refuses an oversized body (413), bad input (400) and a flood from one client (429)', async () => {
    const big = await invoke('client-errors', `POST ${API.clientErrors}`, undefined, { raw: JSON.stringify(report({ stack: 'x'.repeat(20_000) })), sourceIp: '203.0.113.90' });
    expect(big.status).toBe(413);
    const bad = await invoke('client-errors', `POST ${API.clientErrors}`, { ...report(), route: 'x'.repeat(300) }, { sourceIp: '203.0.113.90' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('BadRequest');
    const statuses: number[] = [];
    for (let i = 0; i <= CLIENT_ERROR_LIMIT.limit; i++) statuses.push((await invoke('client-errors', `POST ${API.clientErrors}`, report(), { sourceIp: '203.0.113.91' })).status);
    expect(statuses.slice(0, CLIENT_ERROR_LIMIT.limit).every((s) => s === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts 30 identical reports sent at once from three addresses: no 5xx, every one counted, the latest 20 kept', async () => {
    const one = report();
    const clients = loopbackClients(3);
    const replies = await Promise.all(clients.flatMap((address) => Array.from({ length: 10 }, () => callFrom(appUrl, address, 'POST', API.clientErrors, one))));
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 202));
    const { body } = await call<ClientErrorsReply>(appUrl, 'GET', API.monitoringErrors, { token: admin.idToken });
    const group = body.errors.find((e) => e.message === one.message);
    expect(group?.count).toBe(30);
    expect(group?.occurrences).toHaveLength(ERROR_HISTORY.occurrences);
    expect(group?.occurrences.map((o) => o.timestamp)).toEqual(group?.occurrences.map((o) => o.timestamp).sort());
  });

  it('keeps 50 groups, the newest, when new errors arrive at once with the ceiling reached', async () => {
    await storeStaleGroups(ERROR_HISTORY.distinct);
    // A wave of new errors from as many addresses: each creation trims on a consistent read, so the last sees them all.
    const replies = await Promise.all(loopbackClients(CONCURRENT_NEW_ERRORS).map((address) => callFrom(appUrl, address, 'POST', API.clientErrors, report())));
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 202));
    const kept = await storedGroups();
    expect(kept).toHaveLength(ERROR_HISTORY.distinct);
    expect(kept).toEqual(expect.arrayContaining(replies.map((r) => r.body.fingerprint as string)));
  });

  it('starts a group anew when the one stored is past its retention (the TTL has not removed it yet)', async () => {
    const again = report();
    const [address] = loopbackClients(1);
    const first = await callFrom(appUrl, address!, 'POST', API.clientErrors, again);
    await table.send(
      new UpdateCommand({
        TableName: LOCAL.tableName,
        Key: keys.clientError(first.body.fingerprint),
        UpdateExpression: 'SET #count = :seven, expiresAt = :stale',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':seven': 7, ':stale': Math.floor(Date.now() / 1000) - 60 },
      }),
    );
    expect((await callFrom(appUrl, address!, 'POST', API.clientErrors, again)).status).toBe(202);
    const group = (await call<ClientErrorsReply>(appUrl, 'GET', API.monitoringErrors, { token: admin.idToken })).body.errors.find((e) => e.message === again.message);
    expect(group?.count).toBe(1);
    expect(group?.occurrences).toHaveLength(1);
    expect(group?.firstOccurrence).toBe(group?.lastOccurrence);
  });

  it("past all addresses' ceiling a report is accepted (202) and dropped", async () => {
    const windowEndsAt = Math.floor(Date.now() / 1000) + CLIENT_ERROR_CEILING.windowSeconds;
    const ceiling = keys.rateCounter('client-errors', ALL_CLIENTS);
    await table.send(new PutCommand({ TableName: LOCAL.tableName, Item: { ...ceiling, hits: CLIENT_ERROR_CEILING.limit, windowEndsAt, expiresAt: windowEndsAt } }));
    const dropped = report();
    try {
      const res = await callFrom(appUrl, loopbackClients(1)[0]!, 'POST', API.clientErrors, dropped);
      expect(res.status).toBe(202);
      expect(res.body.fingerprint).toEqual(expect.any(String));
    } finally {
      await table.send(new DeleteCommand({ TableName: LOCAL.tableName, Key: ceiling }));
    }
    const { body } = await call<ClientErrorsReply>(appUrl, 'GET', API.monitoringErrors, { token: admin.idToken });
    expect(body.errors.some((e) => e.message === dropped.message)).toBe(false);
    const kept = report();
    expect((await callFrom(appUrl, loopbackClients(1)[0]!, 'POST', API.clientErrors, kept)).status).toBe(202);
    expect((await call<ClientErrorsReply>(appUrl, 'GET', API.monitoringErrors, { token: admin.idToken })).body.errors.some((e) => e.message === kept.message)).toBe(true);
  });

  it('clears every group for an admin', async () => {
    const res = await call(appUrl, 'DELETE', API.monitoringErrors, { token: admin.idToken });
    expect(res.status).toBe(200);
    expect(res.body.cleared).toBeGreaterThan(0);
    const { body } = await call<ClientErrorsReply>(appUrl, 'GET', API.monitoringErrors, { token: admin.idToken });
    expect(body).toEqual({ errors: [], stats: { totalErrors: 0, uniqueErrors: 0, mostFrequent: null } });
  });
});

describe('health', () => {
  it('probes the web app, the chat, the model service and the database', async () => {
    const { status, body } = await call<HealthReply>(appUrl, 'GET', API.monitoringHealth, { token: admin.idToken, headers: { referer: `${appUrl}/monitoring` } });
    expect(status).toBe(200);
    expect(body.services.map((s) => s.id)).toEqual(['web', 'chat', 'model', 'database']);
    const by = Object.fromEntries(body.services.map((s) => [s.id, s]));
    expect(by.web).toMatchObject({ status: 'healthy', detail: 'GET /config.json 200' });
    expect(by.database.status).toBe('healthy');
    expect(by.model).toMatchObject({ status: 'healthy', latencyMs: null });
    expect(body.services.every((s) => Date.parse(s.checkedAt) > Date.now() - 60_000)).toBe(true);
  });
});
