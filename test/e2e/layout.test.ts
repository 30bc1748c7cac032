// Layout of every page in Chromium against the built app, at phone (390x844) and desktop (1366x900) size, public and
// signed in: nothing widens the page past the viewport, and nothing lies over a button, link or field.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logIn, useBrowserPage } from '../support/browser';
import { createUser } from '../support/users';

const appUrl = inject('appUrl');
let page: Page;
// The cookie banner is a notice that waits for a choice (and covers controls until then): choose first, as a user does.
useBrowserPage({ onPage: (opened) => (page = opened), acceptCookies: true });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;
const PUBLIC_PATHS = ['/', '/about', '/contact', '/privacy-policy', '/faq', '/knowledgebase', '/pests/ants', '/login', '/register', '/forgot-password', '/reset-password', '/no-such-page'];
const SIGNED_IN_PATHS = ['/dashboard', '/profile', '/providers', '/chat', '/data-deletion', '/prevention-guide'];

/** Waits until the page has drawn what it loads: its heading, the footer, no skeleton or spinner. */
async function settle(path: string) {
  await page.goto(`${appUrl}${path}`);
  await page.locator('main').getByRole('heading').first().waitFor();
  await page.locator('.site-footer').waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-skeleton, .ant-spin-spinning'));
}

/** The elements that stick out past the right edge of the viewport (the outermost of each), described. */
function overflowOf(): { scrollWidth: number; viewport: number; culprits: string[] } {
  const viewport = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].slice(0, 3).map((c) => `.${c}`).join('')} (right ${Math.round(el.getBoundingClientRect().right)} px)`;
  const clipped = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      if (getComputedStyle(p).overflowX !== 'visible') return true;
    }
    return false;
  };
  const sticksOut = (el: Element) => el.getBoundingClientRect().right > viewport + 0.5 && !clipped(el);
  const culprits = [...document.body.querySelectorAll('*')]
    .filter((el) => sticksOut(el) && !(el.parentElement && el.parentElement !== document.body && sticksOut(el.parentElement)))
    .slice(0, 5)
    .map(describe);
  return { scrollWidth, viewport, culprits };
}

/**
 * Each visible control (button, link, field), scrolled into the middle of its scroller: what lies at its centre must
 * be the control or something inside it. Otherwise the element on top is reported, with whether it is fixed or sticky.
 */
function coveredControls(): string[] {
  const SELECTOR = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"], [role="combobox"]';
  const describe = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${[...el.classList].slice(0, 2).map((c) => `.${c}`).join('')}${text ? ` "${text}"` : ''}`;
  };
  const positioned = (el: Element) => {
    for (let p: Element | null = el; p; p = p.parentElement) {
      const position = getComputedStyle(p).position;
      if (position === 'fixed' || position === 'sticky') return `${position} ${describe(p)}`;
    }
    return describe(el);
  };
  const problems: string[] = [];
  for (const control of document.querySelectorAll(SELECTOR)) {
    if (control.closest('[aria-hidden="true"], [inert]')) continue;
    const style = getComputedStyle(control);
    if (style.visibility === 'hidden' || style.display === 'none' || style.pointerEvents === 'none') continue;
    if (control.getBoundingClientRect().width < 2 || control.getBoundingClientRect().height < 2) continue;
    control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    // A link that wraps has a box per line: the centre of any of them will do.
    const centres = [...control.getClientRects()]
      .filter((box) => box.width >= 2 && box.height >= 2)
      .map((box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 }))
      // Moved off-screen on purpose (a skip link until it has focus): not on the page for a pointer.
      .filter(({ x, y }) => x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight);
    if (!centres.length) continue;
    const hits = centres.map(({ x, y }) => document.elementFromPoint(x, y));
    if (hits.some((hit) => hit && (hit === control || control.contains(hit)))) continue;
    problems.push(`${describe(control)} is under ${hits[0] ? positioned(hits[0]) : 'nothing'}`);
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  return problems;
}

async function checkLayout(path: string, viewport: string) {
  await settle(path);
  const overflow = await page.evaluate(overflowOf);
  expect(overflow.scrollWidth, `${path} at ${viewport} is wider than the viewport; sticking out: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(
    overflow.viewport,
  );
  expect(await page.evaluate(coveredControls), `controls covered on ${path} at ${viewport}`).toEqual([]);
}

describe('layout', () => {
  for (const viewport of VIEWPORTS) {
    it(`public pages fit a ${viewport.name} (${viewport.width}x${viewport.height}) with every control in reach`, async () => {
      await page.setViewportSize(viewport);
      for (const path of PUBLIC_PATHS) await checkLayout(path, viewport.name);
    });

    it(`signed-in pages fit a ${viewport.name} (${viewport.width}x${viewport.height}) with every control in reach`, async () => {
      await page.setViewportSize(viewport);
      // A user of its own: another journey resets the seeded demo user's password.
      await logIn(page, appUrl, await createUser(appUrl));
      await page.waitForURL('**/dashboard');
      for (const path of SIGNED_IN_PATHS) await checkLayout(path, viewport.name);
    });
  }
});
