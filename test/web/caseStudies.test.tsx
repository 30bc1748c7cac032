// The public case study pages (document 3, 2.6, 2.7, 4 and 8): the list's loading bar and placeholders, cards (dates,
// read time, at most 3 tags that filter, the link), search, category and sort, both empty states with Reset Filters, the
// failed load's toast with the samples; the detail's article with its head and Article data, not found (with Try Again
// only after a failure), the sample fallback with its toast, and an empty body with Retry.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseStudyWire } from '@contracts/caseStudy';
import { CASE_STUDIES } from '@contracts/messages';
import { SAMPLE_CASE_STUDIES } from '@knowledge/caseStudies';
import { AppProviders } from '../../web/src/app/AppProviders';
import { routes } from '../../web/src/app/routes';
import { COOKIE_CONSENT_KEY } from '../../web/src/features/cookies/consent';
import { resetAmplifyMocks } from './amplifyMock';
import { json } from './fixtures';
import { testConfig, TestStyles } from './render';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

function study(overrides: Partial<CaseStudyWire> = {}): CaseStudyWire {
  return {
    id: 'cs-1',
    slug: 'warehouse-rodent-control',
    title: 'Warehouse Rodent Control',
    description: 'How a food warehouse removed a rat infestation with exclusion and trapping.',
    content: '## The problem\n\nRats in the **loading bay**.\n\n## Results\n\nNo activity after [four weeks](https://example.com/report).',
    date: '2025-04-02',
    read_time: '6 min read',
    tags: ['rodents', 'commercial', 'residential', 'ants'],
    featured: false,
    published_at: '2025-04-02T10:00:00.000Z',
    thread_id: null,
    created_at: '2025-04-01T10:00:00.000Z',
    updated_at: '2025-04-03T10:00:00.000Z',
    ...overrides,
  };
}

const older = study({ id: 'cs-2', slug: 'spring-ant-trails', title: 'Spring Ant Trails', date: 'Spring 2024', created_at: '2024-03-01T00:00:00.000Z', tags: [], description: 'Ants in a residential kitchen, followed back to a nest under the patio.' });

/** The API as the test answers it: every request's URL, and an answer per request. */
let requests: URL[];
let answer: (url: URL) => Response | Promise<Response>;

beforeEach(() => {
  resetAmplifyMocks();
  localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== '/api/fetch-case-studies') return json(404, { error: { code: 'NotFound', message: 'no' } });
      requests.push(url);
      return answer(url);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TestStyles>
      <SWRConfig value={{ provider: () => new Map() }}>
        <AppProviders config={testConfig} initialUser={null}>
          <RouterProvider router={router} />
        </AppProviders>
      </SWRConfig>
    </TestStyles>,
  );
  return router;
}

