// The knowledge pages in Chromium against the built app: the knowledgebase's redirect, tabs with their loading bar,
// chips and collapsible sections; the FAQ; a pest page's bar opening the chat with its question in a new thread; the
// guides carousel; the prevention guide behind the login; an axe scan of each page.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PEST_FAQ, PREVENTION_FAQ } from '../../functions/knowledge/knowledgebase';
import { pestGuide } from '../../functions/knowledge/pests';
import { PREVENTION_GUIDE } from '../../functions/knowledge/preventionGuide';
import { SITE_FAQ } from '../../functions/knowledge/siteFaq';
import { pestPrompt } from '../../web/src/pages/pests/PestPage';
import { expectAccessible, useBrowserPage } from '../support/browser';
import { createUser } from '../support/users';

const appUrl = inject('appUrl');
let page: Page;
useBrowserPage({ onPage: (opened) => (page = opened), acceptCookies: true });

const question = (text: string) => page.locator('summary', { hasText: text });

describe('knowledgebase', () => {
  it('replaces a bare address with ?section=faq and shows the Pest FAQ tab', async () => {
    await page.goto(`${appUrl}/knowledgebase`);
    await page.waitForURL('**/knowledgebase?section=faq');
    expect(await page.getByRole('tab', { name: 'Pest FAQ' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Pest Control FAQs' }).waitFor();
    // Replaced, not pushed: going back leaves the knowledgebase.
    expect(await page.evaluate(() => history.length)).toBe(2);
    await expectAccessible(page, '/knowledgebase');
  });

  it('changes tab through the loading bar and keeps the tab in the address', async () => {
    await page.goto(`${appUrl}/knowledgebase?section=faq`);
    await page.getByRole('heading', { name: 'Pest Control FAQs' }).waitFor();
    await page.getByRole('tab', { name: 'Prevention' }).click();
    await page.waitForURL('**/knowledgebase?section=prevention');
    const bar = page.getByRole('progressbar', { name: 'Loading' });
    await bar.waitFor();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await page.getByRole('heading', { name: 'Pest Prevention Guide' }).waitFor();
    await bar.waitFor({ state: 'detached' });
    await question(PREVENTION_FAQ[2].items[0].question).waitFor();
    await expectAccessible(page, '/knowledgebase?section=prevention');
    await page.getByRole('tab', { name: 'Case Studies' }).click();
    await page.getByRole('link', { name: /^Read case study/ }).first().waitFor();
    await expectAccessible(page, '/knowledgebase?section=case-studies');
  });

  it('filters by a chip, shows all when it is chosen again, and opens one answer at a time', async () => {
    await page.goto(`${appUrl}/knowledgebase?section=faq`);
    const rodentQuestion = PEST_FAQ[2].items[0].question;
    const flyingQuestion = PEST_FAQ[1].items[0].question;
    await question(flyingQuestion).waitFor();
    await page.locator('link[rel="canonical"]').waitFor({ state: 'attached' });
    const rodents = page.getByRole('button', { name: 'Rodents', exact: true });
    await rodents.click();
    expect(await rodents.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('status', { name: 'Loading Rodents' }).waitFor();
    await question(rodentQuestion).waitFor();
    expect(await question(flyingQuestion).count()).toBe(0);
    await rodents.click();
    await question(flyingQuestion).waitFor();

    const [first, second] = PEST_FAQ[2].items;
    await question(first.question).click();
    await page.getByText(first.answer).waitFor();
    await question(second.question).click();
    await page.getByText(second.answer).waitFor();
    await page.getByText(first.answer).waitFor({ state: 'hidden' });
    await question(second.question).click();
    await page.getByText(second.answer).waitFor({ state: 'hidden' });
  });

  it('collapses a section and shows placeholders when it is expanded again', async () => {
    await page.goto(`${appUrl}/knowledgebase?section=faq`);
    await page.locator('link[rel="canonical"]').waitFor({ state: 'attached' });
    const toggle = page.getByRole('button', { name: 'Collapse Flying Insects' });
    await toggle.click();
    await question(PEST_FAQ[1].items[0].question).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Expand Flying Insects' }).click();
    await page.getByRole('status', { name: 'Loading Flying Insects' }).waitFor();
    await question(PEST_FAQ[1].items[0].question).waitFor();
  });
});

describe('FAQ page', () => {
  it('opens a category with View All and links on to the knowledgebase and support', async () => {
    await page.goto(`${appUrl}/faq`);
    await page.locator('link[rel="canonical"]').waitFor({ state: 'attached' });
    const support = page.getByRole('region', { name: 'Technical Support' });
    await support.getByRole('button', { name: 'View All' }).click();
    for (const item of SITE_FAQ[5].items) await support.getByText(item.answer).waitFor();
    expect(await page.getByRole('link', { name: 'Browse Knowledgebase' }).getAttribute('href')).toBe('/knowledgebase');
    expect(await page.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact');
    await expectAccessible(page, '/faq');
  });
});

describe('pest guide pages', () => {
  it('opens the chat with the pest question in a new thread, through the login for a visitor', async () => {
    const termites = pestGuide('termites')!;
    const { bar, query } = pestPrompt(termites);
    const user = await createUser(appUrl, { displayName: 'Guide Reader' });
    await page.goto(`${appUrl}/pests/termites`);
    await expectAccessible(page, '/pests/termites');
    await page.locator('link[rel="canonical"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: bar }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/chat');
    await page.getByText(query).first().waitFor();
  });

  it('links every guide from the carousel, which scrolls with its buttons', async () => {
    await page.goto(`${appUrl}/pests/ants`);
    await page.locator('link[rel="canonical"]').waitFor({ state: 'attached' });
    const carousel = page.getByRole('region', { name: 'Pest Control Guides' });
    expect(await carousel.getByRole('link').count()).toBe(13);
    const track = carousel.getByRole('list');
    await carousel.getByRole('button', { name: 'Next guides' }).click();
    await page.waitForFunction(() => (document.querySelector('.kb-carousel-track')?.scrollLeft ?? 0) > 0);
    expect(await track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await carousel.getByRole('link', { name: /^Wasps/ }).click();
    await page.waitForURL('**/pests/wasps');
    await page.getByRole('heading', { level: 1, name: 'Wasp Control Guide' }).waitFor();
    await page.waitForFunction(() => document.title.startsWith('Wasp Control Guide - Prevention & Treatment'));
  });

  it('answers an unknown pest with the not-found page', async () => {
    await page.goto(`${appUrl}/pests/unicorns`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });
});

describe('prevention guide', () => {
  it('asks a visitor to log in, then shows the five tabs with the Find Providers link', async () => {
    const user = await createUser(appUrl, { displayName: 'Prevention Reader' });
    await page.goto(`${appUrl}/prevention-guide`);
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/prevention-guide');
    const tabs = page.getByRole('tablist', { name: 'Prevention guide' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(PREVENTION_GUIDE.map((tab) => tab.label));
    await question('Cockroaches').click();
    await page.getByText(PREVENTION_GUIDE[0].topics[0].signs![0]).waitFor();
    await question('Ants').click();
    await page.getByText(PREVENTION_GUIDE[0].topics[0].signs![0]).waitFor({ state: 'hidden' });
    await expectAccessible(page, '/prevention-guide');
    await page.getByRole('tab', { name: 'Prevention', exact: true }).click();
    await page.getByText('Keep firewood at least 20 feet from the home and off the ground.').waitFor();
    await page.getByRole('tab', { name: 'When to Call Pros' }).press('End');
    expect(await page.getByRole('tab', { name: 'When to Call Pros' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('link', { name: 'Find Providers' }).getAttribute('href')).toBe('/providers');
  });
});
