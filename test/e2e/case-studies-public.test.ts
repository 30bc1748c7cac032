// The public case study pages in Chromium against the built app: a visitor finds a published case study by its tag
// (a card's chip), reads it (title, lead, the rendered body, its title and Article data), and Back returns to the
// filtered list; a draft is found neither in the list nor by its address. An axe scan of the list, the detail and the
// not-found screen.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CASE_STUDIES } from '../../functions/contracts/messages';
import { expectAccessible, useBrowserPage } from '../support/browser';
import { useStackEnvironment } from '../support/stack';

useStackEnvironment();
const { caseStudyFromForm, createCaseStudy } = await import('../../functions/lib/caseStudies/caseStudies');
const { caseStudyFormSchema } = await import('../../functions/contracts/caseStudy');

const appUrl = inject('appUrl');
let page: Page;
useBrowserPage({ onPage: (opened) => (page = opened), acceptCookies: true });

const run = Date.now().toString(36);
const published = {
  title: `Rooftop Wasp Nest Removal ${run}`,
  slug: `rooftop-wasp-nest-removal-${run}`,
  description: 'A restaurant terrace kept open while a paper wasp nest under the roof was removed safely.',
  content: [
    '## The problem',
    '',
    'Guests on the terrace were being stung, and the **nest** sat under the eaves above the bar.',
    '',
    '## What we did',
    '',
    '- Removed the nest at dusk, when the wasps were inside',
    '- Sealed the gap in the soffit',
    '',
    'See the [wasp guide](/pests/wasps) for the signs to look for.',
  ].join('\n'),
  date: '2025-07-14',
  readTime: '3 min read',
  tags: ['wasps', 'commercial'],
  published: true,
};
const draft = { ...published, title: `Unpublished Wasp Draft ${run}`, slug: `unpublished-wasp-draft-${run}`, published: false };

beforeAll(async () => {
  for (const form of [published, draft]) await createCaseStudy(caseStudyFromForm(caseStudyFormSchema.parse(form), new Date()));
});

describe('public case studies', () => {
  it('a visitor finds a case study by its tag and reads it', async () => {
    await page.goto(`${appUrl}/case-studies`);
    await page.getByRole('heading', { level: 1, name: CASE_STUDIES.title }).waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: published.title }) });
    await card.waitFor();
    expect(await page.getByRole('heading', { name: draft.title }).count()).toBe(0);
    await expectAccessible(page, '/case-studies');

    // The card's Wasps & Bees chip filters the list by its tag.
    await card.getByRole('button', { name: CASE_STUDIES.tagFilterLabel('Wasps & Bees') }).click();
    await page.waitForURL('**/case-studies?category=wasps');
    // The address changes first; the select shows the category with the render that follows (a navigation is a transition).
    await expect.poll(() => page.getByRole('combobox', { name: CASE_STUDIES.categoryLabel }).inputValue()).toBe('wasps');
    await card.waitFor();
    const titles = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(titles).toContain(published.title);
    expect(titles).not.toContain(draft.title);
    // Only wasp case studies remain (the samples are about cockroaches, bed bugs and termites).
    expect(titles.some((title) => /cockroach|bed bug|termite/i.test(title))).toBe(false);

    await card.getByRole('link', { name: new RegExp(`^${CASE_STUDIES.readCaseStudy}`) }).click();
    await page.waitForURL(`**/case-studies/${published.slug}`);
    await page.getByRole('heading', { level: 1, name: published.title }).waitFor();
    expect(await page.getByText('July 14, 2025').count()).toBe(1);
    expect(await page.getByText(published.description).getAttribute('class')).toBe('cs-lead');
    await page.getByRole('heading', { level: 2, name: 'What we did' }).waitFor();
    expect(await page.getByText('nest', { exact: true }).evaluate((el) => el.tagName)).toBe('STRONG');
    expect(await page.getByRole('link', { name: 'wasp guide' }).getAttribute('href')).toBe('/pests/wasps');
    await page.waitForFunction((title) => document.title.startsWith(title), CASE_STUDIES.pageTitle(published.title));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(published.description);
    const article = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(article).toMatchObject({ '@type': 'Article', headline: published.title, datePublished: published.date });
    await expectAccessible(page, '/case-studies/:slug');

    // Back returns to the list as it was filtered.
    await page.goBack();
    await page.waitForURL('**/case-studies?category=wasps');
    await card.waitFor();
  });

  it('never shows a draft by its address', async () => {
    await page.goto(`${appUrl}/case-studies/${draft.slug}`);
    await page.getByRole('heading', { level: 1, name: CASE_STUDIES.notFoundTitle }).waitFor();
    expect(await page.getByRole('button', { name: CASE_STUDIES.tryAgain }).count()).toBe(0);
    await expectAccessible(page, 'case study not found');
    await page.getByRole('link', { name: CASE_STUDIES.viewAll }).click();
    await page.waitForURL('**/case-studies');
    await page.getByRole('heading', { name: published.title }).waitFor();
  });
});
