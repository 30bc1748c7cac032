// Request budgets through the local gateway (issue 11 §2): every signed-in write of the catalogue counts against the
// caller's budget for its route, a provider takes a bounded number of leads and lead e-mails whoever sends them, and
// a user a bounded number of new threads a day; each answers 429 with its message and writes nothing.
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allRoutes } from '../../functions/catalog';
import { API } from '../../functions/contracts/api';
import { GENERIC, LIMIT } from '../../functions/contracts/messages';
import type { Provider } from '../../functions/contracts/provider';
import { keys } from '../../functions/lib/keys';
import { DEFAULT_WRITE_LIMIT, NEW_THREADS_LIMIT, PROVIDER_LIMITS, WRITE_LIMITS, writeLimit, type Budget } from '../../functions/lib/limits';
import { subjectHash } from '../../functions/lib/rateLimit';
import { readMailbox } from '../../infra/local/mail';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { stackTable, useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
const mailboxUrl = inject('mailboxUrl');
useStackEnvironment();
const { saveProviders } = await import('../../functions/lib/providers');
const table = stackTable();
afterAll(() => table.destroy());

const run = randomUUID().slice(0, 8);

function provider(id: string): Provider {
  return {
    id,
    name: `Limited ${id}`,
    description: 'Pest control for homes.',
    services: ['Inspection'],
    category: 'pest_control',
    contactInfo: { address: `1 ${id} Street`, email: `${id}@providers.test` },
    featured: false,
    rating: 1,
    reviewCount: 1,
    country: `Limitland ${run}`,
    city: 'Capville',
    locations: [],
    createdAt: '2025-01-15T09:00:00.000Z',
  };
}

const leadForm = (providerId: string) => ({
  provider_id: providerId,
  message: 'Mice behind the kitchen cupboards every night.',
  country: `Limitland ${run}`,
  city: 'Capville',
  consentToPrivacyPolicy: true,
});

/** Arrange a counter as if `hits` requests had been counted in a window that is still open. */
async function counted(scope: string, subject: string, budget: Budget, hits: number): Promise<void> {
  const windowEndsAt = Math.floor(Date.now() / 1000) + budget.windowSeconds;
  await table.send(new PutCommand({ TableName: LOCAL.tableName, Item: { ...keys.rateCounter(scope, subjectHash(subject)), hits, windowEndsAt, expiresAt: windowEndsAt } }));
}

async function leadsOfProvider(providerId: string): Promise<number> {
  const res = await table.send(
    new QueryCommand({
      TableName: LOCAL.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: 'providerId = :id',
      ExpressionAttributeValues: { ':pk': 'LEADS#new', ':id': providerId },
    }),
  );
  return res.Items?.length ?? 0;
}

async function threadCount(user: TestUser): Promise<number> {
  const res = await table.send(
    new QueryCommand({ TableName: LOCAL.tableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.threadsOf(user.sub) } }),
  );
  return res.Items?.length ?? 0;
}

describe('every signed-in write', () => {
  const writes = allRoutes().filter((r) => r.access !== 'public' && r.method !== 'GET');
  let user: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    [user, admin] = await Promise.all([createUser(appUrl), createUser(appUrl, { groups: ['admin'] })]);
  });

  it('covers every write of the catalogue, a route without its own limit taking the default', () => {
    expect(writes.length).toBeGreaterThanOrEqual(8);
    for (const key of Object.keys(WRITE_LIMITS)) expect(writes.map((r) => `${r.method} ${r.path}`)).toContain(key);
    expect(writeLimit('DELETE /api/admin/anything-to-come')).toBe(DEFAULT_WRITE_LIMIT);
  });

  it.each(writes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: 429 once the caller has spent its budget, and the handler does not run', async (key, route) => {
    const caller = route.access === 'admin' ? admin : user;
    const limit = writeLimit(key);
    await counted(`write ${key}`, caller.sub, limit, limit.limit);
    const path = route.path.replace(/\{[^}]+\}/g, randomUUID());
    const res = await call(appUrl, route.method, path, { token: caller.idToken, body: {} });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: { code: 'TooManyRequests', message: limit.message } });
  });

  it('counts each caller apart, and a new thread is refused after the budget of real requests', async () => {
    const [busy, calm] = await Promise.all([createUser(appUrl), createUser(appUrl)]);
    const limit = writeLimit(`POST ${API.threads}`);
    for (let i = 0; i < limit.limit; i += 1) expect((await call(appUrl, 'POST', API.threads, { token: busy.idToken, body: {} })).status).toBe(201);
    const refused = await call(appUrl, 'POST', API.threads, { token: busy.idToken, body: {} });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(GENERIC.tooManyRequests);
    expect(await threadCount(busy)).toBe(limit.limit);
    expect((await call(appUrl, 'POST', API.threads, { token: calm.idToken, body: {} })).status).toBe(201);
  });

  it('a route without its own limit (the data deletion request) refuses after the default budget', async () => {
    const caller = await createUser(appUrl);
    for (let i = 0; i < DEFAULT_WRITE_LIMIT.limit; i += 1) expect((await call(appUrl, 'POST', API.dataDeletion, { token: caller.idToken, body: {} })).status).toBe(400);
    expect((await call(appUrl, 'POST', API.dataDeletion, { token: caller.idToken, body: {} })).status).toBe(429);
  });
});

