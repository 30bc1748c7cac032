// jsdom shims antd needs (matchMedia, ResizeObserver, scrollTo, pseudo-element styles), modal dialogs and Testing Library cleanup.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

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
});

// Pages are lazy routes (two levels: the antd layout, then the page): on a loaded 2-core machine their first render in
// jsdom can take longer than Testing Library's default 1 s for findBy/waitFor.
configure({ asyncUtilTimeout: 5_000 });

// The pages that use antd render inside antd's provider once it has loaded (AntdHost), and Amplify loads on first need:
// load both once per file (after the file's own vi.mock of Amplify's calls), as a browser has them cached after the
// first page, so that the first test's queries do not wait on module loading.
beforeAll(async () => {
  await Promise.all([import('../../web/src/app/AntdHost').then(({ loadAntd }) => loadAntd()), import('../../web/src/app/amplifyAuth')]);
});
