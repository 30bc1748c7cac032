// The error panel's groups as an admin works them (issue 31): resolve, ignore and reopen a group, each audited; a
// resolved group that has a new error comes back Unresolved as a regression, an ignored one stays Ignored and still
// counts; only an admin may change a group, with a body checked in the spec's error shape, within a per-caller budget;
// a group no longer recorded is not found; Clear All still empties the log.
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import type { ClientErrorReport } from '../../functions/contracts/clientError';
import { ERROR_PANEL, GENERIC } from '../../functions/contracts/messages';
import type { ClientErrorRecord, ClientErrorsReply, ErrorGroupChange, ErrorGroupStatus } from '../../functions/contracts/monitoring';
import { keys } from '../../functions/lib/platform/keys';
import { DEFAULT_WRITE_LIMIT, writeLimit } from '../../functions/lib/platform/limits';
import { LOCAL } from '../../infra/local/settings';
import { callFrom, loopbackClients } from '../support/fromAddress';
import { call } from '../support/http';
import { stackTable } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
const table = stackTable();
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  [admin, user] = await Promise.all([createUser(appUrl, { groups: ['admin'] }), createUser(appUrl)]);
});
afterAll(() => table.destroy());

const report = (): ClientErrorReport => ({
  kind: 'error',
  message: `TypeError: group ${randomUUID()}`,
  stack: 'TypeError: group\n    at render (http://127.0.0.1/assets/index.js:1:300)',
  route: '/chat',
  release: 'test',
  browser: 'Chromium 140',
});

/** One report from its own loopback address (the per-address budget is no part of these tests); answers its group. */
async function reportOnce(error: ClientErrorReport): Promise<string> {
  const res = await callFrom(appUrl, loopbackClients(1)[0]!, 'POST', API.clientErrors, error);
  expect(res.status).toBe(202);
  return res.body.fingerprint as string;
}

const setStatus = (fingerprint: string, status: ErrorGroupStatus, as: TestUser = admin) =>
  call<ErrorGroupChange>(appUrl, 'PUT', API.monitoringErrors, { token: as.idToken, body: { fingerprint, status } });

async function group(fingerprint: string): Promise<ClientErrorRecord | undefined> {
  const { body } = await call<ClientErrorsReply>(appUrl, 'GET', API.monitoringErrors, { token: admin.idToken });
  return body.errors.find((e) => e.fingerprint === fingerprint);
}

/** The audit records of a group (this month's and last month's, should the test run across a month's end). */
async function auditOf(fingerprint: string) {
  const now = new Date();
  const months = new Set([now, new Date(now.getTime() - 60_000)].map((d) => keys.audit(d.toISOString(), 'x').pk));
  const items = [];
  for (const pk of months) {
    const res = await table.send(new QueryCommand({ TableName: LOCAL.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }));
    items.push(...(res.Items ?? []).filter((i) => (i.target as string[]).includes(fingerprint)));
  }
  return items.sort((a, b) => String(a.at).localeCompare(String(b.at)));
}

describe('an error group', () => {
  it('is Unresolved when it is first recorded', async () => {
    const fp = await reportOnce(report());
    expect(await group(fp)).toMatchObject({ status: 'unresolved', statusChangedAt: null, regressedAt: null, count: 1 });
  });

  it('resolved, comes back as a regression on its next error: Unresolved again, with when it came back', async () => {
    const error = report();
    const fp = await reportOnce(error);
    const resolved = await setStatus(fp, 'resolved');
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ fingerprint: fp, previous: 'unresolved', status: 'resolved', regressedAt: null });
    expect(await group(fp)).toMatchObject({ status: 'resolved', statusChangedAt: resolved.body.statusChangedAt, regressedAt: null });

    await reportOnce(error);
    const back = await group(fp);
    expect(back).toMatchObject({ status: 'unresolved', count: 2 });
    expect(back?.regressedAt).toBe(back?.lastOccurrence);
    expect(back!.regressedAt! >= resolved.body.statusChangedAt!).toBe(true);

    // A third error leaves it a regression from when it first came back.
    await reportOnce(error);
    expect(await group(fp)).toMatchObject({ status: 'unresolved', regressedAt: back?.regressedAt, count: 3 });
  });

  it('ignored, stays Ignored however often it happens, and its count still grows', async () => {
    const error = report();
    const fp = await reportOnce(error);
    const ignored = await setStatus(fp, 'ignored');
    expect(ignored.status).toBe(200);
    expect(ignored.body).toMatchObject({ previous: 'unresolved', status: 'ignored' });
    await reportOnce(error);
    await reportOnce(error);
    expect(await group(fp)).toMatchObject({ status: 'ignored', statusChangedAt: ignored.body.statusChangedAt, regressedAt: null, count: 3 });
  });

  it('reopened, is Unresolved and no longer a regression; each change is audited under its action', async () => {
    const error = report();
    const fp = await reportOnce(error);
    await setStatus(fp, 'resolved');
    await reportOnce(error);
    expect((await group(fp))?.regressedAt).not.toBeNull();
    await setStatus(fp, 'ignored');
    const reopened = await setStatus(fp, 'unresolved');
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ previous: 'ignored', status: 'unresolved', regressedAt: null });
    expect(await group(fp)).toMatchObject({ status: 'unresolved', regressedAt: null, count: 2 });

    const audit = await auditOf(fp);
    expect(audit.map((a) => [a.action, a.adminId, a.changes])).toEqual([
      ['errors.resolve', admin.sub, { status: { from: 'unresolved', to: 'resolved' } }],
      ['errors.ignore', admin.sub, { status: { from: 'unresolved', to: 'ignored' } }],
      ['errors.reopen', admin.sub, { status: { from: 'ignored', to: 'unresolved' } }],
    ]);
  });
});

