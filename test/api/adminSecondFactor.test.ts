// Admin rights need the second factor on the test stack, as on every deployed stage, and read it from the token: the
// pool's pre-token-generation trigger writes whether TOTP is on into every token it issues (sign-in and refresh), so
// nothing the user can call records it. An admin without TOTP is refused with the reason; turning it on and refreshing
// serves the admin; turning it off through Cognito's own API refuses the admin's next token at once.
import { AssociateSoftwareTokenCommand, SetUserMFAPreferenceCommand, VerifySoftwareTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { MFA } from '../../functions/contracts/messages';
import { SECOND_FACTOR_CLAIM, SECOND_FACTOR_TOTP } from '../../functions/lib/platform/caller';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { nextTotpCode } from '../support/totp';
import { cognitoClient, createUser, refreshedTokens, signInTokens } from '../support/users';

const appUrl = inject('appUrl');
const cognito = cognitoClient(`${appUrl}${LOCAL.cognitoPath}`);
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
const users = (token: string) => call(appUrl, 'GET', `${API.adminUsers}?limit=5`, { token });

describe('admin rights and the second factor', () => {
  it("refuses an admin without TOTP, serves them once TOTP is on in the pool, and refuses their next token once it is off", async () => {
    const admin = await createUser(appUrl, { groups: ['admin'], totp: false });
    expect(claimsOf(admin.idToken)[SECOND_FACTOR_CLAIM]).toBe('none');
    const refused = await users(admin.idToken);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(MFA.adminNeedsSecondFactor);

    // TOTP on as the web turns it on, then the session's tokens refreshed: nothing else is recorded anywhere.
    const tokens = await signInTokens(appUrl, admin.email, admin.password);
    const AccessToken = tokens?.AccessToken ?? '';
    const { SecretCode = '' } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken }));
    await cognito.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: await nextTotpCode(SecretCode) }));
    await cognito.send(new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
    const withTotp = (await refreshedTokens(appUrl, tokens?.RefreshToken ?? ''))?.IdToken ?? '';
    expect(claimsOf(withTotp)[SECOND_FACTOR_CLAIM]).toBe(SECOND_FACTOR_TOTP);
    expect((await users(withTotp)).status).toBe(200);

    // Off through Cognito's API, not the web: the next token the pool issues says so, and admin rights end with it.
    await cognito.send(new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }));
    const withoutTotp = (await refreshedTokens(appUrl, tokens?.RefreshToken ?? ''))?.IdToken ?? '';
    expect(claimsOf(withoutTotp)[SECOND_FACTOR_CLAIM]).toBe('none');
    const after = await users(withoutTotp);
    expect(after.status).toBe(403);
    expect(JSON.stringify(after.body)).toContain(MFA.adminNeedsSecondFactor);
  });

  it('gives an ordinary user no way to claim the second factor: the route that recorded it is gone', async () => {
    const user = await createUser(appUrl);
    expect((await call(appUrl, 'POST', '/api/profile/second-factor', { token: user.idToken })).status).toBe(404);
  });
});
