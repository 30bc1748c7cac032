// Faults injected with aws-sdk-client-mock into the handlers run in this process on the running stack (issue 11 §6):
// DynamoDB throttling past the SDK's own retries is a 503 that saves nothing half-way and charges nothing, and the
// same request sent again goes through once; an SES outage keeps the lead as it was and is sent once when retried.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { BatchWriteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { leadRef } from '../../functions/contracts/lead';
import { GENERIC } from '../../functions/contracts/messages';
import type { Provider } from '../../functions/contracts/provider';
import { keys } from '../../functions/lib/platform/keys';
import { readMailbox } from '../../infra/local/mail';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { freshModules, modelCallsSince, stackTable, useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
const mailboxUrl = inject('mailboxUrl');
useStackEnvironment();
// Its handlers run in this process: loaded afresh, not as an earlier file left them (the API files share one module cache).
freshModules();
const { db } = await import('../../functions/lib/platform/db');
const { saveProviders } = await import('../../functions/lib/providers/providers');
const table = stackTable();
afterAll(() => table.destroy());

const run = randomUUID().slice(0, 8);
const target: Provider = {
  id: `faulty-${run}`,
  name: `Faulty ${run}`,
  description: 'Pest control for homes.',
  services: ['Inspection'],
  category: 'pest_control',
  contactInfo: { address: '1 Fault Street', email: `faulty-${run}@providers.test` },
  featured: false,
  rating: 1,
  reviewCount: 1,
  country: `Faultland ${run}`,
  city: 'Retryville',
  locations: [],
  createdAt: '2025-01-15T09:00:00.000Z',
};

/** DynamoDB's answer when a partition is over its throughput, as the SDK raises it once its own retries are spent. */
const throttled = () =>
  Object.assign(new Error('The level of configured provisioned throughput for the table was exceeded.'), {
    name: 'ProvisionedThroughputExceededException',
    $retryable: { throttling: true },
  });

/** Run `work` with every DynamoDB call of the functions passing through, except those `fault` answers with an error. */
async function withDynamoFault<T>(fault: (command: { input: Record<string, unknown> }) => boolean, work: () => Promise<T>): Promise<{ result: T; faults: number }> {
  // The real send, typed loosely: whatever it answers goes back to the caller unchanged.
  const original = db.send.bind(db) as (command: unknown) => Promise<never>;
  const dynamo = mockClient(db);
  let faults = 0;
  dynamo.send.callsFake(async (command) => {
    if (fault(command as unknown as { input: Record<string, unknown> })) {
      faults += 1;
      throw throttled();
    }
    return original(command);
  });
  try {
    return { result: await work(), faults };
  } finally {
    dynamo.restore();
  }
}

/** One request to a handler module in this process, as API Gateway would pass it for `user`. */
async function invoke(fn: string, routeKey: string, user: TestUser, body: unknown) {
  const { handler } = await import(`../../functions/${fn}/handler.ts`);
  const [method, path] = routeKey.split(' ');
  const event = {
    version: '2.0',
    routeKey,
    rawPath: path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { http: { method, path, sourceIp: '203.0.113.20' }, authorizer: { jwt: { claims: { sub: user.sub, email: user.email, 'cognito:username': user.email }, scopes: [] } } },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
  const res = await handler(event, { functionName: fn } as Context);
  return { status: res.statusCode as number, body: JSON.parse(res.body) };
}

async function balanceOf(user: TestUser): Promise<number> {
  return (await call(appUrl, 'GET', API.profile, { token: user.idToken })).body.tokenBalance;
}

async function threadsOf(user: TestUser): Promise<number> {
  const res = await table.send(
    new QueryCommand({ TableName: LOCAL.tableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.threadsOf(user.sub) } }),
  );
  return res.Items?.length ?? 0;
}

async function leadsOf(user: TestUser): Promise<number> {
  const res = await table.send(
    new QueryCommand({ TableName: LOCAL.tableName, IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': keys.leadsOf(user.sub) } }),
  );
  return res.Items?.length ?? 0;
}

const unavailable = { error: { code: 'ServiceUnavailable', message: GENERIC.serviceUnavailable } };

describe('DynamoDB throttling', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(appUrl);
    await saveProviders([target]);
  });

  it('on the token reservation: 503 with no model call, no charge and nothing saved; the same send then goes through once', async () => {
    const before = await balanceOf(user);
    const started = new Date().toISOString();
    const body = { operationId: randomUUID(), message: 'Silverfish in the bathroom every night, what can I do?' };
    const isReservation = (c: { input: Record<string, unknown> }) => c instanceof UpdateCommand && String(c.input.UpdateExpression).includes('tokenBalance - :reserved');
    const { result, faults } = await withDynamoFault(isReservation, () => invoke('pest-consultant', `POST ${API.pestConsultant}`, user, body));
    expect(faults).toBe(1);
    expect(result).toEqual({ status: 503, body: unavailable });
    expect(await modelCallsSince(table, started)).toBe(0);
    expect(await balanceOf(user)).toBe(before);
    expect(await threadsOf(user)).toBe(0);

    const again = await invoke('pest-consultant', `POST ${API.pestConsultant}`, user, body);
    expect(again.status).toBe(200);
    expect(await modelCallsSince(table, started)).toBe(1);
    expect(await balanceOf(user)).toBe(before - again.body.tokensUsed);
    expect(await threadsOf(user)).toBe(1);
    const replay = await invoke('pest-consultant', `POST ${API.pestConsultant}`, user, body);
    expect(replay.body).toEqual(again.body);
    expect(await modelCallsSince(table, started)).toBe(1);
    expect(await balanceOf(user)).toBe(before - again.body.tokensUsed);
  });

  it.each([
    ['the messages', (c: { input: Record<string, unknown> }) => c instanceof BatchWriteCommand && JSON.stringify(c.input).includes('"sk":"MSG#')],
    ['the thread', (c: { input: Record<string, unknown> }) => c instanceof PutCommand && String((c.input.Item as Record<string, unknown>)?.sk).startsWith('THREAD#')],
  ])('on saving %s after the model answered: 503; the same send again neither calls the model nor charges again, and saves once', async (_what, isSave) => {
    const sender = await createUser(appUrl);
    const before = await balanceOf(sender);
    const started = new Date().toISOString();
    const body = { operationId: randomUUID(), message: 'Earwigs in the garden shed, how do I keep them out?' };
    const { result, faults } = await withDynamoFault(isSave, () => invoke('pest-consultant', `POST ${API.pestConsultant}`, sender, body));
    expect(faults).toBe(1);
    expect(result).toEqual({ status: 503, body: unavailable });
    expect(await modelCallsSince(table, started)).toBe(1);

    const again = await invoke('pest-consultant', `POST ${API.pestConsultant}`, sender, body);
    expect(again.status).toBe(200);
    expect(again.body.tokensUsed).toBeGreaterThan(0);
    expect(await modelCallsSince(table, started)).toBe(1);
    expect(await balanceOf(sender)).toBe(before - again.body.tokensUsed);
    expect(again.body.updatedTokenBalance).toBe(before - again.body.tokensUsed);
    const messages = await call(appUrl, 'GET', `/api/threads/${again.body.threadId}/messages`, { token: sender.idToken });
    expect(messages.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(await threadsOf(sender)).toBe(1);
    expect((await invoke('pest-consultant', `POST ${API.pestConsultant}`, sender, body)).body).toEqual(again.body);
    expect(await balanceOf(sender)).toBe(before - again.body.tokensUsed);
    const profile = (await table.send(new QueryCommand({ TableName: LOCAL.tableName, KeyConditionExpression: 'pk = :pk AND sk = :sk', ExpressionAttributeValues: { ':pk': `USER#${sender.sub}`, ':sk': 'PROFILE' } }))).Items![0]!;
    expect(Object.keys(profile).filter((k) => k.startsWith('settled:'))).toEqual([]);
  });

  it("on the lead's write: 503 and no lead; the same lead sent again is saved once", async () => {
    const form = { provider_id: target.id, message: 'Wasps nesting in the shed roof.', country: target.country, city: target.city, consentToPrivacyPolicy: true };
    const isLeadPut = (c: { input: Record<string, unknown> }) => c instanceof PutCommand && String((c.input.Item as Record<string, unknown>)?.pk).startsWith('LEAD#');
    const { result, faults } = await withDynamoFault(isLeadPut, () => invoke('leads', `POST ${API.leads}`, user, form));
    expect(faults).toBe(1);
    expect(result).toEqual({ status: 503, body: unavailable });
    expect(await leadsOf(user)).toBe(0);

    expect((await invoke('leads', `POST ${API.leads}`, user, form)).status).toBe(201);
    expect(await leadsOf(user)).toBe(1);
  });

  it('on a profile update: 503, and the profile keeps what it had', async () => {
    await call(appUrl, 'PUT', API.profile, { token: user.idToken, body: { displayName: 'Kept Name' } });
    const isProfileUpdate = (c: { input: Record<string, unknown> }) => c instanceof UpdateCommand && String(c.input.UpdateExpression).includes('displayName');
    const { result } = await withDynamoFault(isProfileUpdate, () => invoke('profile', `PUT ${API.profile}`, user, { displayName: 'Lost Name' }));
    expect(result).toEqual({ status: 503, body: unavailable });
    expect((await call(appUrl, 'GET', API.profile, { token: user.idToken })).body.displayName).toBe('Kept Name');
  });
});

describe('an SES outage on a lead notification', () => {
  it('keeps the lead unnotified, and the retry e-mails the provider exactly once', async () => {
    const user = await createUser(appUrl);
    await saveProviders([target]);
    const form = { provider_id: target.id, message: 'Cockroaches under the fridge.', country: target.country, city: target.city, consentToPrivacyPolicy: true };
    const lead = (await call(appUrl, 'POST', API.leads, { token: user.idToken, body: form })).body.lead;

    const ses = mockClient(SESv2Client);
    try {
      ses.on(SendEmailCommand).rejects(Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailableException', $fault: 'server' }));
      const failed = await invoke('lead-notification', `POST ${API.leadNotification}`, user, { leadId: lead.id });
      expect(failed.status).toBe(502);
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    } finally {
      ses.restore();
    }
    expect((await call(appUrl, 'GET', API.leadsLatest, { token: user.idToken })).body.lead).toMatchObject({ id: lead.id, notified_at: null });

    const sent = await call(appUrl, 'POST', API.leadNotification, { token: user.idToken, body: { leadId: lead.id } });
    expect(sent.status).toBe(200);
    expect((await call(appUrl, 'POST', API.leadNotification, { token: user.idToken, body: { leadId: lead.id } })).status).toBe(409);
    const mails = (await readMailbox(mailboxUrl)).filter((m) => m.destination.to.includes(target.contactInfo.email!) && m.subject.includes(leadRef(lead.id)));
    expect(mails).toHaveLength(1);
  });
});
