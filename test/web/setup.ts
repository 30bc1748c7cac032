// jsdom shims antd needs (matchMedia, ResizeObserver, scrollTo, pseudo-element styles), modal dialogs, the one
// p-queue needs, and Testing Library cleanup.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// p-queue (an EventTarget) lifts Node's listener limit on itself when it finds `process`; under jsdom its EventTarget
// is jsdom's, which Node refuses. A browser has no `process`: the queue is made here as a browser makes it.
const getBuiltinModule = process.getBuiltinModule.bind(process);
process.getBuiltinModule = ((id: string) => (id === 'node:events' ? undefined : getBuiltinModule(id))) as typeof process.getBuiltinModule;

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
