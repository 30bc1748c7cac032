// Cognito PostConfirmation trigger: a confirmed sign-up gets its profile at once, so every registered user is in the
// admin's user list, including one who has never signed in since confirming (lib/profiles creates it exactly once).
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { createProfile } from '../lib/users';

export async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  await createProfile({ sub: attributes.sub, username: event.userName, role: 'user', attributes }, new Date());
  return event;
}
