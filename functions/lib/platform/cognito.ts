// The Cognito client of the functions and their user pool's id, shared by the modules that each make one kind of user
// administration call (users, userSignOut, userDeletion, userRoles, groupEmails); each of those is imported on first
// need, so the client is neither loaded nor created at a cold start, and a function's code holds only the calls it makes.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { sdkClient } from './sdkClients';

export const cognito = sdkClient(new CognitoIdentityProviderClient({}));

export function userPoolId(): string {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
}
