// Whether a user signs in with a second factor (TOTP), read from the pool and kept on their profile, where admin rights
// read it (platform/adminRights): Cognito's tokens do not say how the user signed in. Loaded on first need.
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SecondFactorStatus } from '../../contracts/profile';
import type { Caller } from '../platform/caller';
import { cognito, userPoolId } from '../platform/cognito';
import { db, tableName } from '../platform/db';
import { keys } from '../platform/keys';
import { getProfile } from './profiles';

/** Read the caller's MFA settings from the pool and record on their profile (created if need be) whether TOTP is on. */
export async function recordSecondFactor(caller: Caller): Promise<SecondFactorStatus> {
  await getProfile(caller);
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: caller.username }));
  const totp = (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(caller.sub),
      UpdateExpression: 'SET totp = :totp',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':totp': totp },
    }),
  );
  return { totp };
}
