// jsdom shims antd needs (matchMedia, ResizeObserver, scrollTo, pseudo-element styles) and Testing Library cleanup.
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

afterEach(() => {
  cleanup();
  viewport.mobile = false;
});

// Pages are lazy routes (two levels: the antd layout, then the page): on a loaded 2-core machine their first render in
// jsdom can take longer than Testing Library's default 1 s for findBy/waitFor.
configure({ asyncUtilTimeout: 5_000 });

// Every page but the home page renders under the lazily loaded antd layout route: load it (and antd) once per file,
// as a browser has it cached after the first page, so that the first test's queries do not wait on module loading.
beforeAll(async () => {
  await import('../../web/src/app/AntdProvider');
});
