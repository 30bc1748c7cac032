// The local Cognito behaves like Cognito for our flows: policy, error names, case-insensitive e-mail, codes mailed
// as links, resend, refresh through GetTokensFromRefreshToken; the browser's path serves no admin action.
import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  ListUsersCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { readMailbox } from '../../infra/local/mail';
import { LOCAL } from '../../infra/local/settings';
import { cognitoClient, createUser } from '../support/users';

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

function signUp(email: string, password: string) {
  return cognito.send(new SignUpCommand({ ClientId, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }));
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

describe("the browser's Cognito path", () => {
  it('refuses the admin actions (making someone admin, listing users) that need AWS credentials on Cognito', async () => {
    const user = await createUser(appUrl);
    const pool = { UserPoolId: LOCAL.userPoolId };
    await expect(cognito.send(new AdminAddUserToGroupCommand({ ...pool, Username: user.email, GroupName: 'admin' }))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    await expect(cognito.send(new ListUsersCommand(pool))).rejects.toMatchObject({ name: 'AccessDeniedException' });
    const admin = cognitoClient(`${appUrl}${LOCAL.cognitoAdminPath}`);
    const found = await admin.send(new AdminGetUserCommand({ ...pool, Username: user.email }));
    expect(found.Username).toBeTruthy();
  });
});
