// The safety triage on the OpenAI path, in process against the running stack and a local OpenAI-compatible server (the
// gateway's functions run in the globalSetup process, whose environment cannot change per test): the triage's opening
// comes first in the JSON and the streamed send, the model is told it and bounded to leave room for it, and each
// send's model-call metric counts the triage's outcome without the message.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { CircuitBreaker } from '../../functions/contracts/resilience';
import { estimateTokens } from '../../functions/lib/consultant/consultant';
import { openAiConsultant } from '../../functions/lib/consultant/openai';
import { triage } from '../../functions/lib/consultant/triage';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { startOpenAiServer, type OpenAiTestServer } from '../support/openaiServer';
import { stackTable } from '../support/stack';
import { inProcessSends, type InProcessSends } from '../support/inProcessSends';
import { openingKind } from '../support/triageSet';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
const table = stackTable();
let server: OpenAiTestServer;
let sends: InProcessSends;
let user: TestUser;

const TODDLER = 'My toddler just chewed on an ant bait station, what should I do?';
const RAT_POISON = 'Is it fine to put rat poison behind the sofa where my dog sleeps?';
const MODEL_TEXT = 'For the ants: keep baits in closed stations and wipe the trails with soapy water.';

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

const sendJson = (message: string) => sends.json(user, { message });
const sendStreamed = async (message: string) => (await sends.streamed(user, { message })).events;

/** The model-call records written since `from` by the test model. */
async function metricsSince(from: string) {
  const res = await table.send(
    new QueryCommand({ TableName: LOCAL.tableName, KeyConditionExpression: 'pk = :pk AND sk >= :from', ExpressionAttributeValues: { ':pk': `METRICS#${from.slice(0, 10)}`, ':from': from } }),
  );
  return (res.Items ?? []).filter((m) => m.model === 'test-model');
}

describe('the triage on the OpenAI path', () => {
  it("opens the JSON send's reply with the emergency answer before the model's text, and counts it in the metric without the message", async () => {
    const from = new Date().toISOString();
    const seen = server.requests.length;
    server.script({ status: 200, content: MODEL_TEXT });
    const res = await sendJson(TODDLER);
    expect(res.status).toBe(200);
    const { opening } = triage(TODDLER);
    expect(res.body.response).toBe(`${opening}\n\n${MODEL_TEXT}`);
    expect(openingKind(res.body.response)).toBe('emergency');
    // The model is told what the user reads first.
    expect(server.requests[seen].messages[0].content).toContain(`11. Your reply is shown after this safety answer`);
    expect(server.requests[seen].messages[0].content).toContain('Call your poison control centre or the emergency number now');

    const records = await metricsSince(from);
    expect(records.map((m) => [m.success, m.triage])).toEqual([[true, 'emergency']]);
    expect(JSON.stringify(records[0])).not.toContain('toddler');
  });

  it("writes the risky-plan answer first in the streamed send, before the model's first piece, and counts it", async () => {
    const from = new Date().toISOString();
    server.script({ status: 200, pieces: ['Rats: use ', 'snap traps in ', 'a locked box.'] });
    const events = await sendStreamed(RAT_POISON);
    const { opening } = triage(RAT_POISON);
    const deltas = events.flatMap((e) => (e.type === 'delta' ? [e.text] : []));
    expect(deltas).toEqual([`${opening}\n\n`, 'Rats: use ', 'snap traps in ', 'a locked box.']);
    expect(openingKind(deltas[0])).toBe('risky plan');
    expect(events.at(-1)).toMatchObject({ type: 'done', reply: { response: `${opening}\n\nRats: use snap traps in a locked box.` } });
    expect((await metricsSince(from)).map((m) => m.triage)).toEqual(['risky plan']);
  });

  it("leaves an ordinary question's reply as the model wrote it, counted as none", async () => {
    const from = new Date().toISOString();
    server.script({ status: 200, content: MODEL_TEXT });
    const res = await sendJson('ants in the kitchen, I have a dog');
    expect(res.body.response).toBe(MODEL_TEXT);
    expect((await metricsSince(from)).map((m) => m.triage)).toEqual(['none']);
  });

  it("bounds the model's reply to leave room in the reservation for the opening it does not write", async () => {
    const consultant = openAiConsultant({ apiKey: 'test-key', baseURL: server.baseURL, model: 'test-model', breaker: new CircuitBreaker() });
    const seen = server.requests.length;
    server.script({ status: 200, content: MODEL_TEXT, totalTokens: 900 });
    const answer = await consultant.consult({ message: TODDLER, history: [], location: null, maxTokens: 1500 });
    const request = server.requests[seen] as OpenAiTestServer['requests'][number] & { max_tokens: number };
    const opening = triage(TODDLER).opening!;
    expect(request.max_tokens).toBe(1500 - estimateTokens(...request.messages.map((m) => m.content as string)) - estimateTokens(opening));
    expect(answer).toMatchObject({ text: `${opening}\n\n${MODEL_TEXT}`, tokens: 900 + estimateTokens(opening), triage: 'emergency' });
  });
  it('answers a question with danger in it offline, opening first, when the model cannot answer; an ordinary one still fails', async () => {
    const consultant = openAiConsultant({ apiKey: 'test-key', baseURL: server.baseURL, model: 'test-model', breaker: new CircuitBreaker() });
    const { opening } = triage(TODDLER);
    server.script({ status: 400 });
    const whole = await consultant.consult({ message: TODDLER, history: [], location: 'US' });
    expect(whole.text.startsWith(`${opening}\n\n`)).toBe(true);
    expect(whole).toMatchObject({ model: 'pestpilot-offline', triage: 'emergency' });

    server.script({ status: 400 });
    const deltas: string[] = [];
    const streamed = await consultant.consult({ message: RAT_POISON, history: [], location: 'US' }, (d) => deltas.push(d));
    expect(openingKind(deltas.join(''))).toBe('risky plan');
    expect(deltas.join('')).toBe(streamed.text);

    server.script({ status: 400 });
    await expect(consultant.consult({ message: 'ants in the kitchen, I have a dog', history: [], location: 'US' })).rejects.toMatchObject({ name: 'ConsultantError' });
  });
});
