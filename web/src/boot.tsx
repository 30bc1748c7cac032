// The app's start (main.tsx loads it once the page has painted): read /config.json, read the stored session (Amplify
// loads only when one is stored), load the current route's code, then hydrate the pre-rendered page
// (bin/prerender.ts) when it was rendered for this same state and address, else render. The site's favicon is read
// from the settings meanwhile.
import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { APP, GENERIC } from '@contracts/messages';
import { App } from './app/App';
import type { RouteHandle } from './app/DocumentTitle';
import { setAmplifyConfig } from './app/amplify';
import { hasStoredSession } from './app/storedSession';
import { releaseEarlyInput, releaseTaps, releaseTyping } from './app/earlyInput';
import { PATHS } from './app/paths';
import { PRERENDERED_ATTRIBUTE, prerenderKey, rendersPrerendered } from './app/prerendered';
import { AppRouter } from './app/router';
import { routes } from './app/routes';
import { loadRuntimeConfig } from './app/runtimeConfig';
import { readSession } from './app/session';
import { applySiteIcon } from './lib/siteIcon';
import { whenIdle } from './lib/whenIdle';

const container = document.getElementById('root')!;

/**
 * The routes whose code the first render needs: those the address matches, and for a visitor on a signed-in page
 * (whose handle has a `preload`), which RequireAuth sends to the login page, the login page's too.
 */
export function firstRoutes(location: { pathname: string; search: string }, signedIn: boolean): RouteObject[] {
  const matched = (matchRoutes(routes, location) ?? []).map(({ route }) => route);
  const sentToLogin = !signedIn && matched.some((route) => (route.handle as RouteHandle | undefined)?.preload);
  const login = sentToLogin ? (matchRoutes(routes, PATHS.login) ?? []).map(({ route }) => route) : [];
  return [...new Set([...matched, ...login])];
}

/** Loads the code of the first routes (and, for a signed-in user, of the signed-in page), so the first render is the page itself, not a spinner. */
async function loadCurrentRoute(signedIn: boolean): Promise<void> {
  await Promise.all(
    firstRoutes(window.location, signedIn).map(async (route) => {
      if (signedIn) await (route.handle as RouteHandle | undefined)?.preload?.();
      if (!route.lazy) return;
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Renders nothing. What was typed on the pre-rendered page goes to the app's fields as its first render is put on the
 * page (the same task); a tap held meanwhile is pressed once that render's effects have run (the header's, which closes
 * its menu as it mounts, among them).
 */
function EarlyInputHandOver() {
  useLayoutEffect(releaseTyping, []);
  useEffect(releaseTaps, []);
  return null;
}

async function start() {
  // The settings' favicon, beside the rest of the start (nothing waits for it).
  void applySiteIcon();
  const config = await loadRuntimeConfig();
  setAmplifyConfig(config);
  const hasSession = hasStoredSession(config.userPoolClientId);
  const [initialUser] = await Promise.all([hasSession ? readSession() : null, loadCurrentRoute(hasSession)]);
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
  const same = prerendered === prerenderKey(config) && !initialUser && rendersPrerendered(window.location, window.history.state);
  const app = (
    <StrictMode>
      <App config={config} initialUser={initialUser}>
        <AppRouter prerendered={same} />
      </App>
      <EarlyInputHandOver />
    </StrictMode>
  );
  // In a transition React renders (and hydrates) in short slices, yielding to the browser between them.
  startTransition(() => {
    if (same) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

/** Starts the app (the entry calls it). */
export function boot(): Promise<void> {
  return start()
    .catch(showBootError)
    .finally(() => {
      whenIdle(() => void import('./features/monitoring/reporter').then(({ startErrorReporting }) => startErrorReporting()));
    });
}

function showBootError(error: unknown) {
  console.error('Boot failed', error);
  releaseEarlyInput();
  createRoot(container).render(
    <main className="boot-error">
      <div role="alert">
        <h1>{GENERIC.somethingWentWrong}</h1>
        <p>{APP.bootFailed}</p>
      </div>
      <button type="button" onClick={() => window.location.reload()}>
        {GENERIC.tryAgain}
      </button>
    </main>,
  );
}
