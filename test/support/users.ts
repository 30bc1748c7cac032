// Test accounts on the embedded Cognito: create a confirmed user (optionally in groups) and sign in for an id token.
import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { LOCAL } from '../../infra/local/settings';

export interface TestUser {
  email: string;
  password: string;
  displayName: string;
  idToken: string;
  sub: string;
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

/** Sign in through the app's Cognito endpoint (the adapter) as the web does. */
export async function signIn(appUrl: string, email: string, password: string): Promise<string> {
  const client = cognitoClient(`${appUrl}${LOCAL.cognitoPath}`);
  const res = await client.send(
    new InitiateAuthCommand({ ClientId: LOCAL.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  return res.AuthenticationResult?.IdToken ?? '';
}

export async function createUser(
  appUrl: string,
  options: { groups?: string[]; displayName?: string; email?: string } = {},
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
  return { email, password, displayName, sub, idToken: await signIn(appUrl, email, password) };
}
