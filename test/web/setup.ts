// jsdom shims antd needs (matchMedia, ResizeObserver, scrollTo, pseudo-element styles) and Testing Library cleanup.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
