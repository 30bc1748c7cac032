// The local Cognito behaves like Cognito for our flows: policy, error names, case-insensitive e-mail, codes mailed
// as links (only the newest one confirms), resend, refresh through GetTokensFromRefreshToken, no word on whether an
// account exists, limits on mailed codes, only writable attributes, checked access tokens; and no one but the
// functions reaches an admin action; software tokens (TOTP) set up, required at sign-in, each code good once: not through the browser's path, not through the app's port, not by a rebound name.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AssociateSoftwareTokenCommand,
  AdminListGroupsForUserCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ListUsersCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CODE_REQUESTS_PER_HOUR } from '../../infra/local/cognitoAdapter';
import { readMailbox } from '../../infra/local/mail';
import { LOCAL } from '../../infra/local/settings';
import { totpCode } from '../../infra/local/totp';
import { cognitoAdminClient, cognitoClient, createUser } from '../support/users';

const appUrl = inject('appUrl');
const mailboxUrl = inject('mailboxUrl');
const cognito = cognitoClient(`${appUrl}${LOCAL.cognitoPath}`);
const ClientId = LOCAL.userPoolClientId;

async function codesMailedTo(email: string, path: string): Promise<string[]> {
  const mails = (await readMailbox(mailboxUrl)).filter((m) => m.destination.to.includes(email));
  return mails
    .map((m) => /href="([^"]+)"/.exec(m.body.html ?? '')?.[1]?.replace(/&amp;/g, '&') ?? '')
    .filter((href) => href.startsWith(`${appUrl}${path}`))
    .map((href) => new URL(href).searchParams.get(path === '/register' ? 'code' : 'token') ?? '');
}

function signUp(email: string, password: string, extra: Array<{ Name: string; Value: string }> = []) {
  return cognito.send(new SignUpCommand({ ClientId, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }, ...extra] }));
}

const pool = { UserPoolId: LOCAL.userPoolId };
const target = (action: string) => `AWSCognitoIdentityProviderService.${action}`;

/** A raw call as a browser (or a script) makes it: no AWS signature unless one is given. */
async function rawCall(url: string, action: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target(action), ...headers }, body });
  return { status: res.status, text: await res.text() };
}

/** A request with the Host header of one's choice (fetch sets its own), as a page on a rebound name sends it. */
function withHost(url: string, host: string, action: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { host, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target(action) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A token shaped like the pool's but signed by no one: cognito-local itself only decodes the ones it is sent. */
function forgedAccessToken(sub: string, username: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub, username, client_id: ClientId, token_use: 'access', iss: `${inject('cognitoEndpoint')}/${LOCAL.userPoolId}`, iat: now, exp: now + 3600 };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

async function signInIdToken(user: { email: string; password: string }): Promise<string> {
  const auth = await cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }));
  return auth.AuthenticationResult?.IdToken ?? '';
}

async function accessTokenOf(email: string, password: string): Promise<string> {
  const auth = await cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }));
  return auth.AuthenticationResult?.AccessToken ?? '';
}

describe('local Cognito adapter', () => {
  it('enforces the password policy with Cognito’s error name', async () => {
    await expect(signUp(`p-${randomUUID()}@test.example`, 'lowercase1')).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });

  it('mails the confirmation code as a link, resends a new one, and confirms with the latest', async () => {
    const email = `c-${randomUUID().slice(0, 8)}@test.example`;
    await signUp(email, 'Confirm123');
    const [first] = await codesMailedTo(email, '/register');
    expect(first).toMatch(/^\d{6}$/);
    await cognito.send(new ResendConfirmationCodeCommand({ ClientId, Username: email }));
    const codes = await codesMailedTo(email, '/register');
    expect(codes).toHaveLength(2);
    await expect(cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'Confirm123' } }))).rejects.toMatchObject({
      name: 'UserNotConfirmedException',
    });
    await expect(cognito.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: '000000' }))).rejects.toMatchObject({ name: 'CodeMismatchException' });
    // Only the newest code confirms, as on Cognito: the first e-mail's link no longer does.
    await expect(cognito.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: codes[0] }))).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await cognito.send(new ConfirmSignUpCommand({ ClientId, Username: email.toUpperCase(), ConfirmationCode: codes[1] }));
    await expect(signUp(email, 'Confirm123')).rejects.toMatchObject({ name: 'UsernameExistsException' });
  });

  it('signs in whatever the e-mail’s case, says NotAuthorized for a wrong password, and refreshes tokens', async () => {
    const email = `r-${randomUUID().slice(0, 8)}@test.example`;
    await signUp(email, 'Refresh123');
    await cognito.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: (await codesMailedTo(email, '/register'))[0] }));
    const wrong = cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'Wrong1234' } }));
    await expect(wrong).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const auth = await cognito.send(
      new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email.toUpperCase(), PASSWORD: 'Refresh123' } }),
    );
    const refreshed = await cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId, RefreshToken: auth.AuthenticationResult?.RefreshToken }));
    expect(refreshed.AuthenticationResult?.IdToken).toMatch(/^ey/);
  });

  it('mails a reset link only to an existing account, and answers the same either way', async () => {
    const unknown = await cognito.send(new ForgotPasswordCommand({ ClientId, Username: `nobody-${randomUUID()}@test.example` }));
    expect(unknown.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    const email = `f-${randomUUID().slice(0, 8)}@test.example`;
    await signUp(email, 'Forgot123');
    await cognito.send(new ForgotPasswordCommand({ ClientId, Username: email }));
    expect(await codesMailedTo(email, '/reset-password')).toHaveLength(1);
  });
});


