// The app's start (main.tsx loads it once the page has painted): read /config.json, read the stored session (Amplify
// loads only when one is stored), load the current route's code, then hydrate the pre-rendered page
// (bin/prerender.ts) when it was rendered for this same state and address, else render.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { APP, GENERIC } from '@contracts/messages';
import { App } from './app/App';
import { hasStoredSession, setAmplifyConfig } from './app/amplify';
import { PRERENDERED_ATTRIBUTE, prerenderKey, rendersPrerendered } from './app/prerendered';
import { AppRouter } from './app/router';
import { routes } from './app/routes';
import { loadRuntimeConfig } from './app/runtimeConfig';
import { readSession } from './app/session';

const container = document.getElementById('root')!;

/** Resolves the lazy routes the current address matches, so the first render is the page itself, not a spinner. */
async function loadCurrentRoute(): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function boot() {
  const config = await loadRuntimeConfig();
  setAmplifyConfig(config);
  const [initialUser] = await Promise.all([
    hasStoredSession(config.userPoolClientId) ? readSession() : null,
    loadCurrentRoute(),
  ]);
  const app = (
    <StrictMode>
      <App config={config} initialUser={initialUser}>
        <AppRouter />
      </App>
    </StrictMode>
  );
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
  const same = prerendered === prerenderKey(config) && !initialUser && rendersPrerendered(window.location);
  if (same) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

boot().catch((error: unknown) => {
  console.error('Boot failed', error);
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
});
