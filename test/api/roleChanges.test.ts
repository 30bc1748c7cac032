// Roles that take effect at once (issue 28): after an admin demotes or deletes an admin, that admin's earlier token is
// refused on every admin route of the catalogue, reads included (401, so the web signs out), and a role change signs
// the user out everywhere (their refresh token stops working); the promoted user's new token works on every admin
// route, the demoted user goes on with user routes on a fresh token; and a warm function keeps what it read of a caller
// for its window only (a clock given to the reader).
import { randomUUID } from 'node:crypto';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allRoutes } from '../../functions/catalog';
import { API } from '../../functions/contracts/api';
import type { LeadWire } from '../../functions/contracts/lead';
import { GENERIC, LEAD } from '../../functions/contracts/messages';
import { keys } from '../../functions/lib/platform/keys';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { stackTable, useStackEnvironment } from '../support/stack';
import { cognitoClient, createUser, signIn, signInTokens, turnOnTotp, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
useStackEnvironment();
const { roleRecords, ROLE_RECORD_MS } = await import('../../functions/lib/platform/adminRights');
const { markDeleted } = await import('../../functions/lib/platform/liveness');
const { saveProviders } = await import('../../functions/lib/providers/providers');
const table = stackTable();
afterAll(() => table.destroy());

const run = randomUUID().slice(0, 8);
const adminRoutes = allRoutes().filter((r) => r.access === 'admin');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** A user with a profile (their first call creates it, as the web's first call does). */
async function member(options: Parameters<typeof createUser>[1] = {}): Promise<TestUser> {
  const user = await createUser(appUrl, options);
  expect((await call(appUrl, 'GET', API.profile, { token: user.idToken })).status).toBe(200);
  return user;
}

/** A call of the route with ids that name nothing and an empty body, as the authorization test makes it. */
function callRoute(route: (typeof adminRoutes)[number], token: string) {
  const path = route.path.replace(/\{[^}]+\}/g, 'does-not-exist');
  return call(appUrl, route.method, path, { token, body: ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined });
}

const browser = cognitoClient(`${appUrl}${LOCAL.cognitoPath}`);
const signInWithRefresh = async (user: TestUser) => (await signInTokens(appUrl, user.email, user.password))!.RefreshToken!;
const refresh = (refreshToken: string) =>
  browser.send(new InitiateAuthCommand({ ClientId: LOCAL.userPoolClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } }));

let admin: TestUser;
/** Demoted to user by `admin`, with the tokens from before. */
let demoted: TestUser;
let demotedRefresh: string;
/** Deleted by `admin`, with the token from before. */
let deleted: TestUser;
/** Promoted to admin by `admin`: the token from before, and one from after. */
let promoted: TestUser;
let promotedToken: string;

beforeAll(async () => {
  [admin, demoted, deleted, promoted] = await Promise.all([
    member({ groups: ['admin'], displayName: `Admin ${run}` }),
    member({ groups: ['admin'] }),
    member({ groups: ['admin'] }),
    member(),
  ]);
  demotedRefresh = await signInWithRefresh(demoted);
  expect((await refresh(demotedRefresh)).AuthenticationResult?.IdToken).toBeTruthy();
  const put = (body: unknown) => call(appUrl, 'PUT', API.adminUsers, { token: admin.idToken, body });
  expect((await put({ userId: demoted.sub, role: 'user' })).status).toBe(200);
  expect((await put({ userId: promoted.sub, role: 'admin' })).status).toBe(200);
  expect((await call(appUrl, 'DELETE', API.adminUsers, { token: admin.idToken, body: { userId: deleted.sub } })).status).toBe(200);
  // A new admin sets up the second factor before admin rights hold (the test stack requires it, as AWS does).
  promotedToken = (await turnOnTotp(appUrl, promoted)).idToken;
}, 60_000);

