// Request budgets through the local gateway (issue 11 §2): every signed-in write of the catalogue counts against the
// caller's budget for its route, a provider takes a bounded number of leads and lead e-mails whoever sends them, a
// user a bounded number of new threads a day, and each anonymous form a bounded number from all addresses together;
// each answers 429 with its message and writes nothing.
import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allRoutes } from '../../functions/catalog';
import { API } from '../../functions/contracts/api';
import { ADD_BUSINESS, CONTACT, GENERIC, LIMIT } from '../../functions/contracts/messages';
import type { Provider } from '../../functions/contracts/provider';
import { keys } from '../../functions/lib/platform/keys';
import { CONTACT_CEILING, DEFAULT_WRITE_LIMIT, NEW_THREADS_LIMIT, PROVIDER_LIMITS, SUGGESTION_CEILING, WRITE_LIMITS, writeLimit, writeScope, type Budget } from '../../functions/lib/platform/limits';
import { ALL_CLIENTS, subjectHash } from '../../functions/lib/platform/rateLimit';
import { readMailbox } from '../../infra/local/mail';
import { LOCAL } from '../../infra/local/settings';
import { callFrom, loopbackClients } from '../support/fromAddress';
import { call } from '../support/http';
import { bodyExamples } from '../support/requestExamples';
import { stackTable, useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
const mailboxUrl = inject('mailboxUrl');
useStackEnvironment();
const { saveProviders } = await import('../../functions/lib/providers/providers');
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
  await countedAs(scope, subjectHash(subject), budget, hits);
}

/** The same, for a counter's stored subject (a hash, or all clients together). */
async function countedAs(scope: string, stored: string, budget: Budget, hits: number): Promise<void> {
  const windowEndsAt = Math.floor(Date.now() / 1000) + budget.windowSeconds;
  await table.send(new PutCommand({ TableName: LOCAL.tableName, Item: { ...keys.rateCounter(scope, stored), hits, windowEndsAt, expiresAt: windowEndsAt } }));
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
    await counted(writeScope(key), caller.sub, limit, limit.limit);
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

describe("anonymous writes: a ceiling for all addresses together beside each address's budget", () => {
  const examples = bodyExamples();

  it('covers every public write of the catalogue', () => {
    const publicWrites = allRoutes()
      .filter((r) => r.access === 'public' && r.method !== 'GET')
      .map((r) => `${r.method} ${r.path}`);
    // Each has its ceiling in lib/limits: the two forms below, and client errors (test/api/monitoring.test.ts).
    expect(publicWrites.sort()).toEqual([`POST ${API.clientErrors}`, `POST ${API.contact}`, `POST ${API.sendProviderSuggestion}`].sort());
  });

  it.each([
    { route: API.contact, scope: 'contact', ceiling: CONTACT_CEILING, message: CONTACT.tooMany, field: 'message' },
    { route: API.sendProviderSuggestion, scope: 'provider-suggestion', ceiling: SUGGESTION_CEILING, message: ADD_BUSINESS.tooMany, field: 'businessName' },
  ])('$route: past the ceiling a new address is refused (429) and nothing is sent, under it the same request goes through', async ({ route, scope, ceiling, message, field }) => {
    const [address] = loopbackClients(1);
    const marker = `Ceiling ${randomUUID()}`;
    const body = { ...examples[`POST ${route}`], [field]: `${marker} ${String(examples[`POST ${route}`]![field])}` };
    await countedAs(scope, ALL_CLIENTS, ceiling, ceiling.limit);
    try {
      const refused = await callFrom(appUrl, address!, 'POST', route, body);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: { code: 'TooManyRequests', message } });
      expect((await readMailbox(mailboxUrl)).filter((m) => `${m.subject} ${m.body.text ?? ''}`.includes(marker))).toEqual([]);
    } finally {
      await table.send(new DeleteCommand({ TableName: LOCAL.tableName, Key: keys.rateCounter(scope, ALL_CLIENTS) }));
    }
    expect((await callFrom(appUrl, address!, 'POST', route, body)).status).toBe(200);
    expect((await readMailbox(mailboxUrl)).filter((m) => `${m.subject} ${m.body.text ?? ''}`.includes(marker)).length).toBeGreaterThan(0);
  });

  it('from 20 addresses at once, only what is left under the ceiling goes through', async () => {
    const clients = loopbackClients(20);
    const left = 7;
    await countedAs('contact', ALL_CLIENTS, CONTACT_CEILING, CONTACT_CEILING.limit - left);
    try {
      const marker = `Crowd ${randomUUID()}`;
      const replies = await Promise.all(clients.map((address, i) => callFrom(appUrl, address, 'POST', API.contact, { ...examples[`POST ${API.contact}`], message: `${marker} ${i}: how do I add my business?` })));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(left);
      expect(replies.filter((r) => r.status === 429).every((r) => r.body.error.message === CONTACT.tooMany)).toBe(true);
      expect(replies.filter((r) => r.status === 429)).toHaveLength(clients.length - left);
      expect((await readMailbox(mailboxUrl)).filter((m) => (m.body.text ?? '').includes(marker))).toHaveLength(left);
    } finally {
      await table.send(new DeleteCommand({ TableName: LOCAL.tableName, Key: keys.rateCounter('contact', ALL_CLIENTS) }));
    }
  });
});
