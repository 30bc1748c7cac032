// Admin rights need the second factor on the test stack, as on every deployed stage: an admin's token without TOTP
// recorded is refused on the admin routes with the reason, and the same admin passes once TOTP is on and recorded
// (POST /api/profile/second-factor reads it from the pool, so a user cannot claim it).
import { AssociateSoftwareTokenCommand, SetUserMFAPreferenceCommand, VerifySoftwareTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { MFA } from '../../functions/contracts/messages';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { nextTotpCode } from '../support/totp';
import { cognitoClient, createUser, signInTokens } from '../support/users';

const appUrl = inject('appUrl');
const cognito = cognitoClient(`${appUrl}${LOCAL.cognitoPath}`);

describe('admin rights and the second factor', () => {
  it('refuses an admin without TOTP, records TOTP only as the pool has it, and then serves the admin', async () => {
    const users = (token: string) => call(appUrl, 'GET', `${API.adminUsers}?limit=5`, { token });
    const record = (token: string) => call(appUrl, 'POST', API.profileSecondFactor, { token });
    const without = await createUser(appUrl, { groups: ['admin'], totp: false });
    const refused = await users(without.idToken);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(MFA.adminNeedsSecondFactor);
    // Asking for the record without TOTP on in the pool records nothing.
    expect((await record(without.idToken)).body).toEqual({ totp: false });

    // Another admin in the same state (never served, so no warm record of them) turns TOTP on as the web does.
    const admin = await createUser(appUrl, { groups: ['admin'], totp: false });
    const AccessToken = (await signInTokens(appUrl, admin.email, admin.password))?.AccessToken ?? '';
    const { SecretCode = '' } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken }));
    await cognito.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: await nextTotpCode(SecretCode) }));
    await cognito.send(new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
    expect((await record(admin.idToken)).body).toEqual({ totp: true });
    expect((await users(admin.idToken)).status).toBe(200);
  });
});
