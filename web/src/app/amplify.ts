// Amplify Auth on first need: the runtime configuration is kept at boot, and the first caller (a stored session at
// boot, a sign-in form, an API call) loads Amplify as a lazy chunk, configures it and gets its Auth calls. Visitors'
// first paint loads none of it.
import type { RuntimeConfig } from '@contracts/config';
import { hasStoredSession } from './storedSession';

export type AmplifyAuth = typeof import('./amplifyAuth');

let config: RuntimeConfig | undefined;
let loading: Promise<AmplifyAuth> | undefined;
let loaded: AmplifyAuth | undefined;
const waiting = new Set<(auth: AmplifyAuth) => void>();

/** Called once at boot with /config.json (web tests mock Amplify's calls and set none). */
export function setAmplifyConfig(runtimeConfig: RuntimeConfig): void {
  config = runtimeConfig;
}

/** Amplify's Auth calls, configured; loads them on the first call. */
export function amplify(): Promise<AmplifyAuth> {
  loading ??= import('./amplifyAuth').then((auth) => {
    if (config) auth.configure(config);
    loaded = auth;
    for (const listener of waiting) listener(auth);
    waiting.clear();
    return auth;
  });
  return loading;
}

/** Runs `subscribe` once Amplify is loaded (at once if it is) without loading it; the returned function undoes it. */
export function whenAmplifyLoads(subscribe: (auth: AmplifyAuth) => () => void): () => void {
  let unsubscribe: (() => void) | undefined;
  const listener = (auth: AmplifyAuth) => {
    unsubscribe = subscribe(auth);
  };
  if (loaded) listener(loaded);
  else waiting.add(listener);
  return () => {
    waiting.delete(listener);
    unsubscribe?.();
  };
}

/**
 * False only when nobody can be signed in: the configuration is known, Amplify has not loaded (a sign-in loads it) and
 * no session is stored. A visitor's API calls then carry no token without loading Amplify for it.
 */
export function maybeSignedIn(): boolean {
  return !config || loaded !== undefined || hasStoredSession(config.userPoolClientId);
}
