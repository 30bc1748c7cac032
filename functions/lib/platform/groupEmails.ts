// The e-mail addresses of a Cognito group's members, for the notices admins get (a provider suggestion). Imported on
// first need.
import { paginateListUsersInGroup } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, userPoolId } from './cognito';

/** The e-mail addresses of a group's enabled members. */
export async function groupEmails(group: string): Promise<string[]> {
  const emails = new Set<string>();
  for await (const page of paginateListUsersInGroup({ client: cognito }, { UserPoolId: userPoolId(), GroupName: group })) {
    for (const user of page.Users ?? []) {
      const email = user.Attributes?.find((a) => a.Name === 'email')?.Value;
      if (email && user.Enabled !== false) emails.add(email);
    }
  }
  return [...emails];
}
