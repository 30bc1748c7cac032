// The profile function through the local gateway: creation once under concurrency, authentication, validation.
import { createSign, generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { AUTH } from '../../functions/contracts/messages';
import { MONTHLY_TOKEN_ALLOCATION } from '../../functions/contracts/profile';
import { call } from '../support/http';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');

function forgeToken(claims: Record<string, unknown>): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const unsigned = `${b64({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${b64(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url');
  return `${unsigned}.${signature}`;
}

describe('profile', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(appUrl, { displayName: 'Pat Tester' });
  });

  it('is created exactly once under concurrent first calls, with the monthly allocation', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => call(appUrl, 'GET', API.profile, { token: user.idToken })));
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    const createdAt = new Set(replies.map((r) => r.body.createdAt));
    expect(createdAt.size).toBe(1);
    const profile = replies[0].body;
    expect(profile).toMatchObject({
      id: user.sub,
      email: user.email,
      displayName: 'Pat Tester',
      role: 'user',
      tokenBalance: MONTHLY_TOKEN_ALLOCATION,
      monthlyTokenAllocation: MONTHLY_TOKEN_ALLOCATION,
      tokenRequestPending: false,
    });
    expect(new Date(profile.tokenResetDate).getTime()).toBeGreaterThan(Date.now());
  });

  it('takes the role from the cognito:groups claim', async () => {
    const admin = await createUser(appUrl, { groups: ['admin'] });
    const provider = await createUser(appUrl, { groups: ['provider'] });
    expect((await call(appUrl, 'GET', API.profile, { token: admin.idToken })).body.role).toBe('admin');
    expect((await call(appUrl, 'GET', API.profile, { token: provider.idToken })).body.role).toBe('provider');
  });

  it('answers 401 without a token, with a forged token and with an expired one', async () => {
    expect((await call(appUrl, 'GET', API.profile)).status).toBe(401);
    const [, payload] = user.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect((await call(appUrl, 'GET', API.profile, { token: forgeToken(claims) })).status).toBe(401);
    const expired = forgeToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 });
    expect((await call(appUrl, 'GET', API.profile, { token: expired })).status).toBe(401);
    const tampered = `${user.idToken.split('.')[0]}.${Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['admin'] })).toString('base64url')}.${user.idToken.split('.')[2]}`;
    expect((await call(appUrl, 'GET', API.profile, { token: tampered })).status).toBe(401);
  });

  it('updates the display name and refuses one shorter than 2 characters', async () => {
    const ok = await call(appUrl, 'PUT', API.profile, { token: user.idToken, body: { displayName: '  Pat T  ' } });
    expect(ok.status).toBe(200);
    expect(ok.body.displayName).toBe('Pat T');
    const bad = await call(appUrl, 'PUT', API.profile, { token: user.idToken, body: { displayName: 'P' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(AUTH.displayNameMin);
    expect(bad.body.error.fields.displayName).toBe(AUTH.displayNameMin);
    expect((await call(appUrl, 'GET', API.profile, { token: user.idToken })).body.displayName).toBe('Pat T');
  });

  it('sets and clears the marketing consent timestamp', async () => {
    const on = await call(appUrl, 'PUT', API.profile, { token: user.idToken, body: { marketingConsent: true } });
    expect(on.body.marketingConsent).toBe(true);
    expect(on.body.marketingConsentTimestamp).toMatch(/^\d{4}-/);
    const off = await call(appUrl, 'PUT', API.profile, { token: user.idToken, body: { marketingConsent: false } });
    expect(off.body).toMatchObject({ marketingConsent: false, marketingConsentTimestamp: null });
  });

  it('rejects bodies that are not JSON or too large, and unknown fields', async () => {
    const notJson = await call(appUrl, 'PUT', API.profile, { token: user.idToken, raw: 'displayName=x', headers: { 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(415);
    const large = await call(appUrl, 'PUT', API.profile, { token: user.idToken, body: { displayName: 'x'.repeat(70_000) } });
    expect(large.status).toBe(413);
    const unknown = await call(appUrl, 'PUT', API.profile, { token: user.idToken, body: { role: 'admin' } });
    expect(unknown.status).toBe(400);
  });
});

describe('health', () => {
  it('is public', async () => {
    const res = await call(appUrl, 'GET', API.health);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('unknown routes do not exist', async () => {
    expect((await call(appUrl, 'GET', '/api/nope')).status).toBe(404);
  });
});

describe('the gateway, as API Gateway answers', () => {
  it('answers 400 to a malformed percent-encoding in a path parameter', async () => {
    const user = await createUser(appUrl);
    const res = await call(appUrl, 'GET', '/api/threads/%E0%A4%A/messages', { token: user.idToken });
    expect(res.status).toBe(400);
  });

  it('answers 413 to a body past 10 MB instead of dropping the connection', async () => {
    const res = await call(appUrl, 'POST', API.contact, { raw: 'x'.repeat(10 * 1024 * 1024 + 1) });
    expect(res.status).toBe(413);
  });
});