describe('what Cognito tells about an account (preventUserExistenceErrors)', () => {
  it('answers a sign-in, a reset and a resend for an unknown address as for a known one', async () => {
    const unknown = `nobody-${randomUUID().slice(0, 8)}@test.example`;
    const known = `k-${randomUUID().slice(0, 8)}@test.example`;
    await signUp(known, 'Known1234');
    for (const email of [unknown, known]) {
      // Known but unconfirmed, with a wrong password: the password is checked first, as on Cognito.
      const signIn = cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'Wrong1234' } }));
      await expect(signIn).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
      const reset = await cognito.send(new ForgotPasswordCommand({ ClientId, Username: email }));
      const resend = await cognito.send(new ResendConfirmationCodeCommand({ ClientId, Username: email }));
      expect([reset.CodeDeliveryDetails?.DeliveryMedium, resend.CodeDeliveryDetails?.DeliveryMedium]).toEqual(['EMAIL', 'EMAIL']);
      await expect(cognito.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: '123456' }))).rejects.toMatchObject({
        name: 'CodeMismatchException',
      });
    }
  });
});

describe('limits on mailed codes', () => {
  it.each([
    ['ForgotPassword', (Username: string) => new ForgotPasswordCommand({ ClientId, Username })],
    ['ResendConfirmationCode', (Username: string) => new ResendConfirmationCodeCommand({ ClientId, Username })],
  ] as const)('refuses a %s past the hour’s limit per user, known or not, and mails no more', async (_, command) => {
    const known = `l-${randomUUID().slice(0, 8)}@test.example`;
    await signUp(known, 'Limit1234');
    for (const email of [known, `nobody-${randomUUID().slice(0, 8)}@test.example`]) {
      for (let i = 0; i < CODE_REQUESTS_PER_HOUR; i++) await cognito.send(command(email));
      await expect(cognito.send(command(email))).rejects.toMatchObject({ name: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' });
    }
    const mails = (await readMailbox(mailboxUrl)).filter((m) => m.destination.to.includes(known));
    // The sign-up's own e-mail and one per call within the limit.
    expect(mails).toHaveLength(1 + CODE_REQUESTS_PER_HOUR);
    // Another user is not held back by the first one's calls.
    await cognito.send(command(`other-${randomUUID().slice(0, 8)}@test.example`));
  });
});

describe('what a browser may write', () => {
  it.each(['sub', 'email_verified', 'cognito:groups', 'custom:role', 'identities'])('refuses a sign-up that sets %s, creating nothing', async (name) => {
    const email = `a-${randomUUID().slice(0, 8)}@test.example`;
    const value = name === 'email_verified' ? 'true' : name === 'sub' ? (await createUser(appUrl)).sub : 'admin';
    await expect(signUp(email, 'Attr12345', [{ Name: name, Value: value }])).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'A client attempted to write unauthorized attribute',
    });
    await expect(cognitoAdminClient().send(new AdminGetUserCommand({ ...pool, Username: email }))).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });

  it('takes the name and the consent time at sign-up, as the web sends them', async () => {
    const email = `w-${randomUUID().slice(0, 8)}@test.example`;
    await signUp(email, 'Write1234', [
      { Name: 'name', Value: 'Pat' },
      { Name: 'custom:privacy_consent_at', Value: new Date().toISOString() },
    ]);
    const user = await cognitoAdminClient().send(new AdminGetUserCommand({ ...pool, Username: email }));
    expect(user.UserAttributes?.find((a) => a.Name === 'name')?.Value).toBe('Pat');
  });

  it('refuses an address that is not one, as the user name or the e-mail attribute', async () => {
    await expect(signUp('not-an-address', 'Email1234')).rejects.toMatchObject({ name: 'InvalidParameterException' });
    const email = `e-${randomUUID().slice(0, 8)}@test.example`;
    await expect(
      cognito.send(new SignUpCommand({ ClientId, Username: email, Password: 'Email1234', UserAttributes: [{ Name: 'email', Value: 'a b@@x' }] })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException', message: 'Invalid email address format.' });
  });

  it('updates only writable attributes of the token’s own user, and refuses a token the pool did not sign', async () => {
    const user = await createUser(appUrl);
    const victim = await createUser(appUrl);
    const AccessToken = await accessTokenOf(user.email, user.password);
    await expect(cognito.send(new UpdateUserAttributesCommand({ AccessToken, UserAttributes: [{ Name: 'sub', Value: victim.sub }] }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'A client attempted to write unauthorized attribute',
    });
    await cognito.send(new UpdateUserAttributesCommand({ AccessToken, UserAttributes: [{ Name: 'name', Value: 'Renamed' }] }));
    const own = await cognito.send(new GetUserCommand({ AccessToken }));
    expect(own.UserAttributes?.find((a) => a.Name === 'sub')?.Value).toBe(user.sub);
    expect(own.UserAttributes?.find((a) => a.Name === 'name')?.Value).toBe('Renamed');
    // cognito-local reads whatever a token claims; Cognito checks its signature.
    const forged = forgedAccessToken(victim.sub, victim.email);
    await expect(cognito.send(new GetUserCommand({ AccessToken: forged }))).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid Access Token' });
    await expect(cognito.send(new GetUserCommand({ AccessToken: await signInIdToken(user) }))).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});

describe('a malformed request', () => {
  it.each(['{"ClientId":', '[]', 'null', '{"ClientId":1,"Username":{"a":1},"Password":"Bad12345"}'])('is a SerializationException, never the parser’s text: %s', async (body) => {
    const reply = await rawCall(`${appUrl}${LOCAL.cognitoPath}`, 'SignUp', body);
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.text)).toMatchObject({ __type: 'SerializationException' });
    expect(reply.text).not.toMatch(/SyntaxError|JSON|position|Unexpected/);
  });
});

describe('software tokens (TOTP), which cognito-local lacks', () => {
  const STEP_MS = 30_000;
  const signInAs = (user: { email: string; password: string }) =>
    cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }));
  const answer = (session: string | undefined, email: string, code: string) =>
    cognito.send(
      new RespondToAuthChallengeCommand({ ClientId, ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: session, ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code } }),
    );

  it('sets up a token with a right code only, asks for a code at sign-in once on, and takes each code once', async () => {
    const user = await createUser(appUrl);
    const AccessToken = await accessTokenOf(user.email, user.password);
    const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken }));
    expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    const secret = SecretCode ?? '';
    // Sign-in codes cannot be turned on before the token is verified; a code from ten minutes ago verifies nothing.
    await expect(cognito.send(new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }))).rejects.toMatchObject({
      name: 'InvalidParameterException',
    });
    await expect(cognito.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: totpCode(secret, Date.now() - 20 * STEP_MS) }))).rejects.toMatchObject({
      name: 'EnableSoftwareTokenMFAException',
    });
    expect((await cognito.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: totpCode(secret) }))).Status).toBe('SUCCESS');
    expect((await cognito.send(new GetUserCommand({ AccessToken }))).UserMFASettingList).toBeUndefined();
    expect((await signInAs(user)).AuthenticationResult?.AccessToken).toBeTruthy();

    await cognito.send(new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
    const me = await cognito.send(new GetUserCommand({ AccessToken }));
    expect(me).toMatchObject({ PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] });
    const asAdmin = await cognitoAdminClient().send(new AdminGetUserCommand({ ...pool, Username: user.email }));
    expect(asAdmin.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);

    // The password alone earns a challenge, no tokens.
    const challenge = await signInAs(user);
    expect(challenge).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA' });
    expect(challenge.AuthenticationResult).toBeUndefined();
    await expect(answer(challenge.Session, user.email, totpCode(secret, Date.now() - 20 * STEP_MS))).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await expect(answer('x'.repeat(64), user.email, totpCode(secret))).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // The next step's code (good for a minute and a half from now): accepted once, then refused as used.
    const code = totpCode(secret, Date.now() + STEP_MS);
    const signedIn = await answer(challenge.Session, user.email, code);
    expect(signedIn.AuthenticationResult?.IdToken).toBeTruthy();
    await expect(answer(challenge.Session, user.email, code)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const again = await signInAs(user);
    await expect(answer(again.Session, user.email, code)).rejects.toMatchObject({ name: 'ExpiredCodeException' });

    // Turned off, the password signs in alone again.
    await cognito.send(new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }));
    expect((await cognito.send(new GetUserCommand({ AccessToken }))).UserMFASettingList).toBeUndefined();
    expect((await signInAs(user)).AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('serves the token actions only with an access token the pool signed', async () => {
    const user = await createUser(appUrl);
    await expect(cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: forgedAccessToken(user.sub, user.sub) }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });
});

