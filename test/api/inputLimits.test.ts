// Issue 11 §3's findings through the gateway: an endless or multi-line display name is refused, a provider id past the
// key limit is a 400 (it was a 500), thousands of unknown keys are not echoed back, and a name given at sign-up with a
// line break and 'Bcc:' reaches the provider's e-mail subject as one line, adding no recipient.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { AUTH, INPUT, PROVIDERS } from '../../functions/contracts/messages';
import type { Provider } from '../../functions/contracts/provider';
import { readMailbox } from '../../infra/local/mail';
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

describe('texts have a length and a character set', () => {
  it('refuses a 60,000-character display name and one with a line break, keeping the saved one', async () => {
    const before = (await call(appUrl, 'GET', API.profile, { token: user.idToken })).body.displayName;
    const long = await call(appUrl, 'PUT', API.profile, { token: user.idToken, body: { displayName: 'a'.repeat(60_000) } });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ error: { code: 'BadRequest', message: AUTH.displayNameMax, fields: { displayName: AUTH.displayNameMax } } });
    const injected = await call(appUrl, 'PUT', API.profile, { token: user.idToken, body: { displayName: 'Sam\r\nBcc: victim@example.com' } });
    expect(injected.status).toBe(400);
    expect(injected.body.error.message).toBe(INPUT.controlCharacters);
    expect((await call(appUrl, 'GET', API.profile, { token: user.idToken })).body.displayName).toBe(before);
  });

  it('answers a provider id past the key limit with 400 and the provider message, not 500', async () => {
    const res = await call(appUrl, 'POST', API.leads, { token: user.idToken, body: leadForm('p'.repeat(2_100)) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ provider_id: PROVIDERS.notFound });
  });

  it('names three of 3,000 unknown keys, in a short answer', async () => {
    const extra = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`key${i}`, i]));
    const res = await call(appUrl, 'PUT', API.profile, { token: user.idToken, body: { displayName: 'Sam', ...extra } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("This form has fields we do not know: 'key0', 'key1', 'key2' and 2,997 more.");
    expect(JSON.stringify(res.body).length).toBeLessThan(300);
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
