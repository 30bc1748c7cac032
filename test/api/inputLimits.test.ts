// Issue 11 §3's findings through the gateway: a provider id past the key limit is a 400 (it was a 500), a missing body
// is answered in product wording, and a name given at sign-up with a line break and 'Bcc:' reaches the provider's e-mail
// subject as one line, adding no recipient. Issue 28's: every path and query id of the catalogue, from 1 to 10,000
// characters, is a 400 with its route's message or a 404, never a 5xx; format characters (a right-to-left override)
// are taken out of an e-mail subject. (What each body field refuses, its length, control and format characters and
// unknown keys, is test/unit/inputLimits.test.ts's, for every field of every route; that the edge answers it as
// it is, and saves nothing, is test/api/fuzz.test.ts's.)
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allRoutes } from '../../functions/catalog';
import { API } from '../../functions/contracts/api';
import { ADMIN_THREADS, ADMIN_USERS, CASE_STUDY_ADMIN, INPUT, PROVIDER_ADMIN, PROVIDERS } from '../../functions/contracts/messages';
import type { Provider } from '../../functions/contracts/provider';
import { firstIssue, type Schema } from '../../functions/contracts/zod';
import { readMailbox } from '../../infra/local/mail';
import { call } from '../support/http';
import { bodyExamples, queryExamples } from '../support/requestExamples';
import { stackTable, useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
const mailboxUrl = inject('mailboxUrl');
useStackEnvironment();
const { saveProviders } = await import('../../functions/lib/providers/providers');
const table = stackTable();
afterAll(() => table.destroy());

const run = randomUUID().slice(0, 8);
const provider: Provider = {
  id: `limits-${run}`,
  name: 'Header Pest Control',
  description: 'Pest control for homes.',
  services: ['Inspection'],
  category: 'pest_control',
  contactInfo: { address: '1 Header Street', email: `limits-${run}@providers.test` },
  featured: false,
  rating: 3,
  reviewCount: 1,
  country: 'United Kingdom',
  city: 'London',
  locations: [],
  createdAt: '2025-01-15T09:00:00.000Z',
};
const leadForm = (providerId: string) => ({ provider_id: providerId, message: 'Wasps nesting under the roof tiles.', country: 'United Kingdom', city: 'London', consentToPrivacyPolicy: true });

let user: TestUser;
beforeAll(async () => {
  user = await createUser(appUrl);
  await saveProviders([provider]);
});

describe('a provider id past the key limit, and no body at all', () => {
  it('answers a provider id past the key limit with 400 and the provider message, not 500', async () => {
    const res = await call(appUrl, 'POST', API.leads, { token: user.idToken, body: leadForm('p'.repeat(2_100)) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ provider_id: PROVIDERS.notFound });
  });

  it('answers a missing body in product wording', async () => {
    const res = await call(appUrl, 'POST', API.tokenRequest, { token: user.idToken });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(INPUT.notAnObject);
  });
});

describe('nothing user-typed reaches an e-mail header with a line break', () => {
  it("a sign-up name with CR/LF and 'Bcc:' is one line on the profile and in the provider e-mail's subject", async () => {
    const eve = await createUser(appUrl, { displayName: 'Eve\r\nBcc: victim@example.com' });
    expect((await call(appUrl, 'GET', API.profile, { token: eve.idToken })).body.displayName).toBe('Eve Bcc: victim@example.com');
    const lead = await call(appUrl, 'POST', API.leads, { token: eve.idToken, body: leadForm(provider.id) });
    expect(lead.status).toBe(201);
    expect((await call(appUrl, 'POST', API.leadNotification, { token: eve.idToken, body: { leadId: lead.body.lead.id } })).status).toBe(200);
    const mails = (await readMailbox(mailboxUrl)).filter((m) => m.destination.to.includes(provider.contactInfo.email!));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).not.toMatch(/[\r\n]/);
    expect(mails[0]!.subject).toContain('Eve Bcc: victim@example.com');
    expect(mails[0]!.destination.bcc).toEqual([]);
    expect(mails[0]!.destination.to).toEqual([provider.contactInfo.email]);
  });
});

