// Whether anyone may be signed in, read before Amplify loads: Amplify keeps the last signed-in user of an app client
// under a key of its own in localStorage. Apart from amplify.ts, so the entry reads it without Amplify's chunk.

/** Where Amplify keeps the last signed-in user of an app client: `${prefix}<client id>${suffix}` in localStorage. */
const LAST_USER_KEY = { prefix: 'CognitoIdentityServiceProvider.', suffix: '.LastAuthUser' };

/** True when Amplify keeps a signed-in user in localStorage: of this app client, or (with none named) of any. */
export function hasStoredSession(userPoolClientId?: string): boolean {
  const { prefix, suffix } = LAST_USER_KEY;
  try {
    if (userPoolClientId !== undefined) return window.localStorage.getItem(`${prefix}${userPoolClientId}${suffix}`) !== null;
    return Object.keys(window.localStorage).some((key) => key.startsWith(prefix) && key.endsWith(suffix));
  } catch {
    return false;
  }
}
