// The streamed send on OpenAI, in process against the running stack and a local OpenAI-compatible server that streams
// (the gateway's functions run in the globalSetup process, whose environment cannot change per test): the model's
// chunks reach the client as they come, usage is charged, and a model stream cut short fails the send cleanly.
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import type { ConsultStreamEvent } from '../../functions/contracts/chat';
import { CHAT } from '../../functions/contracts/messages';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { startOpenAiServer, type OpenAiTestServer } from '../support/openaiServer';
import { stackTable } from '../support/stack';
import { inProcessSends, type InProcessSends } from '../support/inProcessSends';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
const table = stackTable();
let server: OpenAiTestServer;
let sends: InProcessSends;
let user: TestUser;

beforeAll(async () => {
  server = await startOpenAiServer();
  user = await createUser(appUrl);
  await call(appUrl, 'GET', API.profile, { token: user.idToken });
  sends = await inProcessSends(server.baseURL);
});
afterAll(async () => {
  sends.restore();
  table.destroy();
  await server.stop();
});

/** Calls the function as its function URL would; `onEvent` sees each event as it is written. */
const invoke = (body: Record<string, unknown>, onEvent?: (event: ConsultStreamEvent) => void) => sends.streamed(user, body, onEvent);

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
