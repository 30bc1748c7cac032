// The Threads tab's calls against the embedded stack (issue 12 §3 and §5): every thread newest or oldest first with its
// owner, the transcript in time order, and an admin's reply that the owner finds in their thread, moving it to the top.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminThread } from '../../functions/contracts/adminThreads';
import { API } from '../../functions/contracts/api';
import { ADMIN_THREADS } from '../../functions/contracts/messages';
import { call } from '../support/http';
import { useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
useStackEnvironment();
const { saveExchange } = await import('../../functions/lib/chat/chat');

let admin: TestUser;
let owner: TestUser;
const threadId = randomUUID();
const older = randomUUID();

beforeAll(async () => {
  [admin, owner] = await Promise.all([createUser(appUrl, { groups: ['admin'] }), createUser(appUrl, { displayName: 'Thread Owner' })]);
  expect((await call(appUrl, 'GET', API.profile, { token: owner.idToken })).status).toBe(200);
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  await saveExchange({ id: older, userId: owner.sub, title: 'Old wasps', createdAt: at(600), lastMessageAt: at(600) }, [
    { id: randomUUID(), threadId: older, role: 'user', content: 'Wasps last year', createdAt: at(600) },
  ]);
  await saveExchange({ id: threadId, userId: owner.sub, title: 'Ants in the kitchen', createdAt: at(10), lastMessageAt: at(9) }, [
    { id: randomUUID(), threadId, role: 'user', content: 'I have ants in the kitchen', createdAt: at(10) },
    { id: randomUUID(), threadId, role: 'assistant', content: 'Start by finding their trail.', createdAt: at(9) },
  ]);
});

const messagesPath = (id: string) => `/api/admin/threads/${id}/messages`;

describe('admin threads', () => {
  it('lists every thread newest or oldest first, with its owner, in the sizes offered', async () => {
    const newest = await call<{ threads: AdminThread[] }>(appUrl, 'GET', `${API.adminThreads}?sort=newest&limit=500`, { token: admin.idToken });
    expect(newest.status).toBe(200);
    const mine = newest.body.threads.filter((t) => t.user_id === owner.sub);
    expect(mine.map((t) => t.id)).toEqual([threadId, older]);
    expect(mine[0]).toMatchObject({ title: 'Ants in the kitchen', user: { id: owner.sub, email: owner.email, display_name: 'Thread Owner' } });
    const times = newest.body.threads.map((t) => t.last_message_at);
    expect(times).toEqual([...times].sort().reverse());

    const oldest = await call<{ threads: AdminThread[] }>(appUrl, 'GET', `${API.adminThreads}?sort=oldest&limit=10`, { token: admin.idToken });
    const oldTimes = oldest.body.threads.map((t) => t.last_message_at);
    expect(oldTimes).toEqual([...oldTimes].sort());
    expect(oldest.body.threads.length).toBeLessThanOrEqual(10);

    expect((await call(appUrl, 'GET', `${API.adminThreads}?limit=7`, { token: admin.idToken })).status).toBe(400);
  });

  it('refuses users and providers (403) and visitors (401)', async () => {
    const provider = await createUser(appUrl, { groups: ['provider'] });
    expect((await call(appUrl, 'GET', API.adminThreads, { token: owner.idToken })).status).toBe(403);
    expect((await call(appUrl, 'GET', API.adminThreads, { token: provider.idToken })).status).toBe(403);
    expect((await call(appUrl, 'GET', API.adminThreads)).status).toBe(401);
    const post = await call(appUrl, 'POST', messagesPath(threadId), { token: owner.idToken, body: { userId: owner.sub, content: 'Not an admin' } });
    expect(post.status).toBe(403);
  });

  it('shows the transcript in time order, and the reply reaches the owner’s thread, moving it to the top', async () => {
    const transcript = await call(appUrl, 'GET', `${messagesPath(threadId)}?userId=${owner.sub}`, { token: admin.idToken });
    expect(transcript.status).toBe(200);
    expect(transcript.body.messages.map((m: { content: string }) => m.content)).toEqual(['I have ants in the kitchen', 'Start by finding their trail.']);

    const blank = await call(appUrl, 'POST', messagesPath(threadId), { token: admin.idToken, body: { userId: owner.sub, content: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe(ADMIN_THREADS.replyRequired);

    const sent = await call(appUrl, 'POST', messagesPath(older), { token: admin.idToken, body: { userId: owner.sub, content: 'An admin here: are the wasps back?' } });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({ role: 'assistant', threadId: older, author: 'team' });

    const seen = await call(appUrl, 'GET', `/api/threads/${older}/messages`, { token: owner.idToken });
    // The owner's chat tells the team's reply from the consultant's: only the admin's carries author 'team'.
    expect(seen.body.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'An admin here: are the wasps back?', author: 'team' });
    expect(seen.body.messages.slice(0, -1).every((m: { author?: string }) => m.author === undefined)).toBe(true);
    const threads = await call(appUrl, 'GET', API.threads, { token: owner.idToken });
    expect(threads.body.threads[0].id).toBe(older);

    const wrongOwner = await call(appUrl, 'POST', messagesPath(older), { token: admin.idToken, body: { userId: admin.sub, content: 'Hello' } });
    expect(wrongOwner.status).toBe(404);
  });
});
