// The entry: the page (pre-rendered, or the bare shell) paints first with its styles; the app's code, preloaded
// meanwhile (bin/prerender.ts), runs right after that first paint, so the paint never waits for it.
import './app/styles.css';
import './features/knowledge/knowledge.css';

requestAnimationFrame(() => setTimeout(() => void import('./boot')));