describe('leads', () => {
  const quiet = provider(`quiet-${run}`);
  const busy = provider(`busy-${run}`);
  beforeAll(() => saveProviders([quiet, busy]));

  it("refuses a caller's lead past their hourly budget with the leads message, and saves nothing", async () => {
    const sender = await createUser(appUrl);
    const limit = writeLimit(`POST ${API.leads}`);
    for (let i = 0; i < limit.limit; i += 1) expect((await call(appUrl, 'POST', API.leads, { token: sender.idToken, body: leadForm(quiet.id) })).status).toBe(201);
    const refused = await call(appUrl, 'POST', API.leads, { token: sender.idToken, body: leadForm(quiet.id) });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(LIMIT.leads);
    const connect = writeLimit(`POST ${API.leadsConnect}`);
    expect(connect.message).toBe(LIMIT.leads);
    expect(await leadsOfProvider(quiet.id)).toBe(limit.limit);
  });

  it('refuses a lead to a provider that has had its hourly number of leads, whoever sends it', async () => {
    const senders = await Promise.all([createUser(appUrl), createUser(appUrl), createUser(appUrl)]);
    const { limit } = PROVIDER_LIMITS.leads;
    for (let i = 0; i < limit; i += 1) {
      const res = await call(appUrl, 'POST', API.leads, { token: senders[i % 2]!.idToken, body: leadForm(busy.id) });
      expect(res.status).toBe(201);
    }
    const refused = await call(appUrl, 'POST', API.leads, { token: senders[2]!.idToken, body: leadForm(busy.id) });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(LIMIT.provider);
    expect(await leadsOfProvider(busy.id)).toBe(limit);
  });

  it('refuses a lead e-mail to a provider that has had its hourly number of them, and sends nothing', async () => {
    const target = provider(`mailed-${run}`);
    await saveProviders([target]);
    const sender = await createUser(appUrl);
    const lead = (await call(appUrl, 'POST', API.leads, { token: sender.idToken, body: leadForm(target.id) })).body.lead;
    await counted('provider-notifications', target.id, PROVIDER_LIMITS.notifications, PROVIDER_LIMITS.notifications.limit);
    const refused = await call(appUrl, 'POST', API.leadNotification, { token: sender.idToken, body: { leadId: lead.id } });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(LIMIT.provider);
    expect((await readMailbox(mailboxUrl)).filter((m) => m.destination.to.includes(target.contactInfo.email!))).toEqual([]);
    expect((await call(appUrl, 'GET', API.leadsLatest, { token: sender.idToken })).body.lead.notified_at ?? null).toBeNull();
  });
});

describe('new threads', () => {
  it("refuses a new thread past the user's daily number, from the thread list and from a chat send, but not a send to a thread", async () => {
    const user = await createUser(appUrl);
    const existing = (await call(appUrl, 'POST', API.threads, { token: user.idToken, body: {} })).body;
    await counted('new-threads', user.sub, NEW_THREADS_LIMIT, NEW_THREADS_LIMIT.limit);

    const thread = await call(appUrl, 'POST', API.threads, { token: user.idToken, body: {} });
    expect(thread.status).toBe(429);
    expect(thread.body.error.message).toBe(LIMIT.threads);
    const body = { operationId: randomUUID(), message: 'Ants marching across the kitchen counter every morning' };
    const send = await call(appUrl, 'POST', API.pestConsultant, { token: user.idToken, body });
    expect(send.status).toBe(429);
    expect(send.body.error.message).toBe(LIMIT.threads);
    expect(await threadCount(user)).toBe(1);

    const reply = await call(appUrl, 'POST', API.pestConsultant, { token: user.idToken, body: { ...body, operationId: randomUUID(), threadId: existing.id } });
    expect(reply.status).toBe(200);
    expect(reply.body.threadId).toBe(existing.id);
  });
});
