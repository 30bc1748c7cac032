// Leads through the local gateway: the lead form's rules word for word, the caller's latest lead, 'Connect with a
// professional', and the provider's notification: the e-mail in the local mailbox, who may send it, and an SES
// failure (injected into the handler run in this process) that keeps the lead.
import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { leadRef, type LeadWire } from '../../functions/contracts/lead';
import { LEAD, PROVIDERS } from '../../functions/contracts/messages';
import type { Provider } from '../../functions/contracts/provider';
import { readMailbox, type SentMail } from '../../infra/local/mail';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { createUser, type TestUser } from '../support/users';
import { freshModules, stackTable, useStackEnvironment } from '../support/stack';

const appUrl = inject('appUrl');
const mailboxUrl = inject('mailboxUrl');

useStackEnvironment();
// Its handlers run in this process: loaded afresh, not as an earlier file left them (the API files share one module cache).
freshModules();
const { saveProviders } = await import('../../functions/lib/providers/providers');

const table = stackTable();

const run = randomUUID().slice(0, 8);
const country = `Leadland ${run}`;

function provider(id: string, fields: Partial<Provider>): Provider {
  return {
    id,
    name: `Provider ${id}`,
    description: 'Pest control for homes and businesses.',
    services: ['Inspection'],
    category: 'pest_control',
    contactInfo: { address: `1 ${id} Street`, email: `${id}@providers.test` },
    featured: false,
    rating: 4,
    reviewCount: 10,
    country,
    city: 'Leadville',
    locations: [],
    createdAt: '2025-01-15T09:00:00.000Z',
    ...fields,
  };
}

// Around a point no seeded city is near: a poorly rated provider nearest, a well-rated one a little further,
// the best rated far away; one in another city of the same country; one without an e-mail address.
const HOME = { latitude: -70.1, longitude: 60.2 };
const providers = {
  nearPoor: provider(`near-poor-${run}`, { ...HOME, latitude: HOME.latitude + 0.02, rating: 3.1 }),
  good: provider(`good-${run}`, { latitude: HOME.latitude + 0.08, longitude: HOME.longitude, rating: 4.6 }),
  farBest: provider(`far-best-${run}`, { latitude: HOME.latitude + 1.2, longitude: HOME.longitude, rating: 4.95 }),
  otherCity: provider(`other-city-${run}`, { city: 'Otherville', rating: 4.8 }),
  noEmail: provider(`no-email-${run}`, { contactInfo: { address: 'Somewhere' }, rating: 2 }),
};

const validForm = (providerId: string) => ({
  provider_id: providerId,
  message: 'Rats in the loft, scratching every night.',
  country,
  city: 'Leadville',
  consentToPrivacyPolicy: true,
});

/** The mails to `to` about the lead, once at least `count` have arrived (or after 10 s). */
async function mailsAbout(to: string, leadId: string, count: number): Promise<SentMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await readMailbox(mailboxUrl)).filter((m) => m.destination.to.includes(to) && m.subject.includes(leadRef(leadId)));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
}

let owner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [owner, other, admin] = await Promise.all([
    createUser(appUrl, { displayName: 'Olive Owner' }),
    createUser(appUrl),
    createUser(appUrl, { groups: ['admin'] }),
  ]);
  await call(appUrl, 'GET', API.profile, { token: owner.idToken });
  await saveProviders(Object.values(providers));
});

