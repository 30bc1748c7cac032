// Case study generation on the OpenAI path, against a local OpenAI-compatible server and the running stack's table
// (the gateway's handlers run in the globalSetup process, whose environment cannot change per test, so generation is
// driven here with the OpenAI writer): the model never sees the user's personal details, a detail it writes anyway is
// taken out, its usage is recorded as a model call, and an answer without the sections is 'Invalid response'.
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { CASE_STUDY_ADMIN } from '../../functions/contracts/messages';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { startOpenAiServer, type OpenAiTestServer } from '../support/openaiServer';
import { stackTable, useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
useStackEnvironment();
const { saveExchange } = await import('../../functions/lib/chat/chat');
const { generateCaseStudy } = await import('../../functions/lib/caseStudies/caseStudyGeneration');
const { openAiWriter } = await import('../../functions/lib/caseStudies/caseStudyWriter');
const { allCaseStudies } = await import('../../functions/lib/caseStudies/caseStudies');
const { httpErrorOf } = await import('../../functions/lib/platform/http');
const { DomainError } = await import('../../functions/lib/platform/outcomes');

let server: OpenAiTestServer;
let owner: TestUser;
const threadId = randomUUID();
const run = `r${randomUUID().slice(0, 8)}`;

const draft = (extra = '') =>
  [
    '## The Problem',
    `A residential client, Priya Raman, found ants along the kitchen worktop every morning.${extra}`,
    '## Identification',
    'Small dark-brown ants following a trail from a gap by the window frame.',
    '## Treatment',
    'Wiping the trail with soapy water, a bait station by the entry point and sealing the gap.',
    '## Outcome',
    'The trail was gone within ten days.',
    '## Prevention',
    'Food kept sealed, crumbs cleaned daily and the gap kept sealed.',
  ].join('\n\n');

const request = () => ({ threadId, userId: owner.sub, title: `Case Study: Ants ${run}`, description: 'How an ant trail in a kitchen was stopped without sprays.' });
const writer = () => openAiWriter({ apiKey: 'test-key', baseURL: server.baseURL, model: 'test-model' });

async function generationCalls(from: string) {
  const res = await stackTable().send(
    new QueryCommand({ TableName: LOCAL.tableName, KeyConditionExpression: 'pk = :pk AND sk >= :from', ExpressionAttributeValues: { ':pk': `METRICS#${from.slice(0, 10)}`, ':from': from } }),
  );
  return (res.Items ?? []).filter((m) => m.endpoint === 'generate-case-study');
}

beforeAll(async () => {
  server = await startOpenAiServer();
  owner = await createUser(appUrl, { displayName: 'Priya Raman' });
  expect((await call(appUrl, 'GET', API.profile, { token: owner.idToken })).status).toBe(200);
  const at = new Date().toISOString();
  await saveExchange({ id: threadId, userId: owner.sub, title: 'Ants', createdAt: at, lastMessageAt: at }, [
    { id: randomUUID(), threadId, role: 'user', content: `I'm Priya Raman, ${owner.email}, phone 07700 900123. Ants on my worktop every morning!`, createdAt: at },
    { id: randomUUID(), threadId, role: 'assistant', content: 'Follow the trail to where they come in, Priya.', createdAt: at },
  ]);
});
afterAll(() => server.stop());

describe('generation with OpenAI', () => {
  it('sends the model no personal details, takes out any it writes, and records its usage', async () => {
    const from = new Date().toISOString();
    const seen = server.requests.length;
    server.script({ status: 200, content: draft(` Reach her at ${owner.email}.`), totalTokens: 1234 });
    const study = await generateCaseStudy(request(), { writer: writer() });

    const sent = JSON.stringify(server.requests[seen]);
    for (const detail of ['Priya', 'Raman', owner.email, '07700']) expect(sent).not.toContain(detail);
    expect(sent).toContain('Ants on my worktop every morning');

    expect(study.content).toContain('## Prevention');
    for (const detail of ['Priya', 'Raman', owner.email]) expect(JSON.stringify(study)).not.toContain(detail);
    expect(study).toMatchObject({ threadId, title: `Case Study: Ants ${run}` });
    expect(study.publishedAt).toBeUndefined();
    expect(study.tags).toContain('ants');

    const calls = await generationCalls(from);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ success: true, tokens: 1234, model: 'test-model', errorType: null });
  });

  it('answers Invalid response for a draft without the sections, records the failure and saves nothing', async () => {
    const from = new Date().toISOString();
    server.script({ status: 200, content: 'Sorry, I cannot help with that.' });
    const failure = await generateCaseStudy({ ...request(), title: `Case Study: Invalid ${run}` }, { writer: writer() }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect(httpErrorOf(failure as InstanceType<typeof DomainError>)).toMatchObject({ status: 502, code: 'InvalidResponse' });
    expect((failure as Error).message).toBe(CASE_STUDY_ADMIN.invalidResponse);
    expect(CASE_STUDY_ADMIN.generateFailed((failure as Error).message)).toBe('Failed to generate case study: Invalid response');
    expect(await generationCalls(from)).toMatchObject([{ success: false, errorType: 'invalid-response', tokens: 0 }]);
    expect((await allCaseStudies({ search: `Invalid ${run}` })).length).toBe(0);
  });

  it('answers that the writer is not answering when the model fails', async () => {
    server.script({ status: 500 }, { status: 500 }, { status: 500 });
    const failure = await generateCaseStudy({ ...request(), title: `Case Study: Down ${run}` }, { writer: writer() }).catch((error: unknown) => error);
    expect(httpErrorOf(failure as InstanceType<typeof DomainError>)).toMatchObject({ status: 503, code: 'ServiceUnavailable' });
    expect((failure as Error).message).toBe(CASE_STUDY_ADMIN.generationUnavailable);
    expect((await allCaseStudies({ search: `Down ${run}` })).length).toBe(0);
  });
});
