// The Audit Log against the embedded stack (issue 31): the records of admin writes newest first, by admin, by action,
// by both, within a time range, paged by cursor and by page number with the count of the matches; refused to users
// and visitors; a bad filter answered with its message.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API, type ApiErrorBody } from '../../functions/contracts/api';
import type { AuditList } from '../../functions/contracts/audit';
import { AUDIT } from '../../functions/contracts/messages';
import { call } from '../support/http';
import { stackTable, useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
useStackEnvironment();
const table = stackTable();
afterAll(() => table.destroy());

let first: TestUser;
let second: TestUser;
let user: TestUser;
let started: string;

const audit = (query: Record<string, string | number>, token = first.idToken) =>
  call<AuditList>(appUrl, 'GET', `${API.adminAudit}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`, { token });
const put = (body: unknown, token: string) => call(appUrl, 'PUT', API.adminUsers, { token, body });

beforeAll(async () => {
  [first, second, user] = await Promise.all([createUser(appUrl, { groups: ['admin'] }), createUser(appUrl, { groups: ['admin'] }), createUser(appUrl)]);
  for (const who of [first, second, user]) expect((await call(appUrl, 'GET', API.profile, { token: who.idToken })).status).toBe(200);
  started = new Date(Date.now() - 1000).toISOString();
  // The first admin: three resets and a rename; the second: one rename.
  for (let i = 0; i < 3; i += 1) expect((await put({ userId: user.sub, reset_tokens: true }, first.idToken)).status).toBe(200);
  expect((await put({ userId: user.sub, display_name: 'Renamed Once' }, first.idToken)).status).toBe(200);
  expect((await put({ userId: user.sub, display_name: 'Renamed Twice' }, second.idToken)).status).toBe(200);
});

describe('the audit log', () => {
  it('lists an admin’s writes newest first: who, what, on which object, when and what changed', async () => {
    const res = await audit({ admin: first.sub });
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e) => e.action)).toEqual(['user.update', 'user.reset-tokens', 'user.reset-tokens', 'user.reset-tokens']);
    expect(res.body.entries[0]).toMatchObject({ admin_id: first.sub, admin_email: first.email, target: [user.sub], route: `PUT ${API.adminUsers}`, changes: { display_name: 'Renamed Once' } });
    expect(res.body.pagination).toMatchObject({ total: 4, page: 1 });
    const times = res.body.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by action (every admin’s), by admin and action together, and by time range', async () => {
    const renames = await audit({ action: 'user.update', from: started });
    const mine = renames.body.entries.filter((e) => e.target.includes(user.sub));
    expect(mine.map((e) => e.admin_id)).toEqual([second.sub, first.sub]);
    expect(renames.body.entries.every((e) => e.action === 'user.update')).toBe(true);

    const both = await audit({ admin: first.sub, action: 'user.reset-tokens' });
    expect(both.body.entries).toHaveLength(3);
    expect(both.body.pagination.total).toBe(3);

    const later = await audit({ admin: first.sub, from: new Date(Date.now() + 60_000).toISOString() });
    expect(later.body).toMatchObject({ entries: [], pagination: { total: 0 } });
    const before = await audit({ admin: first.sub, to: started });
    expect(before.body.entries).toEqual([]);
    const all = await audit({ from: started });
    expect(all.body.entries.filter((e) => e.target.includes(user.sub))).toHaveLength(5);
  });

  it('pages by cursor and by page number, with the count of every match', async () => {
    const one = await audit({ admin: first.sub, limit: 3 });
    expect(one.body.entries).toHaveLength(3);
    expect(one.body.pagination).toEqual({ page: 1, pageSize: 3, total: 4, pages: 2 });
    const two = await audit({ admin: first.sub, limit: 3, page: 2, cursor: one.body.nextCursor! });
    expect(two.body.entries).toHaveLength(1);
    expect(two.body.nextCursor).toBeNull();
    const jumped = await audit({ admin: first.sub, limit: 3, page: 2 });
    expect(jumped.body.entries).toEqual(two.body.entries);
    expect(new Set([...one.body.entries, ...two.body.entries].map((e) => e.id)).size).toBe(4);
  });

  it('is for admins only, and answers a bad filter with its message', async () => {
    expect((await audit({}, user.idToken)).status).toBe(403);
    expect((await call(appUrl, 'GET', API.adminAudit)).status).toBe(401);
    const badAction = await audit({ action: 'drop;table' });
    expect(badAction.status).toBe(400);
    expect((badAction.body as unknown as ApiErrorBody).error.message).toBe(AUDIT.actionInvalid);
    const backwards = await audit({ from: new Date().toISOString(), to: started });
    expect(backwards.status).toBe(400);
    expect((backwards.body as unknown as ApiErrorBody).error.message).toBe(AUDIT.rangeInvalid);
    expect((await audit({ cursor: 'bm90LWEtY3Vyc29y' })).status).toBe(400);
  });
});
