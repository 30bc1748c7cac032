// GET /api/analytics through the gateway: a known set of the caller's threads (written in this process through the
// chat module) gives known figures, and another user's threads never count; a conversation with the consultant counts
// under the pest it identified.
import { randomUUID } from 'node:crypto';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Analytics } from '../../functions/contracts/analytics';
import { API } from '../../functions/contracts/api';
import type { ChatMessage } from '../../functions/contracts/chat';
import type { PestSlug } from '../../functions/knowledge/slugs';
import { call } from '../support/http';
import { createUser, type TestUser } from '../support/users';
import { stackTable, useStackEnvironment } from '../support/stack';
import { LOCAL } from '../../infra/local/settings';

const appUrl = inject('appUrl');
useStackEnvironment();
const { saveExchange } = await import('../../functions/lib/chat/chat');
const table = stackTable();
afterAll(() => table.destroy());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A thread with one question and its answer `replyAfterMs` later, asked `daysAgo` days ago, in which the consultant identified `pest`. */
async function thread(user: TestUser, question: string, daysAgo: number, replyAfterMs: number, pest?: PestSlug): Promise<string> {
  const id = randomUUID();
  const asked = new Date(Date.now() - daysAgo * DAY);
  const answered = new Date(asked.getTime() + replyAfterMs);
  const messages: ChatMessage[] = [
    { id: randomUUID(), threadId: id, role: 'user', content: question, createdAt: asked.toISOString() },
    { id: randomUUID(), threadId: id, role: 'assistant', content: 'Ants, mice, wasps and spiders all...', createdAt: answered.toISOString() },
  ];
  await saveExchange({ id, userId: user.sub, title: question.slice(0, 30), createdAt: asked.toISOString(), lastMessageAt: answered.toISOString() }, messages, { pest });
  return id;
}

describe('analytics', () => {
  let user: TestUser;
  let other: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [user, other] = await Promise.all([createUser(appUrl), createUser(appUrl)]);
    ids.ants = await thread(user, 'Ants in the kitchen again', 1, 2 * MINUTE, 'ants');
    ids.moreAnts = await thread(user, 'Ant trail by the window', 2, 4 * MINUTE, 'ants');
    ids.mice = await thread(user, 'Mice behind the fridge', 4, 1, 'rodents');
    ids.termites = await thread(user, 'Termites in the deck', 20, 6 * MINUTE, 'termites');
    ids.old = await thread(user, 'Wasps last summer', 400, MINUTE, 'wasps');
    await thread(other, 'Cockroaches everywhere', 1, 30 * MINUTE, 'cockroaches');
    await thread(other, 'More cockroaches', 1, 30 * MINUTE, 'cockroaches');
  });

  async function analytics(query: string, token = user.idToken) {
    return call<Analytics>(appUrl, 'GET', `${API.analytics}${query}`, { token });
  }

  it("over the week: the caller's own figures, the spec's efficiency score and pest groups", async () => {
    const res = await analytics('?range=week');
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a.range).toBe('week');
    expect(a.usage).toHaveLength(7);
    expect(a.usage.reduce((sum, p) => sum + p.messages, 0)).toBe(6);
    expect(a.daily).toEqual(a.usage);
    expect(a).toMatchObject({ totalMessages: 6, totalConversations: 3, averageMessagesPerConversation: 2 });
    expect(a.efficiencyScore).toBe(91); // replies after 2, 4 and about 0 minutes: 95 - 2 x 2
    expect(a.pestDistribution.map((s) => [s.name, s.value])).toEqual([
      ['Ants', 2],
      ['Rodents', 1],
    ]);
    expect(a.recentActivities.map((r) => [r.threadId, r.pestType, r.status])).toEqual([
      [ids.ants, 'Ants', 'In Progress'],
      [ids.moreAnts, 'Ants', 'In Progress'],
      [ids.mice, 'Rodents', 'Resolved'],
      [ids.termites, 'Termites', 'Resolved'],
      [ids.old, 'Wasps', 'Resolved'],
    ]);
  });

  it('over 6 months and a year', async () => {
    const month = (await analytics('?range=month')).body;
    expect(month.usage).toHaveLength(6);
    expect(month).toMatchObject({ totalMessages: 8, totalConversations: 4, efficiencyScore: 89 });
    expect(month.pestDistribution.map((s) => s.name)).toEqual(['Ants', 'Rodents', 'Termites']);
    const year = (await analytics('?range=year&utcOffset=180')).body;
    expect(year.usage).toHaveLength(12);
    expect(year.totalMessages).toBe(8);
  });

  it("counts only the caller's threads", async () => {
    const theirs = (await analytics('?range=week', other.idToken)).body;
    expect(theirs).toMatchObject({ totalMessages: 4, totalConversations: 2, efficiencyScore: 65 });
    expect(theirs.pestDistribution).toEqual([{ name: 'Roaches', value: 2, color: expect.any(String) }]);
    expect(theirs.recentActivities.map((r) => r.threadId)).not.toContain(ids.ants);
  });

  it('comes from the counts kept on the threads: the same figures with every message gone from the table', async () => {
    const reader = await createUser(appUrl);
    await thread(reader, 'Ants in the kitchen again', 1, 2 * MINUTE, 'ants');
    await thread(reader, 'Mice behind the fridge', 40, MINUTE);
    const before = (await analytics('?range=month', reader.idToken)).body;
    const threads = await table.send(
      new QueryCommand({ TableName: LOCAL.tableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': `THREADS#${reader.sub}` } }),
    );
    for (const t of threads.Items ?? []) {
      const messages = await table.send(new QueryCommand({ TableName: LOCAL.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `THREAD#${t.id}` } }));
      for (const m of messages.Items ?? []) await table.send(new DeleteCommand({ TableName: LOCAL.tableName, Key: { pk: m.pk, sk: m.sk } }));
    }
    const after = (await analytics('?range=month', reader.idToken)).body;
    expect({ ...after, generatedAt: '' }).toEqual({ ...before, generatedAt: '' });
    expect(after).toMatchObject({ totalMessages: 4, totalConversations: 2 });
  });

  it('counts a conversation under the pest the consultant identified, not the words of its title', async () => {
    const asker = await createUser(appUrl);
    // No pest named: the consultant identifies cockroaches from the description.
    const message = 'Flat, oval, reddish-brown insects with long antennae scatter when I switch on the kitchen light at night';
    const sent = await call(appUrl, 'POST', API.pestConsultant, { token: asker.idToken, body: { message, location: 'US', operationId: randomUUID() } });
    expect(sent.status).toBe(200);
    const a = (await analytics('?range=week', asker.idToken)).body;
    expect(a.pestDistribution).toEqual([{ name: 'Roaches', value: 1, color: expect.any(String) }]);
    expect(a.recentActivities.map((r) => r.pestType)).toEqual(['Roaches']);
  });

  it('is zero for a new user, and refuses an unknown range', async () => {
    const fresh = await createUser(appUrl);
    const none = (await analytics('', fresh.idToken)).body;
    expect(none).toMatchObject({ range: 'week', totalMessages: 0, totalConversations: 0, efficiencyScore: 85, pestDistribution: [], recentActivities: [] });
    const bad = await call(appUrl, 'GET', `${API.analytics}?range=decade`, { token: user.idToken });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Range must be week, month or year.');
  });
});
