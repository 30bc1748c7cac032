// The case study cards painted before the app has started (features/case-studies/earlyCards.ts) against the card
// template CaseStudyCard renders (cardTemplate.tsx): each card's texts go in as text (markup in a title stays text), its
// link, date and 0 to 3 tag chips as the app's card has them, sorted latest first; a filtered address and a failed
// answer paint nothing; the app's first read takes the same answer once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contracts/api';
import type { PublicCaseStudyWire } from '@contracts/caseStudy/facts';
import { renderCardTemplate } from '../../web/src/features/case-studies/cardTemplate';
import { json } from './fixtures';

type EarlyCards = typeof import('../../web/src/features/case-studies/earlyCards');

const study = (slug: string, date: string, tags: string[], title = `Case ${slug}`): PublicCaseStudyWire => ({
  id: slug,
  slug,
  title,
  description: `About ${slug}.`,
  content: '## The Problem',
  date,
  read_time: '4 min read',
  tags,
  featured: false,
  published_at: `${date}T09:00:00.000Z`,
  created_at: `${date}T09:00:00.000Z`,
  updated_at: `${date}T09:00:00.000Z`,
});

const placeholders = '<ul class="cs-grid" aria-hidden="true"><li class="cs-card cs-placeholder"></li></ul>';
let fetchMock: ReturnType<typeof vi.fn>;

/** The module afresh (its state is the page's), on a page at `address` with the template and the placeholders. */
async function page(address = '/case-studies'): Promise<EarlyCards> {
  vi.resetModules();
  window.history.replaceState(null, '', address);
  document.body.innerHTML = `<div id="root"><div class="cs-progress"></div>${placeholders}</div>${renderCardTemplate()}`;
  return import('../../web/src/features/case-studies/earlyCards');
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the cards painted before the app', () => {
  it("fills a copy of CaseStudyCard's markup per case study, latest first, its texts as text", async () => {
    const early = await page();
    const list = [
      study('older', '2024-01-05', []),
      study('newer', '2025-04-02', ['ants', 'wasps', 'rodents', 'termites'], '<img src=x onerror=alert(1)> & more'),
    ];
    fetchMock.mockResolvedValue(json(200, list));
    await early.paintEarlyCards();

    expect(fetchMock).toHaveBeenCalledWith(API.fetchCaseStudies, { headers: { Accept: 'application/json' } });
    const grid = document.querySelector('.cs-grid')!;
    expect(grid.hasAttribute('aria-hidden')).toBe(false);
    expect(document.querySelector('.cs-progress')).toBeNull();
    const cards = [...grid.children];
    expect(cards.map((card) => card.querySelector('h2')!.textContent)).toEqual(['<img src=x onerror=alert(1)> & more', 'Case older']);
    expect(document.querySelector('img')).toBeNull();
    const [newer, older] = cards;
    expect(newer!.querySelector('time')!.getAttribute('datetime')).toBe('2025-04-02');
    expect(newer!.querySelector('time')!.textContent).toBe('April 2, 2025');
    expect(newer!.querySelector('.cs-meta')!.textContent).toBe('April 2, 2025 · 4 min read');
    expect(newer!.querySelector('.cs-card-description')!.textContent).toBe('About newer.');
    expect([...newer!.querySelectorAll('button')].map((button) => [button.textContent, button.getAttribute('aria-label')])).toEqual([
      ['Ants', 'Show case studies tagged Ants'],
      ['Wasps & Bees', 'Show case studies tagged Wasps & Bees'],
      ['Rodents', 'Show case studies tagged Rodents'],
    ]);
    expect(newer!.querySelector('a')!.getAttribute('href')).toBe('/case-studies/newer');
    expect(newer!.querySelector('a')!.textContent).toBe('Read case study: <img src=x onerror=alert(1)> & more');
    // No tags of its own, none inferred from its texts: no chips at all, as the app's card.
    expect(older!.querySelector('ul')).toBeNull();
    expect(document.getElementById('root')!.innerHTML).not.toContain('cs-slot-');

    // The app's first render shows the same list, and its first read takes the same answer, once.
    expect(early.paintedCards(API.fetchCaseStudies)).toEqual(list);
    await expect(early.takeEarlyAnswer(API.fetchCaseStudies)).resolves.toEqual(list);
    expect(early.takeEarlyAnswer(API.fetchCaseStudies)).toBeUndefined();
  });

  it('leaves a filtered address to the app', async () => {
    const early = await page('/case-studies?category=ants');
    await early.paintEarlyCards();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(early.takeEarlyAnswer(API.fetchCaseStudies)).toBeUndefined();
  });

  it('paints nothing from a failed answer, and the app asks again', async () => {
    const early = await page();
    fetchMock.mockResolvedValue(json(500, { error: { code: 'internal', message: 'Something went wrong' } }));
    await early.paintEarlyCards();
    expect(document.querySelector('.cs-grid')!.getAttribute('aria-hidden')).toBe('true');
    expect(early.paintedCards(API.fetchCaseStudies)).toBeUndefined();
    await expect(early.takeEarlyAnswer(API.fetchCaseStudies)).resolves.toBeUndefined();
  });

  it('paints nothing once the app renders the list', async () => {
    const early = await page();
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const painting = early.paintEarlyCards();
    expect(early.paintedCards(API.fetchCaseStudies)).toBeUndefined();
    answer(json(200, [study('late', '2025-01-01', ['ants'])]));
    await painting;
    expect(document.querySelector('.cs-placeholder')).not.toBeNull();
    expect(early.paintedCards(API.fetchCaseStudies)).toBeUndefined();
  });
});
