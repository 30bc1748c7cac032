// jsdom shims antd needs (matchMedia, ResizeObserver, scrollTo, pseudo-element styles), modal dialogs, the one
// p-queue needs, Testing Library cleanup, and each file's fresh start in the worker's shared jsdom.
import { fileURLToPath } from 'node:url';
import { cleanup, configure } from '@testing-library/react';
import { SWRGlobalState, cache } from 'swr/_internal';
import { afterEach, beforeAll, vi } from 'vitest';

type Evaluated = { exports?: unknown; mockedExports?: unknown; promise?: unknown; evaluated: boolean; importers: Set<string> };
type WorkerState = { evaluatedModules: { idToModuleMap: Map<string, Evaluated> } };

/**
 * What vitest does between the files of an isolated worker (vi.resetModules also keeps the modules the last file's
 * vi.mock factories made, which a file would then get for its own mocked imports): every module but vitest's and this
 * one (which a test file may import for `viewport`, and must not evaluate again, resetting the modules it has loaded).
 */
function resetAppModules(): void {
  const here = fileURLToPath(import.meta.url);
  const { evaluatedModules } = (globalThis as unknown as { __vitest_worker__: WorkerState }).__vitest_worker__;
  if (!evaluatedModules.idToModuleMap.has(here)) throw new Error(`vitest's module map no longer names this file as ${here}`);
  for (const [id, node] of evaluatedModules.idToModuleMap) {
    if (id === here || /\/vitest\/dist\/|@vitest\//.test(id)) continue;
    Object.assign(node, { exports: undefined, mockedExports: undefined, promise: undefined, evaluated: false });
    node.importers.clear();
  }
}

/**
 * The web files share a worker's jsdom and the packages it has loaded (isolate: false in vitest.config.ts: a jsdom and
 * antd, React and Amplify loaded anew for every file were most of the project's CPU). This file runs again before each
 * test file, which starts as it would in a worker of its own: the app's modules loaded afresh (under the file's own
 * vi.mock calls, which vitest keeps per file), the globals a file stubbed restored, storage and cookies empty, SWR's
 * cache (kept in the package) empty, and the window and navigator properties a file redefined back to jsdom's.
 */
resetAppModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
// SWR's cache and its records of requests and mutations (one set for the package, which the files share): emptied
// rather than each key mutated to nothing, for a key's mutation discards the answer to a request that started before
// it, and a file's first request of a key the last file had asked for within the dedupe interval (2 s) waited on that
// request and was discarded, its page left without data (the directory's first test after the map's, and back).
const swrState = SWRGlobalState.get(cache);
if (!swrState) throw new Error("SWR's default cache has no global state: its internals changed");
type Records = Record<string, unknown>;
const [, mutations, requests, preloads] = swrState as unknown as [unknown, Records, Records, Records];
for (const records of [mutations, requests, preloads]) {
  for (const key of Object.keys(records)) delete records[key];
}
(cache as Map<string, unknown>).clear();
delete (navigator as { onLine?: boolean }).onLine;
const jsdomScrollY = Symbol.for('pestpilot.test.scrollY');
const shared = globalThis as { [jsdomScrollY]?: PropertyDescriptor };
shared[jsdomScrollY] ??= Object.getOwnPropertyDescriptor(window, 'scrollY') ?? { value: 0, configurable: true };
Object.defineProperty(window, 'scrollY', shared[jsdomScrollY]);
document.head.replaceChildren();
document.body.replaceChildren();
document.title = '';

// p-queue (an EventTarget) lifts Node's listener limit on itself when it finds `process`; under jsdom its EventTarget
// is jsdom's, which Node refuses. A browser has no `process`: the queue is made here as a browser makes it (once for
// the worker: the files share its `process`).
const queueShim = Symbol.for('pestpilot.test.getBuiltinModule');
if (!(queueShim in process)) {
  const getBuiltinModule = process.getBuiltinModule.bind(process);
  process.getBuiltinModule = ((id: string) => (id === 'node:events' ? undefined : getBuiltinModule(id))) as typeof process.getBuiltinModule;
  Object.defineProperty(process, queueShim, { value: true });
}

/** Tests set this to render the mobile layout (matchMedia answers `matches` for max-width queries). */
export const viewport = { mobile: false };

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: viewport.mobile && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverShim as unknown as typeof ResizeObserver;

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// jsdom does not implement getComputedStyle for pseudo-elements; antd asks for them when measuring scrollbars.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// jsdom has no modal dialogs: showModal and close toggle `open` (what a test can see); Chromium runs the real ones.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

afterEach(() => {
  cleanup();
  viewport.mobile = false;
  // Every test's memory router starts at a location keyed 'default': the scroll positions React Router saved in one
  // test (kept in its module and reloaded from this item as a router mounts) must not be restored in the next.
  sessionStorage.clear();
  sessionStorage.setItem('react-router-scroll-positions', '{}');
});

// Pages are lazy routes (two levels: the antd layout, then the page): on a loaded 2-core machine their first render in
// jsdom can take longer than Testing Library's default 1 s for findBy/waitFor (over 5 s seen with the machine's other
// work at load 14; 15 s ran out beside four busy loops); a wait that finds nothing still fails, only later.
configure({ asyncUtilTimeout: 45_000 });

// The pages that use antd render inside antd's provider once it has loaded (AntdHost), and Amplify and the API client's
// runtime (queue, retries, breakers) load on first need: load them once per file (after the file's own vi.mock of
// Amplify's calls), as a browser has them cached after the first page, so that the first test's queries do not wait
// on module loading.
beforeAll(async () => {
  await Promise.all([
    import('../../web/src/app/AntdHost').then(({ loadAntd }) => loadAntd()),
    import('../../web/src/app/amplifyAuth'),
    import('../../web/src/api/client'),
  ]);
  // Module loading is all CPU: on a loaded machine it outlasts the hook's default 10 s (seen with four busy loops).
}, 60_000);
