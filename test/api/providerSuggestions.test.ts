// The add-business form's function (send-provider-suggestion) through the local gateway: the pending suggestion stored,
// the admins (the Cognito admin group) e-mailed with Reply-To the business, the spec's messages, the size limit, the
// per-client budget, the bot check when configured, and a failed e-mail that keeps the suggestion.
import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { ADD_BUSINESS } from '../../functions/contracts/messages';
import { SUGGESTION_MAX_BODY_BYTES } from '../../functions/contracts/providerSuggestion';
import { SUGGESTION_LIMIT } from '../../functions/lib/platform/limits';
import { readMailbox, type SentMail } from '../../infra/local/mail';
import { call } from '../support/http';
import { freshModules, useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
const mailboxUrl = inject('mailboxUrl');
useStackEnvironment();
// Its handlers run in this process: loaded afresh, not as an earlier file left them (the API files share one module cache).
freshModules();
const { getSuggestion } = await import('../../functions/lib/suggestions/suggestions');

const run = randomUUID().slice(0, 8);
const valid = {
  businessName: `Shield ${run} Pest Control`,
  description: 'Eco-friendly pest control for homes and offices.',
  services: ['general_pest_control', 'inspection'],
  country: 'United Kingdom',
  city: 'Manchester',
  contactName: 'Sam Shield',
  email: `sam-${run}@shield.example`,
  phone: '+44 161 496 0000',
  website: 'https://shield.example',
  agreeToTerms: true,
  consentToPrivacyPolicy: true,
};

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser(appUrl, { groups: ['admin'] });
});

/** The mail about a submission: the function sends it before it answers, so it is in the mailbox by then or never. */
async function mailAbout(subjectPart: string): Promise<SentMail | undefined> {
  return (await readMailbox(mailboxUrl)).find((m) => m.subject.includes(subjectPart));
}

/** The handler in this process, on the running stack, from its own client address. */
async function invoke(body: unknown, sourceIp: string) {
  const { handler } = await import('../../functions/send-provider-suggestion/handler');
  const event = {
    version: '2.0',
    routeKey: `POST ${API.sendProviderSuggestion}`,
    rawPath: API.sendProviderSuggestion,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path: API.sendProviderSuggestion, sourceIp } },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
  const res = await handler(event, { functionName: 'send-provider-suggestion' } as Context);
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

describe('send-provider-suggestion', () => {
  it('stores a pending suggestion and e-mails every admin, Reply-To the business', async () => {
    const res = await call(appUrl, 'POST', API.sendProviderSuggestion, { body: valid });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADD_BUSINESS.submitted('PestPilot'));

    const stored = await getSuggestion(res.body.id);
    expect(stored).toMatchObject({
      name: valid.businessName,
      status: 'pending',
      services: valid.services,
      country: 'United Kingdom',
      city: 'Manchester',
      contactName: 'Sam Shield',
      contactInfo: { email: valid.email, phone: valid.phone, website: valid.website },
    });

    const mail = (await mailAbout(valid.businessName)) as SentMail & { replyTo?: string[] };
    expect(mail, 'the admins e-mail in the local mailbox').toBeDefined();
    expect(mail.destination.to).toContain(admin.email);
    expect(mail.replyTo).toEqual([valid.email]);
    expect(mail.body.text).toContain('General Pest Control, Pest Inspection');
    expect(mail.body.text).toContain(`${appUrl}/admin?tab=suggestions`);
  });

  it.each([
    [{ businessName: 'S' }, 'businessName', ADD_BUSINESS.businessNameMin],
    [{ description: 'Pests' }, 'description', ADD_BUSINESS.descriptionMin],
    [{ services: [] }, 'services', ADD_BUSINESS.servicesMin],
    [{ country: '' }, 'country', ADD_BUSINESS.countryRequired],
    [{ city: '' }, 'city', ADD_BUSINESS.cityRequired],
    [{ contactName: 'S' }, 'contactName', ADD_BUSINESS.contactNameMin],
    [{ email: 'sam@' }, 'email', ADD_BUSINESS.emailInvalid],
    [{ phone: '123' }, 'phone', ADD_BUSINESS.phoneMin],
    [{ website: 'not a url' }, 'website', ADD_BUSINESS.websiteInvalid],
    [{ agreeToTerms: false }, 'agreeToTerms', ADD_BUSINESS.termsRequired],
    [{ consentToPrivacyPolicy: false }, 'consentToPrivacyPolicy', ADD_BUSINESS.privacyRequired],
  ])('refuses %o with the spec message', async (change, field, message) => {
    const res = await call(appUrl, 'POST', API.sendProviderSuggestion, { body: { ...valid, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
  });

  it(`refuses a body over ${SUGGESTION_MAX_BODY_BYTES / 1024} KB with 413`, async () => {
    const res = await call(appUrl, 'POST', API.sendProviderSuggestion, { body: { ...valid, additionalInfo: 'x'.repeat(SUGGESTION_MAX_BODY_BYTES) } });
    expect(res.status).toBe(413);
  });

  it('answers 429 with its message once a client has sent its budget, and stores nothing more', async () => {
    const ip = '198.51.100.23';
    const name = `Budget ${run}`;
    for (let i = 0; i < SUGGESTION_LIMIT.limit; i += 1) expect((await invoke({ ...valid, businessName: `${name} ${i}` }, ip)).status).toBe(200);
    const refused = await invoke({ ...valid, businessName: `${name} over` }, ip);
    expect(refused).toEqual({ status: 429, body: { error: { code: 'TooManyRequests', message: ADD_BUSINESS.tooMany } } });
    expect(await mailAbout(`${name} over`)).toBeUndefined();
    expect((await invoke({ ...valid, businessName: `${name} elsewhere` }, '198.51.100.24')).status).toBe(200);
  });

  it('checks for bots when bot protection is configured: no token, no suggestion', async () => {
    process.env.TURNSTILE_SECRET_KEY = 'test-secret';
    try {
      const res = await invoke({ ...valid, businessName: `Bot ${run}` }, '198.51.100.31');
      expect(res).toEqual({ status: 400, body: { error: { code: 'BotCheckFailed', message: ADD_BUSINESS.botCheckFailed } } });
    } finally {
      delete process.env.TURNSTILE_SECRET_KEY;
    }
    expect(await mailAbout(`Bot ${run}`)).toBeUndefined();
  });

  it('keeps the suggestion and answers success when the admins e-mail fails (the console lists it)', async () => {
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' }));
    try {
      const res = await invoke({ ...valid, businessName: `Unmailed ${run}` }, '198.51.100.41');
      expect(res.status).toBe(200);
      expect(ses.commandCalls(SendEmailCommand).length).toBeGreaterThan(0);
      expect(await getSuggestion(res.body.id)).toMatchObject({ name: `Unmailed ${run}`, status: 'pending' });
    } finally {
      ses.restore();
    }
  });
});