describe('the lead form', () => {
  it.each([
    [{ message: 'Rats!' }, 'message', LEAD.messageMin],
    [{ message: '  too short  ' }, 'message', LEAD.messageMin],
    [{ country: '' }, 'country', LEAD.countryRequired],
    [{ country: undefined }, 'country', LEAD.countryRequired],
    [{ city: '' }, 'city', LEAD.cityRequired],
    [{ city: undefined }, 'city', LEAD.cityRequired],
    [{ consentToPrivacyPolicy: false }, 'consentToPrivacyPolicy', LEAD.privacyConsentRequired],
    [{ consentToPrivacyPolicy: undefined }, 'consentToPrivacyPolicy', LEAD.privacyConsentRequired],
    [{ priority: 'whenever' }, 'priority', LEAD.priorityInvalid],
    [{ safety_considerations: ['teenagers'] }, 'safety_considerations.0', LEAD.safetyInvalid],
  ])('refuses %j: %s', async (change, field, message) => {
    const res = await call(appUrl, 'POST', API.leads, { token: owner.idToken, body: { ...validForm(providers.good.id), ...change } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('gives every message at once for an empty form', async () => {
    const res = await call(appUrl, 'POST', API.leads, { token: owner.idToken, body: { provider_id: providers.good.id } });
    expect(res.body.error.fields).toEqual({
      message: 'Please provide a detailed description of your pest problem',
      country: 'Country is required',
      city: 'City is required',
      consentToPrivacyPolicy: 'You must agree to our Privacy Policy to submit this form',
    });
  });

  it('needs a signed-in caller and an existing provider', async () => {
    expect((await call(appUrl, 'POST', API.leads, { body: validForm(providers.good.id) })).status).toBe(401);
    const missing = await call(appUrl, 'POST', API.leads, { token: owner.idToken, body: validForm(`nobody-${run}`) });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(PROVIDERS.notFound);
  });

  it('creates a new lead from the caller, and it becomes their latest', async () => {
    const threadId = (await call(appUrl, 'POST', API.threads, { token: owner.idToken, body: {} })).body.id;
    const res = await call(appUrl, 'POST', API.leads, {
      token: owner.idToken,
      body: {
        ...validForm(providers.good.id),
        priority: 'high',
        request_callback: true,
        mobile_number: '+44 7700 900123',
        request_more_info: true,
        safety_considerations: ['pets', 'elderly', 'pets'],
        thread_id: threadId,
        user_id: other.sub,
        status: 'resolved',
      },
    });
    expect(res.status).toBe(201);
    const lead: LeadWire = res.body.lead;
    expect(lead).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: owner.sub,
      user: { email: owner.email, display_name: 'Olive Owner' },
      provider_id: providers.good.id,
      provider: { name: providers.good.name },
      message: 'Rats in the loft, scratching every night.',
      status: 'new',
      priority: 'high',
      request_callback: true,
      mobile_number: '+44 7700 900123',
      request_more_info: true,
      request_appointment: false,
      safety_considerations: ['pets', 'elderly'],
      country,
      city: 'Leadville',
      thread_id: threadId,
      created_at: expect.stringMatching(/^\d{4}-/),
      notified_at: null,
      notify_count: 0,
    });
    expect((await call(appUrl, 'GET', API.leadsLatest, { token: owner.idToken })).body).toEqual({ lead });
  });

  it('names a new user by the name they signed up with when nothing has created their profile yet', async () => {
    const newcomer = await createUser(appUrl, { displayName: 'Nina Newcomer' });
    const res = await call(appUrl, 'POST', API.leads, { token: newcomer.idToken, body: validForm(providers.good.id) });
    expect(res.status).toBe(201);
    expect(res.body.lead.user).toEqual({ email: newcomer.email, display_name: 'Nina Newcomer' });
  });

  it('drops the mobile number without a callback, and defaults the priority to normal', async () => {
    const res = await call(appUrl, 'POST', API.leads, { token: owner.idToken, body: { ...validForm(providers.good.id), mobile_number: '+44 7700 900999' } });
    expect(res.body.lead).toMatchObject({ priority: 'normal', request_callback: false, mobile_number: null, safety_considerations: [], thread_id: null });
  });

  it("refuses another user's thread (or an unknown one) on a lead and on 'Connect', and saves no lead", async () => {
    const theirs = (await call(appUrl, 'POST', API.threads, { token: other.idToken, body: {} })).body.id;
    const before = (await call(appUrl, 'GET', API.leadsLatest, { token: owner.idToken })).body;
    for (const threadId of [theirs, randomUUID()]) {
      const lead = await call(appUrl, 'POST', API.leads, { token: owner.idToken, body: { ...validForm(providers.good.id), thread_id: threadId } });
      expect(lead.status).toBe(400);
      expect(lead.body.error).toEqual({ code: 'BadRequest', message: LEAD.threadIdInvalid, fields: { thread_id: LEAD.threadIdInvalid } });
      const connect = await call(appUrl, 'POST', API.leadsConnect, { token: owner.idToken, body: { ...HOME, threadId, chatSummary: 'Me: rats' } });
      expect(connect.status).toBe(400);
      expect(connect.body.error.fields).toEqual({ threadId: LEAD.threadIdInvalid });
    }
    expect((await call(appUrl, 'GET', API.leadsLatest, { token: owner.idToken })).body).toEqual(before);
  });

    it("gives a user no lead of anyone else's as their latest", async () => {
    const fresh = await createUser(appUrl);
    expect((await call(appUrl, 'GET', API.leadsLatest, { token: fresh.idToken })).body).toEqual({ lead: null });
  });
});

describe('connect with a professional', () => {
  const chatSummary = 'user: Rats in the loft\nassistant: Seal the gaps first.';

  it('sends the lead to the nearest well-rated provider, with the chat history in the message', async () => {
    const threadId = (await call(appUrl, 'POST', API.threads, { token: owner.idToken, body: {} })).body.id;
    const res = await call(appUrl, 'POST', API.leadsConnect, { token: owner.idToken, body: { ...HOME, country, city: 'Leadville', threadId, chatSummary } });
    expect(res.status).toBe(201);
    expect(res.body.lead).toMatchObject({ provider_id: providers.good.id, status: 'new', priority: 'normal', thread_id: threadId, country, city: 'Leadville' });
    expect(res.body.lead.message).toContain(chatSummary);
    expect(LEAD.connectSent(leadRef(res.body.lead.id))).toBe(`Request sent! (Ref: #${res.body.lead.id.slice(0, 8)}) A pest control provider will contact you soon.`);
  });

  it("takes the best rated provider of the user's city, else of the directory", async () => {
    const inCity = await call(appUrl, 'POST', API.leadsConnect, { token: owner.idToken, body: { country, city: 'Otherville', chatSummary } });
    expect(inCity.body.lead).toMatchObject({ provider_id: providers.otherCity.id, country, city: 'Otherville' });

    const anywhere = await call(appUrl, 'POST', API.leadsConnect, { token: owner.idToken, body: { chatSummary } });
    expect(anywhere.status).toBe(201);
    const ranked: Array<{ id: string; rating: number }> = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await table.send(new ScanCommand({ TableName: LOCAL.tableName, ExclusiveStartKey }));
      ranked.push(...(page.Items ?? []).filter((i) => i.type === 'provider').map((i) => ({ id: String(i.id), rating: Number(i.rating) })));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    ranked.sort((a, b) => b.rating - a.rating || (b.id > a.id ? 1 : -1));
    expect(anywhere.body.lead.provider_id).toBe(ranked[0].id);
  });

  it("names only the place the user gave: with none, the lead has none (not the provider's) and the e-mail says so", async () => {
    const res = await call(appUrl, 'POST', API.leadsConnect, { token: owner.idToken, body: { ...HOME, chatSummary } });
    expect(res.status).toBe(201);
    expect(res.body.lead).toMatchObject({ provider_id: providers.good.id, country: '', city: '' });
    expect((await call(appUrl, 'POST', API.leadNotification, { token: owner.idToken, body: { leadId: res.body.lead.id } })).status).toBe(200);
    const [mail] = await mailsAbout(providers.good.contactInfo.email!, res.body.lead.id, 1);
    expect(mail!.body.text).toContain('Location: Not given');
    expect(mail!.body.text).not.toContain('Leadville');
    expect(mail!.body.text).toContain(`Chat history:\n${chatSummary}`);
  });

  it('needs the chat history', async () => {
    const res = await call(appUrl, 'POST', API.leadsConnect, { token: owner.idToken, body: { ...HOME } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(LEAD.chatSummaryRequired);
  });
});

describe('the provider notification', () => {
  async function newLead(providerId = providers.good.id): Promise<LeadWire> {
    const res = await call(appUrl, 'POST', API.leads, {
      token: owner.idToken,
      body: {
        ...validForm(providerId),
        message: `Wasps nesting under the eaves (${randomUUID()}).`,
        priority: 'emergency',
        request_callback: true,
        mobile_number: '+44 7700 900456',
        request_appointment: true,
        safety_considerations: ['infants', 'pets'],
      },
    });
    return res.body.lead;
  }
  const notify = (user: TestUser, leadId: string) => call(appUrl, 'POST', API.leadNotification, { token: user.idToken, body: { leadId } });

  it("e-mails the provider the lead's details; the owner may do it once", async () => {
    const lead = await newLead();
    const res = await notify(owner, lead.id);
    expect(res.status).toBe(200);
    expect(lead.notify_count).toBe(0);
    expect(res.body).toEqual({ sent: true, lead: { ...lead, notified_at: expect.stringMatching(/^\d{4}-/), notify_count: 1 } });

    const mails = await mailsAbout(providers.good.contactInfo.email!, lead.id, 1);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.from).toContain(LOCAL.fromEmail);
    expect(mail.subject).toBe(`New emergency priority request from Olive Owner (Ref #${leadRef(lead.id)})`);
    const text = mail.body.text ?? '';
    for (const detail of [
      'Customer: Olive Owner',
      `Customer e-mail: ${owner.email}`,
      'Priority: Emergency',
      `Location: Leadville, ${country}`,
      'Callback requested: Yes, on +44 7700 900456',
      'More information requested: No',
      'Appointment requested: Yes',
      'Safety considerations: Infants, Pets',
      lead.message,
    ]) {
      expect(text).toContain(detail);
    }
    expect(mail.body.html).toContain(lead.message);

    const again = await notify(owner, lead.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(LEAD.alreadyNotified);
  });

  it("lets nobody notify for someone else's lead; an admin notifies again only when asking for it, and each notice is counted", async () => {
    const lead = await newLead();
    const refused = await notify(other, lead.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(LEAD.notifyForbidden);
    const first = await notify(admin, lead.id);
    expect(first.status).toBe(200);
    expect(first.body.lead.notify_count).toBe(1);
    // A second press, or a second tab, sends no duplicate...
    const repeated = await notify(admin, lead.id);
    expect(repeated.status).toBe(409);
    expect(repeated.body.error.message).toBe(LEAD.alreadyNotified);
    // ...'Notify again' does, and is counted with its time; the owner may not ask for it.
    expect((await call(appUrl, 'POST', API.leadNotification, { token: owner.idToken, body: { leadId: lead.id, again: true } })).status).toBe(409);
    const again = await call<{ lead: LeadWire }>(appUrl, 'POST', API.leadNotification, { token: admin.idToken, body: { leadId: lead.id, again: true } });
    expect(again.status).toBe(200);
    expect(again.body.lead.notify_count).toBe(2);
    expect(again.body.lead.notified_at! >= first.body.lead.notified_at).toBe(true);
    expect(await mailsAbout(providers.good.contactInfo.email!, lead.id, 2)).toHaveLength(2);
  });

  it('answers 404 for an unknown lead, 409 for a provider without an e-mail address, 400 without a lead id', async () => {
    const unknown = await notify(owner, randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(LEAD.notFound);
    const unreachable = await notify(owner, (await newLead(providers.noEmail.id)).id);
    expect(unreachable.status).toBe(409);
    expect(unreachable.body.error.message).toBe(LEAD.providerUnreachable);
    expect((await call(appUrl, 'POST', API.leadNotification, { token: owner.idToken, body: {} })).status).toBe(400);
  });

  describe('when SES fails', () => {
    /** The handler in this process, on the running stack's table, as the lead's owner. */
    async function invoke(leadId: string) {
      const { handler } = await import('../../functions/lead-notification/handler');
      const event = {
        version: '2.0',
        routeKey: `POST ${API.leadNotification}`,
        rawPath: API.leadNotification,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ leadId }),
        isBase64Encoded: false,
        requestContext: { http: { method: 'POST', path: API.leadNotification }, authorizer: { jwt: { claims: { sub: owner.sub, email: owner.email }, scopes: [] } } },
      } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
      return handler(event, { functionName: 'lead-notification' } as Context);
    }

    it('answers 502, keeps the lead as it was, and the owner can try again', async () => {
      const lead = await newLead();
      const ses = mockClient(SESv2Client);
      try {
        ses.on(SendEmailCommand).rejects(Object.assign(new Error('Daily sending quota exceeded'), { name: 'LimitExceededException' }));
        const res = await invoke(lead.id);
        expect(res.statusCode).toBe(502);
        expect(JSON.parse(res.body)).toEqual({ error: { code: 'EmailFailed', message: LEAD.notificationFailed } });
        expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
        expect(ses.commandCalls(SendEmailCommand)[0].args[0].input.Destination?.ToAddresses).toEqual([providers.good.contactInfo.email]);
      } finally {
        ses.restore();
      }
      expect((await call(appUrl, 'GET', API.leadsLatest, { token: owner.idToken })).body).toEqual({ lead });
      expect((await notify(owner, lead.id)).status).toBe(200);
    });
  });
});
