// User Management against the embedded stack (issue 12 §2 and §5): every registered user listed (a confirmed sign-up
// before their first sign-in too), search by any part of the e-mail or of a word of the name, paging, the role
// filter, a role change that moves the Cognito group (the next token carries it) with the profile mirroring it, token
// resets, deletion of the login and all data, the bulk actions, the refusals (self-demotion, self-deletion, the last
// admin), the validation messages, and an audit record for each admin write; a user's access (issue 31): disable (no
// sign-in, no refresh: Cognito's 'User is disabled.'), enable, sign out everywhere (the old refresh token fails), and
// the sign-up and last sign-in dates.
import { randomUUID } from 'node:crypto';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  ListUsersInGroupCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminUser, AdminUserList } from '../../functions/contracts/adminUsers';
import { API } from '../../functions/contracts/api';
import { ADMIN_USERS } from '../../functions/contracts/messages';
import { keys } from '../../functions/lib/platform/keys';
import { readMailbox } from '../../infra/local/mail';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { auditFor, stackTable, useStackEnvironment } from '../support/stack';
import { cognitoAdminClient, cognitoClient, createUser, refreshedTokens, signIn, signInTokens, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
const mailboxUrl = inject('mailboxUrl');
useStackEnvironment();
const { saveExchange } = await import('../../functions/lib/chat/chat');
const { deleteUsers } = await import('../../functions/lib/users/adminUsers');
const table = stackTable();
const cognitoAdmin = cognitoAdminClient();
afterAll(() => table.destroy());

const run = randomUUID().slice(0, 6);
let admin: TestUser;

/** A user with a profile (their first call creates it, as the web's first call does). */
async function member(options: Parameters<typeof createUser>[1] = {}): Promise<TestUser> {
  const user = await createUser(appUrl, options);
  expect((await call(appUrl, 'GET', API.profile, { token: user.idToken })).status).toBe(200);
  return user;
}

const list = (query: string) => call<AdminUserList>(appUrl, 'GET', `${API.adminUsers}?${query}`, { token: admin.idToken });
const put = (body: unknown, token = admin.idToken) => call(appUrl, 'PUT', API.adminUsers, { token, body });
const remove = (body: unknown, token = admin.idToken) => call(appUrl, 'DELETE', API.adminUsers, { token, body });
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const groupsOf = async (email: string) => ((await cognitoAdmin.send(new AdminListGroupsForUserCommand({ UserPoolId: LOCAL.userPoolId, Username: email }))).Groups ?? []).map((g) => g.GroupName);

beforeAll(async () => {
  admin = await member({ groups: ['admin'], displayName: `Admin ${run}` });
});

describe('the user list', () => {
  it('lists a confirmed sign-up who has never signed in', async () => {
    const email = `never-${run}@test.example`;
    const browser = cognitoClient(`${appUrl}${LOCAL.cognitoPath}`);
    await browser.send(
      new SignUpCommand({ ClientId: LOCAL.userPoolClientId, Username: email, Password: 'Never1234', UserAttributes: [{ Name: 'email', Value: email }, { Name: 'name', Value: 'Never Signed' }] }),
    );
    const mail = (await readMailbox(mailboxUrl)).find((m) => m.destination.to.includes(email))!;
    const code = new URL(/href="([^"]+)"/.exec(mail.body.html ?? '')![1]!.replace(/&amp;/g, '&')).searchParams.get('code')!;
    await browser.send(new ConfirmSignUpCommand({ ClientId: LOCAL.userPoolClientId, Username: email, ConfirmationCode: code }));

    const res = await list(`query=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([expect.objectContaining({ email, display_name: 'Never Signed', role: 'user', token_balance: expect.any(Number) })]);
    expect(res.body.users[0]).toMatchObject({ enabled: true, last_sign_in_at: null });
    expect(Object.keys(res.body.users[0]!)).toEqual(
      expect.arrayContaining(['id', 'email', 'display_name', 'role', 'token_balance', 'monthly_token_allocation', 'token_reset_date', 'token_request_pending']),
    );
  });

  it('searches by e-mail prefix and by the start of any word of the name, in pages of 10', async () => {
    const word = `quokka${run}`;
    const users = await Promise.all(
      Array.from({ length: 12 }, (_, i) => member({ email: `srch-${run}-${String(i).padStart(2, '0')}@test.example`, displayName: i % 2 ? `${word} Smith` : `Ann ${word}` })),
    );
    const byEmail1 = await list(`query=srch-${run}&page=1&limit=10`);
    const byEmail2 = await list(`query=srch-${run}&page=2&limit=10`);
    expect(byEmail1.body.pagination).toEqual({ page: 1, pageSize: 10, total: 12, pages: 2 });
    expect(byEmail1.body.users).toHaveLength(10);
    expect(byEmail2.body.users).toHaveLength(2);
    const seen = [...byEmail1.body.users, ...byEmail2.body.users].map((u) => u.id);
    expect(new Set(seen)).toEqual(new Set(users.map((u) => u.sub)));

    const byWord = await list(`query=${word.toUpperCase()}`);
    expect(byWord.body.pagination.total).toBe(12);
    const byWordPrefix = await list(`query=${word.slice(0, -2)}`);
    expect(byWordPrefix.body.pagination.total).toBe(12);
    expect((await list(`query=mith${run}`)).body.pagination.total).toBe(0);
  });

  it('finds any part of an e-mail or of a word of the name, in any case', async () => {
    const user = await member({ email: `deb.g70951x${run}@inside${run}.example`, displayName: `Debora Okonkwo${run}` });
    const found = async (text: string) => (await list(`query=${encodeURIComponent(text)}`)).body.users.map((u) => u.id);
    expect(await found(`inside${run}.example`)).toEqual([user.sub]);
    expect(await found(`G70951X${run}`)).toEqual([user.sub]);
    expect(await found(`konkwo${run}`)).toEqual([user.sub]);
    expect(await found(`${run}@inside`)).toEqual([user.sub]);
    expect(await found(`konkwo${run}x`)).toEqual([]);
  });

  it('pages the whole list by cursor or by page number, and filters by role', async () => {
    await Promise.all(Array.from({ length: 9 }, (_, i) => member({ groups: i < 3 ? ['provider'] : [] })));
    const first = await list('page=1&limit=10');
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(10);
    expect(first.body.pagination.total).toBeGreaterThan(10);
    const byCursor = await list(`page=2&limit=10&cursor=${first.body.nextCursor}`);
    expect(byCursor.body.users).toHaveLength(10);
    expect(byCursor.body.users.map((u) => u.id).filter((id) => first.body.users.some((u) => u.id === id))).toEqual([]);
    // A page reached out of turn (no cursor) skips the pages before it.
    const byNumber = await list('page=2&limit=10');
    expect(byNumber.body.users).toHaveLength(10);
    expect(byNumber.body.pagination.page).toBe(2);

    const providers = await list('role=provider&limit=100');
    expect(providers.body.users.length).toBeGreaterThanOrEqual(3);
    expect(providers.body.users.every((u: AdminUser) => u.role === 'provider')).toBe(true);
    expect(providers.body.pagination.total).toBe(providers.body.users.length);
  });

  it('gives one user with the consent data of their metadata', async () => {
    const user = await member();
    const res = await call(appUrl, 'GET', `/api/admin/users/${user.sub}?includeMetadata=true`, { token: admin.idToken });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.sub);
    expect(res.body.metadata).toEqual({ consentToPrivacyPolicy: false, consentTimestamp: null, marketingConsent: false, marketingConsentTimestamp: null });
    expect((await call(appUrl, 'GET', `/api/admin/users/nobody-${run}`, { token: admin.idToken })).status).toBe(404);
  });

  it('refuses users and providers (403) and visitors (401)', async () => {
    const [user, provider] = await Promise.all([member(), member({ groups: ['provider'] })]);
    expect((await call(appUrl, 'GET', API.adminUsers, { token: user.idToken })).status).toBe(403);
    expect((await call(appUrl, 'GET', API.adminUsers, { token: provider.idToken })).status).toBe(403);
    expect((await call(appUrl, 'GET', API.adminUsers)).status).toBe(401);
    expect((await put({ userId: user.sub, role: 'admin' }, user.idToken)).status).toBe(403);
    expect(await groupsOf(user.email)).toEqual([]);
  });
});

describe('changes to one user', () => {
  it('moves the user between Cognito groups; the profile mirrors it and the next token carries it', async () => {
    const user = await member();
    const res = await put({ userId: user.sub, role: 'provider' });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('provider');
    expect(await groupsOf(user.email)).toEqual(['provider']);
    // The token in hand still says user; the mirror keeps the admin's change.
    expect((await call(appUrl, 'GET', API.profile, { token: user.idToken })).body.role).toBe('provider');
    expect((await list(`query=${user.email}&role=provider`)).body.users.map((u) => u.id)).toEqual([user.sub]);
    const next = await signIn(appUrl, user.email, user.password);
    expect(claimsOf(next)['cognito:groups']).toEqual(['provider']);

    expect((await put({ userId: user.sub, role: 'user' })).body.user.role).toBe('user');
    expect(await groupsOf(user.email)).toEqual([]);
    expect((await list(`query=${user.email}&role=provider`)).body.users).toEqual([]);
    const audit = await auditFor(table, user.sub);
    expect(audit).toEqual(expect.arrayContaining([expect.objectContaining({ adminId: admin.sub, action: 'user.update', changes: { role: 'provider' } })]));
    expect(audit[0]!.expiresAt).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
  });

  it('updates the name (found by its new words), tokens and the request flag, and resets tokens', async () => {
    const user = await member();
    const name = `Renamed${run} Person`;
    const res = await put({ userId: user.sub, display_name: name, token_balance: 3, monthly_token_allocation: 40, token_request_pending: true });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ display_name: name, token_balance: 3, monthly_token_allocation: 40, token_request_pending: true });
    expect((await list(`query=renamed${run}`)).body.users.map((u) => u.id)).toEqual([user.sub]);
    const reset = await put({ userId: user.sub, reset_tokens: true, token_request_pending: false });
    expect(reset.body.user).toMatchObject({ token_balance: 40, token_request_pending: false });
  });

  it('answers bad input with the spec’s messages and changes nothing', async () => {
    const user = await member();
    for (const [body, message] of [
      [{ userId: user.sub, display_name: 'a' }, ADMIN_USERS.displayNameMin],
      [{ userId: user.sub, token_balance: -1 }, ADMIN_USERS.tokenBalanceInvalid],
      [{ userId: user.sub, token_balance: 1.5 }, ADMIN_USERS.tokenBalanceInvalid],
      [{ userId: user.sub, monthly_token_allocation: -2 }, ADMIN_USERS.allocationInvalid],
      [{ userId: user.sub, role: 'root' }, ADMIN_USERS.roleInvalid],
      [{ userId: user.sub }, ADMIN_USERS.nothingToUpdate],
      [{ userIds: [], bulk_reset_tokens: true }, ADMIN_USERS.userIdsRequired],
    ] as const) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await call(appUrl, 'GET', `/api/admin/users/${user.sub}`, { token: admin.idToken })).body.user.display_name).toBe(user.displayName);
  });

  it('refuses an admin’s own demotion and deletion', async () => {
    const demote = await put({ userId: admin.sub, role: 'user' });
    expect(demote.status).toBe(409);
    expect(demote.body.error.message).toBe(ADMIN_USERS.selfDemote);
    const bulk = await put({ userIds: [admin.sub], bulk_update_role: true, role: 'provider' });
    expect(bulk.body.error.message).toBe(ADMIN_USERS.selfDemote);
    const own = await remove({ userId: admin.sub });
    expect(own.status).toBe(409);
    expect(own.body.error.message).toBe(ADMIN_USERS.selfDelete);
    expect(await groupsOf(admin.email)).toEqual(['admin']);
  });

  it('refuses to remove the last admin (an admin whose own role was taken away, with a token still in hand)', async () => {
    const other = await member({ groups: ['admin'] });
    // The pool as the last admin would see it: only `other` left in the admin group.
    const cognito = mockClient(CognitoIdentityProviderClient);
    cognito.on(ListUsersInGroupCommand).resolves({ Users: [{ Username: other.email }] });
    try {
      await expect(deleteUsers({ sub: admin.sub, username: admin.email, email: admin.email, role: 'admin' }, [other.sub])).rejects.toMatchObject({ message: ADMIN_USERS.lastAdmin });
    } finally {
      cognito.restore();
    }
    expect(await groupsOf(other.email)).toEqual(['admin']);
  });
});

describe('deletion and bulk actions', () => {
  it('deletes the login and all the data, as the data deletion does', async () => {
    const user = await member({ displayName: `Doomed${run} User` });
    const threadId = randomUUID();
    const at = new Date().toISOString();
    await saveExchange({ id: threadId, userId: user.sub, title: 'Ants', createdAt: at, lastMessageAt: at }, [
      { id: randomUUID(), threadId, role: 'user', content: 'Ants in the kitchen', createdAt: at },
    ]);
    const res = await remove({ userId: user.sub });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 1 });
    await expect(cognitoAdmin.send(new AdminGetUserCommand({ UserPoolId: LOCAL.userPoolId, Username: user.email }))).rejects.toMatchObject({ name: 'UserNotFoundException' });
    expect((await table.send(new GetCommand({ TableName: LOCAL.tableName, Key: keys.profile(user.sub) }))).Item).toBeUndefined();
    const messages = await table.send(new QueryCommand({ TableName: LOCAL.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `THREAD#${threadId}` } }));
    expect(messages.Items).toEqual([]);
    expect((await list(`query=doomed${run}`)).body.users).toEqual([]);
    // The token still in hand writes nothing.
    expect((await call(appUrl, 'PUT', API.profile, { token: user.idToken, body: { displayName: `Doomed${run} Again` } })).status).toBe(401);
  });

  it('resets tokens, changes roles and deletes in bulk', async () => {
    const users = await Promise.all([member(), member()]);
    const ids = users.map((u) => u.sub);
    for (const id of ids) await put({ userId: id, token_balance: 1, monthly_token_allocation: 25 });
    const reset = await put({ userIds: ids, bulk_reset_tokens: true });
    expect(reset.body).toEqual({ count: 2 });
    for (const id of ids) expect((await call(appUrl, 'GET', `/api/admin/users/${id}`, { token: admin.idToken })).body.user.token_balance).toBe(25);

    const role = await put({ userIds: ids, bulk_update_role: true, role: 'provider' });
    expect(role.body).toEqual({ count: 2 });
    for (const user of users) expect(await groupsOf(user.email)).toEqual(['provider']);

    const gone = await remove({ userIds: ids });
    expect(gone.body).toEqual({ count: 2 });
    for (const user of users) {
      await expect(cognitoAdmin.send(new AdminGetUserCommand({ UserPoolId: LOCAL.userPoolId, Username: user.email }))).rejects.toMatchObject({ name: 'UserNotFoundException' });
    }
    expect(await auditFor(table, ids[0]!)).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'users.delete' }), expect.objectContaining({ action: 'users.role' })]));
  });
});

