// The contact function (the spec's send-contact-form) through the local gateway: the message reaches the support mailbox with Reply-To the sender,
// the spec's validation messages, the size limit, the per-client rate limit, and an SES failure answered 502.
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { DEFAULT_SUPPORT_EMAIL } from '../../functions/contracts/config';
import { CONTACT_MAX_BODY_BYTES } from '../../functions/contracts/contact';
import { CONTACT } from '../../functions/contracts/messages';
import { CONTACT_LIMIT as CONTACT_RATE_LIMIT } from '../../functions/lib/platform/limits';
import { readMailbox, type SentMail } from '../../infra/local/mail';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { freshModules, useStackEnvironment } from '../support/stack';

// Its handlers run in this process: loaded afresh, not as an earlier file left them (the API files share one module cache).
freshModules();

const appUrl = inject('appUrl');
const mailboxUrl = inject('mailboxUrl');

const valid = {
  name: 'Casey Contact',
  email: `casey-${Date.now()}@test.example`,
  phone: '+1 555 0100',
  subject: 'Wasps at the office',
  message: 'We have a wasp nest by the entrance. Can you help?',
  consentToPrivacyPolicy: true,
};
/** Valid messages this file has sent from the test machine's address, against its budget. */
let sentFromHere = 0;

async function send(body: unknown) {
  const res = await call(appUrl, 'POST', API.contact, { body });
  if (res.status === 200) sentFromHere += 1;
  return res;
}

describe('the contact form', () => {
  it("e-mails the support address with every field and Reply-To the sender, and answers 'Message Sent!'", async () => {
    const res = await send(valid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Message Sent!' });
    const mail = (await readMailbox(mailboxUrl)).find((m) => m.subject.includes(valid.subject)) as SentMail & { replyTo?: string[] };
    expect(mail).toBeDefined();
    expect(mail.destination.to).toEqual([process.env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL]);
    expect(mail.from).toContain(LOCAL.fromEmail);
    expect(mail.replyTo).toEqual([valid.email]);
    for (const field of [valid.name, valid.email, valid.phone, valid.subject, valid.message]) expect(mail.body.text).toContain(field);
  });

  it.each([
    [{ name: 'C' }, 'name', 'Name must be at least 2 characters.'],
    [{ email: 'casey@' }, 'email', 'Please enter a valid email address.'],
    [{ subject: 'W' }, 'subject', 'Subject must be at least 2 characters.'],
    [{ message: 'Help me' }, 'message', 'Message must be at least 10 characters.'],
    [{ consentToPrivacyPolicy: false }, 'consentToPrivacyPolicy', 'You must agree to our Privacy Policy to send a message'],
  ])('refuses %o with its message', async (change, field, message) => {
    const res = await send({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('refuses a body over 16 KB with 413', async () => {
    const res = await send({ ...valid, message: 'x'.repeat(CONTACT_MAX_BODY_BYTES) });
    expect(res.status).toBe(413);
  });

  it('answers 429 once a client has sent its budget of messages', async () => {
    while (sentFromHere < CONTACT_RATE_LIMIT.limit) expect((await send(valid)).status).toBe(200);
    const refused = await send(valid);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(CONTACT.tooMany);
    const mails = (await readMailbox(mailboxUrl)).filter((m) => m.subject.includes(valid.subject));
    expect(mails).toHaveLength(CONTACT_RATE_LIMIT.limit);
  });
});

describe('the contact form when SES fails', () => {
  const ses = mockClient(SESv2Client);
  afterAll(() => ses.restore());

  /** The handler in this process, on the running stack's table, from another client address. */
  async function invoke(body: unknown, sourceIp: string) {
    useStackEnvironment();
    const { handler } = await import('../../functions/contact/handler');
    const event = {
      version: '2.0',
      routeKey: `POST ${API.contact}`,
      rawPath: API.contact,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: API.contact, sourceIp } },
    } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
    return handler(event, { functionName: 'contact' } as Context);
  }

  it("answers 502 'Failed to send your message. Please try again.' without leaking SES's error", async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' }));
    const res = await invoke(valid, '203.0.113.7');
    expect(res.statusCode).toBe(502);
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'BadGateway', message: 'Failed to send your message. Please try again.' } });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
  });

  it('counts each client apart: another address still gets through', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'mocked' });
    const res = await invoke(valid, '203.0.113.8');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ message: 'Message Sent!' });
  });
});
