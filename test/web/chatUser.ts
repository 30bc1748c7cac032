// The signed-in user of the chat page's web tests: a fresh one each test, its session in the mocked Amplify, the
// browser's storage empty and the beta banner dismissed.
import type { AuthUser } from '../../web/src/app/session';
import { STORAGE_KEYS } from '../../web/src/features/chat/constants';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { user } from './render';

/** Signs a new user in for the next test (a user of their own per test: SWR's cache is keyed by user id) and returns them. */
export function signInChatUser(): AuthUser {
  resetAmplifyMocks();
  const me = { ...user, id: `u-${crypto.randomUUID()}` };
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: me.id, email: me.email }));
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(STORAGE_KEYS.betaBannerDismissed, 'true');
  return me;
}
