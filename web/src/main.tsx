// Boot: read /config.json, configure Amplify, read the session, then render the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { APP, GENERIC } from '@contracts/messages';
import { App } from './app/App';
import { configureAmplify } from './app/amplify';
import { loadRuntimeConfig } from './app/runtimeConfig';
import { readSession } from './features/auth/session';
import './app/styles.css';

const root = createRoot(document.getElementById('root')!);

async function boot() {
  const config = await loadRuntimeConfig();
  configureAmplify(config);
  const initialUser = await readSession();
  document.title = config.siteName;
  root.render(
    <StrictMode>
      <App config={config} initialUser={initialUser} />
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  console.error('Boot failed', error);
  root.render(
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
