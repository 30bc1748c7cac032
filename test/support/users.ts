// Test accounts on the embedded Cognito: create a confirmed user (optionally in groups; an admin with TOTP on, as the
// test stacks require of admins) and sign in for an id token.
import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { LOCAL } from '../../infra/local/settings';
import { nextTotpCode } from './totp';

export interface TestUser {
  email: string;
  password: string;
  displayName: string;
  idToken: string;
  sub: string;
  /** An admin's TOTP secret: its sign-ins ask for a code (test/support/totp.ts gives them). */
  totpSecret?: string;
}

const credentials = { accessKeyId: LOCAL.accessKeyId, secretAccessKey: LOCAL.secretAccessKey };

export function cognitoClient(endpoint: string) {
  return new CognitoIdentityProviderClient({ endpoint, region: LOCAL.region, credentials });
}

/**
 * A client of the Cognito adapter's admin door (every Admin* action), which only the functions and the tests are told:
 * the functions' environment names it (set in this process when it started the stack), else the test project provides it.
 */
export function cognitoAdminClient() {
  return cognitoClient(process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? inject('cognitoAdminEndpoint'));
}

/** The TOTP secrets of the admins this worker created, by e-mail: their sign-ins answer the code challenge. */
const totpSecrets = new Map<string, string>();

/** Sign in through the app's Cognito endpoint (the adapter) as the web does, giving the code when TOTP is on; the tokens. */
export async function signInTokens(appUrl: string, email: string, password: string) {
  const client = cognitoClient(`${appUrl}${LOCAL.cognitoPath}`);
  const res = await client.send(
    new InitiateAuthCommand({ ClientId: LOCAL.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const secret = totpSecrets.get(email);
  if (res.ChallengeName !== 'SOFTWARE_TOKEN_MFA' || !secret) return res.AuthenticationResult;
  const answered = await client.send(
    new RespondToAuthChallengeCommand({
      ClientId: LOCAL.userPoolClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: res.Session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: await nextTotpCode(secret) },
    }),
  );
  return answered.AuthenticationResult;
}

/** Sign in through the app's Cognito endpoint (the adapter) as the web does; the id token. */
export async function signIn(appUrl: string, email: string, password: string): Promise<string> {
  return (await signInTokens(appUrl, email, password))?.IdToken ?? '';
}

/** New tokens from a refresh token, as the web's session refreshes them (the pool's token trigger runs again). */
export async function refreshedTokens(appUrl: string, refreshToken: string) {
  const client = cognitoClient(`${appUrl}${LOCAL.cognitoPath}`);
  const res = await client.send(new GetTokensFromRefreshTokenCommand({ ClientId: LOCAL.userPoolClientId, RefreshToken: refreshToken }));
  return res.AuthenticationResult;
}

/**
 * Turn TOTP on for the user as the web's set-up does (a code of the new secret, the preference, then new tokens, whose
 * claim admin rights read); later sign-ins here answer the code step. The secret and the new id token.
 */
export async function turnOnTotp(appUrl: string, user: { email: string; password: string }): Promise<{ secret: string; idToken: string }> {
  const client = cognitoClient(`${appUrl}${LOCAL.cognitoPath}`);
  const tokens = await signInTokens(appUrl, user.email, user.password);
  const AccessToken = tokens?.AccessToken ?? '';
  const { SecretCode = '' } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
  await client.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: await nextTotpCode(SecretCode) }));
  await client.send(new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  totpSecrets.set(user.email, SecretCode);
  const idToken = (await refreshedTokens(appUrl, tokens?.RefreshToken ?? ''))?.IdToken ?? '';
  return { secret: SecretCode, idToken };
}

export async function createUser(
  appUrl: string,
  /** `totp: false` leaves an admin without TOTP (the set-up journey); admins have it on otherwise. */
  options: { groups?: string[]; displayName?: string; email?: string; totp?: boolean } = {},
): Promise<TestUser> {
  const client = cognitoAdminClient();
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@test.example`;
  const password = 'TestPass123';
  const displayName = options.displayName ?? 'Test User';
  const pool = { UserPoolId: LOCAL.userPoolId };
  const created = await client.send(
    new AdminCreateUserCommand({
      ...pool,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: displayName },
      ],
    }),
  );
  await client.send(new AdminSetUserPasswordCommand({ ...pool, Username: email, Password: password, Permanent: true }));
  for (const group of options.groups ?? []) await client.send(new AdminAddUserToGroupCommand({ ...pool, Username: email, GroupName: group }));
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? '';
  // An admin's tokens are those refreshed once TOTP is on (they carry it); later sign-ins ask for a code.
  if (options.groups?.includes('admin') && options.totp !== false) {
    const { secret, idToken } = await turnOnTotp(appUrl, { email, password });
    return { email, password, displayName, sub, idToken, totpSecret: secret };
  }
  return { email, password, displayName, sub, idToken: await signIn(appUrl, email, password) };
}
