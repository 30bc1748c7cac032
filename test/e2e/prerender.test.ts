// The pre-rendered home page (bin/prerender.ts): readable before any script runs, hydrated without a mismatch or a
// layout shift, and only on / (every other path gets the app's shell, not the home page's markup).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { HERO_TITLE } from '../../web/src/features/landing/Hero';
import { useBrowserPage } from '../support/browser';

const appUrl = inject('appUrl');
let page: Page;
useBrowserPage({ onPage: (opened) => (page = opened), acceptCookies: true });

describe('pre-rendered home page', () => {
  it('is served with its content on / only', async () => {
    const home = await (await fetch(`${appUrl}/`)).text();
    expect(home).toContain(`<h1 id="home-title" class="home-title">${HERO_TITLE}</h1>`);
    expect(home).toContain('href="/register"');
    const chat = await (await fetch(`${appUrl}/chat`)).text();
    expect(chat).toContain('<div id="root"></div>');
    expect(chat).not.toContain('home-title');
  });

  it('reads and links without JavaScript', async () => {
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    try {
      const noScript = await context.newPage();
      await noScript.goto(`${appUrl}/`);
      expect(await noScript.getByRole('heading', { level: 1 }).textContent()).toBe(HERO_TITLE);
      expect(await noScript.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Knowledgebase' }).getAttribute('href')).toBe('/knowledgebase');
    } finally {
      await context.close();
    }
  });

  it('hydrates without errors or layout shifts and then works as the app', async () => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${appUrl}/`);
    // The features section mounts after hydration: once it shows, the app has taken over the page.
    await page.getByRole('heading', { name: /^Why / }).waitFor();
    await page.getByLabel('Describe your pest problem (optional)').fill('Ants in my kitchen');
    await page.getByRole('button', { name: 'Get free advice' }).click();
    await page.waitForURL('**/register');
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
  });
});
