// The embedded stack holds each function to its AWS role (infra/local/iam.ts): a call its catalogue grants do not allow
// is refused with AWS's AccessDeniedException (S3's AccessDenied) before it reaches the stand-in, and the calls the
// product makes through the gateway are all allowed (the deletion request signs its user out, which its role lacked).
import { randomUUID } from 'node:crypto';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { stackTable, useStackEnvironment } from '../support/stack';
import { cognitoClient, createUser } from '../support/users';

const appUrl = inject('appUrl');

useStackEnvironment();
const { invoke } = await import('../../infra/local/iam');
const { db, tableName } = await import('../../functions/lib/platform/db');
const { putAsset } = await import('../../functions/lib/platform/assets');
const { deleteUser } = await import('../../functions/lib/users/userDeletion');

const table = stackTable();
const denied = (action: string, resource: string, fn: string) =>
  `User: arn:aws:sts::000000000000:assumed-role/${fn}-role/${fn} is not authorized to perform: ${action} on resource: ${resource} because no identity-based policy allows the ${action} action`;

describe("a function's AWS calls on the embedded stack", () => {
  it('are refused as AWS refuses them when its role lacks the action, and reach nothing', async () => {
    const key = { pk: `PERMISSIONS#${randomUUID()}`, sk: 'PROBE' };
    await expect(invoke('analytics', () => db.send(new PutCommand({ TableName: tableName(), Item: key })))).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: denied('dynamodb:PutItem', `arn:aws:dynamodb:${LOCAL.region}:000000000000:table/${LOCAL.tableName}`, 'analytics'),
      $metadata: { httpStatusCode: 400 },
    });
    expect((await table.send(new GetCommand({ TableName: LOCAL.tableName, Key: key }))).Item).toBeUndefined();
    // The same call from a function whose role holds the action is made.
    await invoke('threads', () => db.send(new PutCommand({ TableName: tableName(), Item: key })));
    expect((await table.send(new GetCommand({ TableName: LOCAL.tableName, Key: key }))).Item).toEqual(key);
  });

  it("are refused on a resource outside its role's: another table, or the bucket outside its prefix", async () => {
    await expect(invoke('analytics', () => db.send(new GetCommand({ TableName: 'another-table', Key: { pk: 'a', sk: 'b' } })))).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: denied('dynamodb:GetItem', `arn:aws:dynamodb:${LOCAL.region}:000000000000:table/another-table`, 'analytics'),
    });
    // The site settings write favicons under public/favicon-, never a user's data export.
    await expect(invoke('site-settings', () => putAsset('exports/someone/file.json', new Uint8Array([1]), 'application/json'))).rejects.toMatchObject({
      name: 'AccessDenied',
      message: denied('s3:PutObject', `arn:aws:s3:::${LOCAL.assetsBucket}/exports/someone/file.json`, 'site-settings'),
      $metadata: { httpStatusCode: 403 },
    });
    // The profile function reads the chat photos (into the export) and writes its exports, but writes no photo.
    await expect(invoke('profile', () => putAsset('chat-photos/someone/photo.jpg', new Uint8Array([1]), 'image/jpeg'))).rejects.toMatchObject({
      name: 'AccessDenied',
      message: denied('s3:PutObject', `arn:aws:s3:::${LOCAL.assetsBucket}/chat-photos/someone/photo.jpg`, 'profile'),
    });
    await invoke('profile', () => putAsset('exports/someone/file.json', new Uint8Array([1]), 'application/json'));
  });

  it('are refused for a Cognito call its role lacks: the add-business form cannot delete a login', async () => {
    const user = await createUser(appUrl);
    await expect(invoke('send-provider-suggestion', () => deleteUser(user.email))).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: denied('cognito-idp:AdminDeleteUser', `arn:aws:cognito-idp:${LOCAL.region}:000000000000:userpool/${LOCAL.userPoolId}`, 'send-provider-suggestion'),
    });
    const browser = cognitoClient(`${appUrl}${LOCAL.cognitoPath}`);
    const signIn = () =>
      browser.send(new InitiateAuthCommand({ ClientId: LOCAL.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }));
    expect((await signIn()).AuthenticationResult?.IdToken).toBeTruthy();
  });
});

describe('a data deletion request through the gateway', () => {
  it('is saved and signs its user out everywhere (the function may call AdminUserGlobalSignOut)', async () => {
    const user = await createUser(appUrl);
    const res = await call(appUrl, 'POST', API.dataDeletion, { token: user.idToken, body: { reason: '', confirmDeletion: true } });
    expect(res.status).toBe(201);
    const again = await call(appUrl, 'GET', API.dataDeletion, { token: user.idToken });
    expect(again.status).toBe(200);
  });
});