describe('every path and query id of the catalogue (issue 28)', () => {
  const LENGTHS = [1, 100, 1_025, 2_049, 10_000];
  /** Query fields that name an item or a key's part (an id, a slug, a tag, a list's cursor). */
  const QUERY_ID = /^(id|slug|tag|cursor)$|Id$/;
  const ids = allRoutes().flatMap((route) => {
    const key = `${route.method} ${route.path}`;
    const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ route, key, where: 'path' as const, name: m[1]! }));
    const inQuery = Object.keys((route.query as { shape?: object } | undefined)?.shape ?? {})
      .filter((name) => QUERY_ID.test(name))
      .map((name) => ({ route, key, where: 'query' as const, name }));
    return [...inPath, ...inQuery];
  });
  let admin: TestUser;

  beforeAll(async () => {
    admin = await createUser(appUrl, { groups: ['admin'] });
  });

  it('finds the ids that answered 500', () => {
    const named = ids.map((id) => `${id.key} ${id.where} ${id.name}`);
    expect(named).toEqual(
      expect.arrayContaining([
        `GET ${API.threadMessages} path threadId`,
        `GET ${API.adminThreadMessages} path threadId`,
        `POST ${API.adminThreadMessages} path threadId`,
        `GET ${API.adminThreadMessages} query userId`,
        `GET ${API.adminUser} path userId`,
        `GET ${API.adminProvider} path providerId`,
        `GET ${API.adminCaseStudy} path id`,
        `GET ${API.adminUsers} query cursor`,
        `GET ${API.adminProviderSuggestions} query cursor`,
        `GET ${API.fetchCaseStudies} query slug`,
        `GET ${API.fetchCaseStudies} query tag`,
      ]),
    );
  });

  it.each(ids.map((id) => [`${id.key}: ${id.where} ${id.name}`, id] as const))('%s at 1 to 10,000 characters: its message or a 404, never a 5xx', async (_, { route, key, where, name }) => {
    const caller = route.access === 'admin' ? admin : route.access === 'user' ? user : undefined;
    const example = route.body ? (bodyExamples()[key] as Record<string, unknown>) : undefined;
    // A body that names a user (an admin's reply in a thread) names a real one, so only the path's id is unknown.
    const body = example && 'userId' in example ? { ...example, userId: admin.sub } : example;
    for (const length of LENGTHS) {
      const value = 'a'.repeat(length);
      const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, where === 'path' && m[1] === name ? value : randomUUID()]));
      const query = { ...(queryExamples[key] as Record<string, string> | undefined), ...(where === 'query' ? { [name]: value } : {}) };
      const path = route.path.replace(/\{(\w+)\}/g, (_m, p: string) => encodeURIComponent(params[p]!));
      const res = await call(appUrl, route.method, Object.keys(query).length ? `${path}?${new URLSearchParams(query)}` : path, { token: caller?.idToken, body });
      const label = `${length} characters: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
      expect(res.status, label).toBeLessThan(500);
      const schema = (where === 'path' ? route.params : route.query) as Schema;
      const checked = schema.safeParse(where === 'path' ? params : query);
      if (!checked.success) {
        // Refused by the route's own schema, before any key is built, with its message.
        expect(res.status, label).toBe(400);
        expect(res.body.error.message, label).toBe(firstIssue(checked.error));
      } else if (where === 'path') {
        // Well-formed, and no such item.
        expect(res.status, label).toBe(404);
        expect(Object.keys(res.body.error).sort(), label).toEqual(['code', 'message']);
      } else if (res.status >= 400) {
        // Well-formed: a cursor no list gave (400), or no such item (404).
        expect([400, 404], label).toContain(res.status);
        expect(Object.keys(res.body.error).sort(), label).toEqual(res.status === 400 ? ['code', 'fields', 'message'] : ['code', 'message']);
      }
    }
  });

  it("answers the issue's over-long ids with their routes' messages", async () => {
    const long = 'a'.repeat(2_049);
    const asAdmin = (method: string, path: string, body?: unknown) => call(appUrl, method, path, { token: admin.idToken, body });
    const answers = await Promise.all([
      asAdmin('GET', `${API.adminThreadMessages.replace('{threadId}', long)}?userId=${admin.sub}`),
      asAdmin('POST', API.adminThreadMessages.replace('{threadId}', long), { userId: admin.sub, content: 'Hello' }),
      asAdmin('GET', API.adminUser.replace('{userId}', long)),
      asAdmin('GET', API.adminProvider.replace('{providerId}', long)),
      asAdmin('GET', API.adminCaseStudy.replace('{id}', long)),
    ]);
    expect(answers.map((a) => [a.status, a.body.error?.message])).toEqual([
      [400, ADMIN_THREADS.threadNotFound],
      [400, ADMIN_THREADS.threadNotFound],
      [400, ADMIN_USERS.userNotFound],
      [400, PROVIDER_ADMIN.notFound],
      [400, CASE_STUDY_ADMIN.notFound],
    ]);
  });
});

describe('format characters (issue 28)', () => {
  it("takes them out of a sign-up name, so the provider's e-mail subject reads as it is", async () => {
    const probe = await createUser(appUrl, { displayName: 'Probe \u202Egnp.exe\u200B' });
    expect((await call(appUrl, 'GET', API.profile, { token: probe.idToken })).body.displayName).toBe('Probe gnp.exe');
    const lead = await call(appUrl, 'POST', API.leads, { token: probe.idToken, body: leadForm(provider.id) });
    expect(lead.status).toBe(201);
    expect((await call(appUrl, 'POST', API.leadNotification, { token: probe.idToken, body: { leadId: lead.body.lead.id } })).status).toBe(200);
    const mails = (await readMailbox(mailboxUrl)).filter((m) => m.destination.to.includes(provider.contactInfo.email!) && m.subject.includes('Probe'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).not.toMatch(/\p{Cf}/u);
    expect(mails[0]!.subject).toContain('Probe gnp.exe');
  });
});
