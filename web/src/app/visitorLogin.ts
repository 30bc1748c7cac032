// A visitor who opens a signed-in page (/chat, /providers ...) is sent to the login page, remembering where they were
// going (as RequireAuth does), before the app has started: bin/prerender.ts puts the login page's markup in a template
// of app.html, naming the signed-in paths, and the entry, when no session is stored, moves the address to /login and
// shows that markup at once. The app then renders the same login page over it, handed what was typed meanwhile.
import { PATHS } from './paths';
import type { LoginState } from './routeState';
import { hasStoredSession } from './storedSession';

/** The id of app.html's template holding the login page's markup; its `data-paths` lists the signed-in paths. */
export const VISITOR_LOGIN_TEMPLATE = 'visitor-login';

/** Shows the login page in place of the shell when a visitor (no stored session) has opened a signed-in page. */
export function showVisitorLogin(): void {
  const template = document.getElementById(VISITOR_LOGIN_TEMPLATE);
  const { pathname, search, hash } = window.location;
  if (!(template instanceof HTMLTemplateElement) || !(template.dataset.paths ?? '').split(' ').includes(pathname) || hasStoredSession()) return;
  // The router's entry as RequireAuth's <Navigate replace state> leaves it: the route state under `usr`.
  const entry = (window.history.state ?? {}) as { usr?: unknown; idx?: number };
  const state: LoginState = { from: { pathname, search, hash, state: entry.usr } };
  window.history.replaceState({ usr: state, key: 'visitor-login', idx: entry.idx ?? 0 }, '', PATHS.login);
  document.getElementById('root')?.replaceChildren(template.content.cloneNode(true));
}
