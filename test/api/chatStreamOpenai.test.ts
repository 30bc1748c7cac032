// The streamed send on OpenAI, in process against the running stack and a local OpenAI-compatible server that streams
// (the gateway's functions run in the globalSetup process, whose environment cannot change per test): the model's
// chunks reach the client as they come, usage is charged, and a model stream cut short fails the send cleanly.
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API, STREAMED_ROUTE } from '../../functions/contracts/api';
import type { ConsultStreamEvent } from '../../functions/contracts/chat';
import { CHAT } from '../../functions/contracts/messages';
import { LocalResponseStream, type StreamPrelude } from '../../infra/local/awslambda';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { startOpenAiServer, type OpenAiTestServer } from '../support/openaiServer';
import { stackTable, useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
const table = stackTable();
type StreamingHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, stream: LocalResponseStream, context: Context) => Promise<void>;
let server: OpenAiTestServer;
let handler: StreamingHandler;
let user: TestUser;
const saved = { ...process.env };

beforeAll(async () => {
  server = await startOpenAiServer();
  user = await createUser(appUrl);
  await call(appUrl, 'GET', API.profile, { token: user.idToken });
  const issuer = `${inject('cognitoEndpoint')}/${LOCAL.userPoolId}`;
  const jwks = await (await fetch(`${issuer}/.well-known/jwks.json`)).text();
  useStackEnvironment({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: 'test-model', LOCAL_JWT_ISSUER: issuer, LOCAL_JWKS: jwks });
  handler = (await import('../../functions/pest-consultant-stream/handler')).handler as unknown as StreamingHandler;
});
afterAll(async () => {
  process.env = saved;
  table.destroy();
  await server.stop();
});

/** Calls the function as its function URL would; `onEvent` sees each event as it is written. */
async function invoke(body: Record<string, unknown>, onEvent: (event: ConsultStreamEvent) => void = () => {}) {
  const event = {
    version: '2.0',
    routeKey: '$default',
    rawPath: API.pestConsultantStream,
    headers: { 'content-type': 'application/json', [STREAMED_ROUTE.tokenHeader]: `Bearer ${user.idToken}` },
    body: JSON.stringify({ location: 'US', ...body }),
    isBase64Encoded: false,
    requestContext: { routeKey: '$default', http: { method: 'POST', path: API.pestConsultantStream } },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
  const stream = new LocalResponseStream();
  const running = handler(event, stream, { functionName: 'pest-consultant-stream', awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 30_000 } as Context);
  const prelude: StreamPrelude = await stream.prelude;
  const events: ConsultStreamEvent[] = [];
  let buffered = '';
  for await (const chunk of stream) {
    buffered += String(chunk);
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      const parsed = JSON.parse(line) as ConsultStreamEvent;
      events.push(parsed);
      onEvent(parsed);
    }
  }
  await running;
  return { prelude, events };
}

const balance = async () => (await call(appUrl, 'GET', API.profile, { token: user.idToken })).body.tokenBalance as number;
const threadCount = async () => (await call(appUrl, 'GET', API.threads, { token: user.idToken })).body.threads.length as number;

describe('pest-consultant-stream on OpenAI', () => {
  it("streams the model's chunks as they come, then the saved answer charged at the model's usage", async () => {
    const before = await balance();
    const seen = server.requests.length;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.script({ status: 200, pieces: ['Use gel ', 'bait for ', 'the roaches.'], totalTokens: 1234, holdAfterFirst: held });
    const firstSeen: string[] = [];
    const { prelude, events } = await invoke({ message: 'Roaches in my kitchen', operationId: randomUUID() }, (event) => {
      // The first piece arrives while the model still holds the rest: it was not buffered.
      if (event.type === 'delta' && firstSeen.push(event.text) === 1) release();
    });
    expect(prelude.statusCode).toBe(200);
    expect(firstSeen[0]).toBe('Use gel ');
    expect(events.map((e) => (e.type === 'delta' ? e.text : e.type))).toEqual(['Use gel ', 'bait for ', 'the roaches.', 'done']);
    expect(events.at(-1)).toMatchObject({ type: 'done', reply: { response: 'Use gel bait for the roaches.', tokensUsed: 1234, updatedTokenBalance: before - 1234 } });
    expect(server.requests[seen]).toMatchObject({ model: 'test-model', stream: true, stream_options: { include_usage: true } });
    expect(await balance()).toBe(before - 1234);
  });

  it('a model stream cut short ends in an error event: nothing charged or saved, a failure metric, and the same send succeeds again', async () => {
    const before = await balance();
    const threads = await threadCount();
    const operationId = randomUUID();
    const from = new Date().toISOString();
    let received = () => {};
    const firstReceived = new Promise<void>((resolve) => (received = resolve));
    server.script({ status: 200, pieces: ['Ants ', 'love sugar.'], holdAfterFirst: firstReceived, dropAfterFirst: true });
    const { prelude, events } = await invoke({ message: 'Ants in my kitchen', operationId }, received);
    expect(prelude.statusCode).toBe(200);
    expect(events).toEqual([
      { type: 'delta', text: 'Ants ' },
      { type: 'error', status: 503, error: { code: 'ConsultantUnavailable', message: CHAT.consultantUnavailable } },
    ]);
    expect(await balance()).toBe(before);
    expect(await threadCount()).toBe(threads);
    const metrics = await table.send(
      new QueryCommand({ TableName: LOCAL.tableName, KeyConditionExpression: 'pk = :pk AND sk >= :from', ExpressionAttributeValues: { ':pk': `METRICS#${from.slice(0, 10)}`, ':from': from } }),
    );
    expect((metrics.Items ?? []).map((m) => [m.success, m.model, m.tokens])).toEqual([[false, 'test-model', 0]]);

    server.script({ status: 200, content: 'Wipe the trails with vinegar.', totalTokens: 800 });
    const again = await invoke({ message: 'Ants in my kitchen', operationId });
    expect(again.events.at(-1)).toMatchObject({ type: 'done', reply: { response: 'Wipe the trails with vinegar.', tokensUsed: 800 } });
    expect(await balance()).toBe(before - 800);
    expect(await threadCount()).toBe(threads + 1);
  });
});