describe.each(adminRoutes)('$method $path', (route) => {
  it("refuses a demoted admin's earlier token (401, as for no session)", async () => {
    expect(claimsOf(demoted.idToken)['cognito:groups']).toEqual(['admin']);
    const res = await callRoute(route, demoted.idToken);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(GENERIC.unauthorized);
  });

  it("refuses a deleted admin's earlier token (401, as for no session)", async () => {
    const res = await callRoute(route, deleted.idToken);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(GENERIC.unauthorized);
  });

  it("takes the promoted user's new token, and not the one from before (403)", async () => {
    const res = await callRoute(route, promotedToken);
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
    expect((await callRoute(route, promoted.idToken)).status).toBe(403);
  });
});

describe('a role change', () => {
  it('signs the user out everywhere: a refresh token from before it no longer works', async () => {
    await expect(refresh(demotedRefresh)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('leaves the demoted user their user routes on a fresh token, and admin routes refuse it (403)', async () => {
    const fresh = await signIn(appUrl, demoted.email, demoted.password);
    expect(claimsOf(fresh)['cognito:groups']).toBeUndefined();
    const profile = await call(appUrl, 'GET', API.profile, { token: fresh });
    expect(profile.status).toBe(200);
    expect(profile.body.role).toBe('user');
    expect((await call(appUrl, 'GET', API.threads, { token: fresh })).status).toBe(200);
    expect((await call(appUrl, 'PUT', API.profile, { token: fresh, body: { displayName: `Demoted ${run}` } })).status).toBe(200);
    expect((await call(appUrl, 'GET', API.adminUsers, { token: fresh })).status).toBe(403);
  });

  it("takes away an admin's power on a route open to users: a demoted admin's earlier token cannot notify for someone else's lead", async () => {
    const providerId = `role-change-${run}`;
    await saveProviders([
      {
        id: providerId,
        name: `Provider ${run}`,
        description: 'Pest control for homes and businesses.',
        services: ['Inspection'],
        category: 'pest_control',
        contactInfo: { address: '1 Role Street', email: `${providerId}@providers.test` },
        featured: false,
        rating: 4,
        reviewCount: 10,
        country: `Roleland ${run}`,
        city: 'Roleville',
        locations: [],
        createdAt: '2025-01-15T09:00:00.000Z',
      },
    ]);
    const owner = await member();
    const created = await call<{ lead: LeadWire }>(appUrl, 'POST', API.leads, {
      token: owner.idToken,
      body: { provider_id: providerId, message: 'Wasps nesting under the eaves.', country: `Roleland ${run}`, city: 'Roleville', consentToPrivacyPolicy: true },
    });
    expect(created.status).toBe(201);
    const notify = (token: string) => call(appUrl, 'POST', API.leadNotification, { token, body: { leadId: created.body.lead.id } });
    const refused = await notify(demoted.idToken);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(LEAD.notifyForbidden);
    expect((await notify(promotedToken)).status).toBe(200);
  });
});

describe("a warm function's record of a caller", () => {
  it('is read again once its window has passed: a role change, then a deletion, is seen on the next request after it', async () => {
    const sub = `role-record-${run}`;
    await table.send(new PutCommand({ TableName: LOCAL.tableName, Item: { ...keys.profile(sub), id: sub, role: 'admin' } }));
    let now = Date.parse('2026-11-27T10:00:00.000Z');
    const read = roleRecords(() => now);
    expect(await read(sub)).toEqual({ gone: false, role: 'admin' });

    const changedAt = '2026-11-27T10:00:01.000Z';
    await table.send(
      new UpdateCommand({
        TableName: LOCAL.tableName,
        Key: keys.profile(sub),
        UpdateExpression: 'SET #role = :role, roleChangedAt = :at',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':role': 'user', ':at': changedAt },
      }),
    );
    now += ROLE_RECORD_MS - 1;
    expect(await read(sub)).toEqual({ gone: false, role: 'admin' });
    now += 1;
    expect(await read(sub)).toEqual({ gone: false, role: 'user', changedAt: Date.parse(changedAt) });

    await markDeleted(sub);
    await table.send(new DeleteCommand({ TableName: LOCAL.tableName, Key: keys.profile(sub) }));
    now += ROLE_RECORD_MS;
    expect(await read(sub)).toEqual({ gone: true });
  });

  it('without a profile or a deletion, leaves the token as the only word on the role', async () => {
    const read = roleRecords(() => 0);
    expect(await read(`never-called-${run}`)).toEqual({ gone: false });
  });
});