describe('a user’s access', () => {
  const access = (userId: string, action: string, token = admin.idToken) => call(appUrl, 'POST', API.adminUserAccess.replace('{userId}', userId), { token, body: { action } });
  const refused = { name: 'NotAuthorizedException', message: 'User is disabled.' };

  it('disables a user: their tokens write nothing, no sign-in and no refresh (Cognito’s refusal); enabling lets them in again', async () => {
    const user = await member();
    const tokens = await signInTokens(appUrl, user.email, user.password);
    const held = tokens?.IdToken ?? '';
    const disabled = await access(user.sub, 'disable');
    expect(disabled.status).toBe(200);
    expect(disabled.body.user).toMatchObject({ id: user.sub, enabled: false });
    await expect(signInTokens(appUrl, user.email, user.password)).rejects.toMatchObject(refused);
    await expect(refreshedTokens(appUrl, tokens?.RefreshToken ?? '')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await list(`query=${encodeURIComponent(user.email)}`)).body.users[0]).toMatchObject({ enabled: false });
    // The session ends: the token still in hand writes nothing.
    expect((await call(appUrl, 'PUT', API.profile, { token: held, body: { displayName: `Disabled${run} Still` } })).status).toBe(401);

    const enabled = await access(user.sub, 'enable');
    expect(enabled.body.user).toMatchObject({ enabled: true });
    const again = (await signInTokens(appUrl, user.email, user.password))?.IdToken ?? '';
    expect((await call(appUrl, 'PUT', API.profile, { token: again, body: { displayName: `Enabled${run} Again` } })).status).toBe(200);
    expect((await auditFor(table, user.sub)).map((r) => r.action)).toEqual(expect.arrayContaining(['user.disable', 'user.enable']));
  });

  it('signs a user out everywhere: the refresh tokens they hold fail, a new sign-in works', async () => {
    const user = await member();
    const tokens = await signInTokens(appUrl, user.email, user.password);
    expect((await refreshedTokens(appUrl, tokens?.RefreshToken ?? ''))?.IdToken).toEqual(expect.any(String));
    const res = await access(user.sub, 'sign-out');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ enabled: true });
    await expect(refreshedTokens(appUrl, tokens?.RefreshToken ?? '')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await signInTokens(appUrl, user.email, user.password))?.IdToken).toEqual(expect.any(String));
    expect((await auditFor(table, user.sub)).map((r) => r.action)).toContain('user.sign-out');
  });

  it('refuses an admin’s own disabling, a user’s or a visitor’s call, and an unknown action', async () => {
    const own = await access(admin.sub, 'disable');
    expect(own.status).toBe(409);
    expect(own.body.error.message).toBe(ADMIN_USERS.selfDisable);
    expect((await signInTokens(appUrl, admin.email, admin.password))?.IdToken).toEqual(expect.any(String));
    const user = await member();
    expect((await access(user.sub, 'disable', user.idToken)).status).toBe(403);
    const bad = await access(user.sub, 'lock');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(ADMIN_USERS.accessActionInvalid);
    expect((await access('no-such-user', 'sign-out')).status).toBe(404);
    await expect(signInTokens(appUrl, user.email, user.password)).resolves.toBeDefined();
  });

  it('lists when a user signed up and when they last signed in (their token’s sign-in, seen as the web reads the profile)', async () => {
    const user = await createUser(appUrl);
    expect((await list(`query=${encodeURIComponent(user.email)}`)).body.users).toEqual([]);
    expect((await call(appUrl, 'GET', API.profile, { token: user.idToken })).status).toBe(200);
    const [listed] = (await list(`query=${encodeURIComponent(user.email)}`)).body.users;
    const authTime = Number(claimsOf(user.idToken).auth_time);
    expect(listed!.last_sign_in_at).toBe(new Date(authTime * 1000).toISOString());
    expect(Date.parse(listed!.created_at)).toBeGreaterThan(0);
  });
});
