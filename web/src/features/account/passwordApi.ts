// The password change's Amplify calls: is there an active session, and updatePassword.
import { amplify } from '../../app/amplify';

/** True when the current session has tokens to change the password with. */
export async function hasActiveSession(): Promise<boolean> {
  try {
    const { fetchAuthSession } = await amplify();
    const session = await fetchAuthSession();
    return Boolean(session.tokens?.accessToken);
  } catch {
    return false;
  }
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  const { updatePassword } = await amplify();
  await updatePassword({ oldPassword, newPassword });
}