const lastQuery = () => Object.fromEntries(requests.at(-1)!.searchParams);
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('case study list', () => {
  it('shows the loading bar and 6 placeholder cards, then the cards with dates, read time, 3 tags and the link', async () => {
    let release!: (r: Response) => void;
    answer = () => new Promise((resolve) => (release = resolve));
    open('/case-studies');
    expect(await screen.findByRole('heading', { level: 1, name: CASE_STUDIES.title })).toBeTruthy();
    expect(screen.getByText(CASE_STUDIES.subtitle)).toBeTruthy();
    const bar = await screen.findByRole('progressbar', { name: CASE_STUDIES.loading });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(90);
    expect(document.querySelectorAll('.cs-placeholder')).toHaveLength(6);

    await act(async () => release(json(200, [older, study()])));
    expect(await screen.findByRole('heading', { level: 2, name: 'Warehouse Rodent Control' })).toBeTruthy();
    expect(document.querySelectorAll('.cs-placeholder')).toHaveLength(0);
    // Latest first: the date value sorts before the older creation time.
    expect(cardTitles()).toEqual(['Warehouse Rodent Control', 'Spring Ant Trails']);

    const card = screen.getByRole('heading', { name: 'Warehouse Rodent Control' }).closest('li')!;
    expect(within(card).getByText('April 2, 2025')).toBeTruthy();
    expect(card.textContent).toContain('6 min read');
    expect(within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Rodents', 'Commercial', 'Residential']);
    expect(within(card).getByRole('link', { name: /^Read case study/ }).getAttribute('href')).toBe('/case-studies/warehouse-rodent-control');

    // A date given as text is shown as it is; tags absent are inferred from title and description.
    const other = screen.getByRole('heading', { name: 'Spring Ant Trails' }).closest('li')!;
    expect(within(other).getByText('Spring 2024')).toBeTruthy();
    expect(within(within(other).getByRole('list', { name: 'Tags' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ants', 'Residential']);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: CASE_STUDIES.sortLabel }), 'oldest');
    expect(cardTitles()).toEqual(['Spring Ant Trails', 'Warehouse Rodent Control']);
  });

  it('searches on Search, filters by category (featured and Wasps & Bees) and by a card tag, each kept in the address', async () => {
    answer = () => json(200, [study()]);
    const router = open('/case-studies');
    const ui = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Warehouse Rodent Control' });
    expect(lastQuery()).toEqual({});

    await ui.type(screen.getByRole('searchbox', { name: CASE_STUDIES.searchLabel }), 'rats');
    expect(requests).toHaveLength(1);
    await ui.click(screen.getByRole('button', { name: CASE_STUDIES.search }));
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'rats' }));

    const category = screen.getByRole('combobox', { name: CASE_STUDIES.categoryLabel });
    expect(within(category).getByRole('option', { name: 'Wasps & Bees' })).toBeTruthy();
    await ui.selectOptions(category, 'featured');
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'rats', featured: 'true' }));
    await ui.selectOptions(category, 'wasps');
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'rats', tag: 'wasps' }));

    await ui.click(await screen.findByRole('button', { name: CASE_STUDIES.tagFilterLabel('Commercial') }));
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'rats', tag: 'commercial' }));
    expect((category as HTMLSelectElement).value).toBe('commercial');
    expect(router.state.location.search).toBe('?search=rats&category=commercial');
  });

  it('shows the standalone empty state, and Reset Filters clears the search and the category', async () => {
    answer = (url) => json(200, url.search ? [] : [study()]);
    open('/case-studies?search=zebra&category=termites');
    expect(await screen.findByRole('heading', { name: CASE_STUDIES.emptyTitle })).toBeTruthy();
    expect(lastQuery()).toEqual({ search: 'zebra', tag: 'termites' });
    expect(screen.getByText(CASE_STUDIES.emptyTextStandalone)).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('zebra');

    await userEvent.setup().click(screen.getByRole('button', { name: CASE_STUDIES.resetFilters }));
    expect(await screen.findByRole('heading', { name: 'Warehouse Rodent Control' })).toBeTruthy();
    expect(lastQuery()).toEqual({});
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: CASE_STUDIES.categoryLabel }) as HTMLSelectElement).value).toBe('all');
  });

  it("is the knowledgebase's Case Studies tab, with the tab's empty text", async () => {
    answer = () => json(200, []);
    open('/knowledgebase?section=case-studies');
    expect(await screen.findByRole('heading', { level: 2, name: CASE_STUDIES.title })).toBeTruthy();
    expect(await screen.findByText(CASE_STUDIES.emptyText)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: CASE_STUDIES.emptyTitle })).toBeTruthy();
  });

  it('on a failed load shows the error toast and the built-in samples', async () => {
    answer = () => json(503, { error: { code: 'ServiceUnavailable', message: 'down' } });
    open('/case-studies');
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(CASE_STUDIES.loadFailedTitle);
    expect(toast.textContent).toContain(CASE_STUDIES.loadFailed);
    for (const sample of SAMPLE_CASE_STUDIES) expect(await screen.findByRole('heading', { level: 2, name: sample.title })).toBeTruthy();
    await userEvent.setup().click(within(toast).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('case study detail', () => {
  it('shows the back link, title, date, read time, the lead and the rendered body, with its head and Article data', async () => {
    answer = () => json(200, [study()]);
    open('/case-studies/warehouse-rodent-control');
    expect(await screen.findByRole('heading', { level: 1, name: 'Warehouse Rodent Control' })).toBeTruthy();
    expect(lastQuery()).toEqual({ slug: 'warehouse-rodent-control' });
    expect(screen.getByRole('link', { name: CASE_STUDIES.backToList }).getAttribute('href')).toBe('/case-studies');
    expect(screen.getByText('April 2, 2025')).toBeTruthy();
    expect(screen.getByText(/6 min read/)).toBeTruthy();
    expect(screen.getByText(study().description).className).toBe('cs-lead');
    expect(screen.getByRole('heading', { level: 2, name: 'The problem' })).toBeTruthy();
    expect(screen.getByText('loading bay').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'four weeks' }).getAttribute('rel')).toBe('noopener noreferrer');

    await waitFor(() => expect(document.title).toBe('Warehouse Rodent Control | Case Studies | PestPilot'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(study().description);
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Warehouse Rodent Control',
      description: study().description,
      datePublished: '2025-04-02',
      author: { name: 'PestPilot' },
      mainEntityOfPage: { '@id': 'http://localhost:3000/case-studies/warehouse-rodent-control' },
    });
  });

  it('shows Case Study Not Found without Try Again when no published case study has the slug', async () => {
    answer = () => json(200, []);
    open('/case-studies/a-draft');
    expect(await screen.findByRole('heading', { level: 1, name: CASE_STUDIES.notFoundTitle })).toBeTruthy();
    expect(screen.getByText(CASE_STUDIES.notFoundText)).toBeTruthy();
    expect(screen.queryByRole('button', { name: CASE_STUDIES.tryAgain })).toBeNull();
    expect(screen.getByRole('link', { name: CASE_STUDIES.viewAll }).getAttribute('href')).toBe('/case-studies');
    expect(requests).toHaveLength(1);
  });

  it('retries twice, then offers Try Again, which loads it', async () => {
    let down = true;
    answer = () => (down ? json(503, { error: { code: 'ServiceUnavailable', message: 'down' } }) : json(200, [study()]));
    open('/case-studies/warehouse-rodent-control');
    expect(await screen.findByRole('button', { name: CASE_STUDIES.tryAgain })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: CASE_STUDIES.notFoundTitle })).toBeTruthy();
    expect(requests).toHaveLength(3);
    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: CASE_STUDIES.tryAgain }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Warehouse Rodent Control' })).toBeTruthy();
  });

  it('falls back to the built-in sample of a sample slug, with the Using sample data toast', async () => {
    answer = () => json(503, { error: { code: 'ServiceUnavailable', message: 'down' } });
    open('/case-studies/residential-bed-bug-treatment');
    const sample = SAMPLE_CASE_STUDIES.find((s) => s.slug === 'residential-bed-bug-treatment')!;
    expect(await screen.findByRole('heading', { level: 1, name: sample.title })).toBeTruthy();
    const toast = screen.getByRole('status', { name: '' });
    expect(toast.textContent).toContain(CASE_STUDIES.sampleTitle);
    expect(toast.textContent).toContain(CASE_STUDIES.sampleText);
    expect(screen.getByText(sample.summary)).toBeTruthy();
  });

  it('shows Content could not be loaded. with Retry for an empty body', async () => {
    let content = '  ';
    answer = () => json(200, [study({ content })]);
    open('/case-studies/warehouse-rodent-control');
    expect(await screen.findByText(CASE_STUDIES.contentMissing)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Warehouse Rodent Control' })).toBeTruthy();
    content = '## Back\n\nThe body is here now.';
    await userEvent.setup().click(screen.getByRole('button', { name: CASE_STUDIES.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Back' })).toBeTruthy();
    expect(requests).toHaveLength(2);
  });
});