describe('who may change a group, and with what', () => {
  it('refuses a change without a session (401) and from a user (403), and leaves the group as it was', async () => {
    const fp = await reportOnce(report());
    expect((await call(appUrl, 'PUT', API.monitoringErrors, { body: { fingerprint: fp, status: 'resolved' } })).status).toBe(401);
    const res = await setStatus(fp, 'resolved', user);
    expect(res.status).toBe(403);
    expect((res.body as unknown as { error: { message: string } }).error.message).toBe(GENERIC.forbidden);
    expect((await group(fp))?.status).toBe('unresolved');
    expect(await auditOf(fp)).toEqual([]);
  });

  it('refuses bad input in the spec’s error shape: a status it does not know, an overlong or foreign fingerprint, an unknown field', async () => {
    const fp = await reportOnce(report());
    const put = (body: unknown) => call(appUrl, 'PUT', API.monitoringErrors, { token: admin.idToken, body });
    const badStatus = await put({ fingerprint: fp, status: 'closed' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error).toMatchObject({ code: 'BadRequest', fields: { status: ERROR_PANEL.statusInvalid } });
    const long = await put({ fingerprint: 'a'.repeat(65), status: 'resolved' });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ code: 'BadRequest', fields: { fingerprint: ERROR_PANEL.groupNotFound } });
    expect((await put({ fingerprint: 'ERROR#x', status: 'resolved' })).status).toBe(400);
    expect((await put({ fingerprint: fp, status: 'resolved', count: 0 })).status).toBe(400);
    expect((await group(fp))?.status).toBe('unresolved');
  });

  it('answers 404 for a group no longer recorded', async () => {
    const res = await setStatus('NoSuchGroup0000000000a', 'resolved');
    expect(res.status).toBe(404);
    expect((res.body as unknown as { error: { message: string } }).error.message).toBe(ERROR_PANEL.groupNotFound);
  });

  it("spends the caller's write budget: past it a 429, and the group is left as it was", async () => {
    const limit = writeLimit(`PUT ${API.monitoringErrors}`);
    expect(limit).toBe(DEFAULT_WRITE_LIMIT);
    const busy = await createUser(appUrl, { groups: ['admin'] });
    const fp = await reportOnce(report());
    for (let i = 0; i < limit.limit; i++) expect((await setStatus(fp, i % 2 ? 'unresolved' : 'ignored', busy)).status).toBe(200);
    const past = await setStatus(fp, 'resolved', busy);
    expect(past.status).toBe(429);
    expect((past.body as unknown as { error: { message: string } }).error.message).toBe(limit.message);
    expect((await group(fp))?.status).toBe(limit.limit % 2 ? 'ignored' : 'unresolved');
  });
});

describe('Clear All', () => {
  it('still empties the log, resolved and ignored groups with the rest', async () => {
    const [a, b] = await Promise.all([reportOnce(report()), reportOnce(report())]);
    expect((await setStatus(a, 'resolved')).status).toBe(200);
    expect((await setStatus(b, 'ignored')).status).toBe(200);
    const res = await call(appUrl, 'DELETE', API.monitoringErrors, { token: admin.idToken });
    expect(res.status).toBe(200);
    expect((await call<ClientErrorsReply>(appUrl, 'GET', API.monitoringErrors, { token: admin.idToken })).body.errors).toEqual([]);
  });
});