describe('the admin actions', () => {
  let email = '';
  beforeAll(async () => {
    email = (await createUser(appUrl)).email;
  });
  const adminActions = [
    ['AdminAddUserToGroup', () => JSON.stringify({ ...pool, Username: email, GroupName: 'admin' })],
    ['ListUsers', () => JSON.stringify(pool)],
    ['AdminGetUser', () => JSON.stringify({ ...pool, Username: email })],
  ] as const;

  it.each(adminActions)('%s from the browser’s path is refused as Cognito refuses an unsigned call, or one signed with an unknown key', async (action, body) => {
    const unsigned = await rawCall(`${appUrl}${LOCAL.cognitoPath}`, action, body());
    expect(unsigned.status).toBe(400);
    expect(JSON.parse(unsigned.text)).toEqual({ __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' });
    const signed = await rawCall(`${appUrl}${LOCAL.cognitoPath}`, action, body(), { authorization: `AWS4-HMAC-SHA256 Credential=${LOCAL.accessKeyId}/x` });
    expect(JSON.parse(signed.text)).toMatchObject({ __type: 'UnrecognizedClientException' });
  });

  it('are refused through the SDK on the browser’s path, and the user is still no admin', async () => {
    await expect(cognito.send(new AdminAddUserToGroupCommand({ ...pool, Username: email, GroupName: 'admin' }))).rejects.toMatchObject({
      name: 'UnrecognizedClientException',
    });
    await expect(cognito.send(new ListUsersCommand(pool))).rejects.toMatchObject({ name: 'UnrecognizedClientException' });
    const groups = await cognitoAdminClient().send(new AdminListGroupsForUserCommand({ ...pool, Username: email }));
    expect(groups.Groups).toEqual([]);
  });

  it('are not served anywhere on the app’s port', async () => {
    for (const path of ['/cognito-admin', '/cognito-admin/', `${LOCAL.cognitoPath}-admin`]) {
      const reply = await rawCall(`${appUrl}${path}`, 'ListUsers', JSON.stringify(pool));
      expect(reply.status).not.toBe(200);
      expect(reply.text).not.toContain('@test.example');
    }
  });

  it('are served on a port of their own only under the start’s secret path and to a request naming 127.0.0.1', async () => {
    const endpoint = new URL(inject('cognitoAdminEndpoint'));
    expect(endpoint.port).not.toBe(new URL(appUrl).port);
    expect(endpoint.pathname).toMatch(/^\/[0-9a-f]{64}$/);
    const body = JSON.stringify(pool);
    expect((await rawCall(endpoint.href, 'ListUsers', body)).status).toBe(200);
    // The secret path with its last digit changed (to another digit: '0' when it ended in '0' was the path itself).
    const near = `${endpoint.pathname.slice(0, -1)}${endpoint.pathname.endsWith('0') ? '1' : '0'}`;
    for (const path of ['/', '/cognito-admin', near]) {
      const reply = await rawCall(new URL(path, endpoint).href, 'ListUsers', body);
      expect(reply.status).toBe(403);
      expect(reply.text).not.toContain('@test.example');
    }
    const rebound = await withHost(endpoint.href, `rebound.example:${endpoint.port}`, 'ListUsers', body);
    expect(rebound.status).toBe(403);
    expect(rebound.text).not.toContain('@test.example');
  });
});

describe('the app’s listener', () => {
  it('refuses a request naming another host (DNS rebinding), and serves 127.0.0.1 and localhost', async () => {
    const { port } = new URL(appUrl);
    const body = JSON.stringify({ ClientId, Username: `nobody-${randomUUID().slice(0, 8)}@test.example` });
    for (const host of [`rebound.example:${port}`, `127.0.0.1.rebound.example:${port}`, 'localhost', `localhost:${Number(port) + 1}`]) {
      const reply = await withHost(`${appUrl}${LOCAL.cognitoPath}`, host, 'ForgotPassword', body);
      expect(reply.status, host).toBe(403);
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      const reply = await withHost(`${appUrl}${LOCAL.cognitoPath}`, host, 'ForgotPassword', body);
      expect(reply.status, host).toBe(200);
    }
    expect((await withHost(`${appUrl}/config.json`, `rebound.example:${port}`, 'none', '')).status).toBe(403);
  });
});
