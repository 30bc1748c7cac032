// Provider and search fixtures for the directory and lead form tests, and a fetch mock that answers the directory's API.
import { vi } from 'vitest';
import type { ProviderSearchResult, ProviderWire } from '@contracts/provider';
import { json } from './fixtures';

export function provider(n: number, overrides: Partial<ProviderWire> = {}): ProviderWire {
  return {
    id: `p-${n}`,
    name: `Provider ${n} Pest Control`,
    description: `Provider ${n} handles pests.`,
    services: ['Ant control', 'Rodent control'],
    logo: null,
    category: 'pest_control',
    contact_info: { address: `${n} High Street, London` },
    featured: false,
    rating: 4.5,
    review_count: 10 + n,
    country: 'United Kingdom',
    city: 'London',
    latitude: 51.5,
    longitude: -0.12,
    locations: [],
    created_at: '2025-01-15T09:00:00.000Z',
    distanceKm: n,
    ...overrides,
  };
}

/** Page `page` of `total` numbered providers, 5 per page. */
export function searchPage(total: number, page = 1): ProviderSearchResult {
  const first = (page - 1) * 5 + 1;
  const count = Math.max(0, Math.min(5, total - first + 1));
  return {
    providers: Array.from({ length: count }, (_, i) => provider(first + i)),
    pagination: { page, pageSize: 5, total, pages: Math.ceil(total / 5) },
  };
}

export { json };

export type Route = (url: URL, init: RequestInit) => Response | Promise<Response> | undefined;

/** A fetch mock: the first route that answers wins; the directory defaults to 12 providers, no featured, no threads. */
export function directoryFetch(...routes: Route[]) {
  return vi.fn(async (path: string, init: RequestInit = {}) => {
    const url = new URL(path, 'http://localhost');
    for (const route of routes) {
      const answer = await route(url, init);
      if (answer) return answer;
    }
    if (url.pathname === '/api/providers/featured') return json(200, { providers: [] });
    if (url.pathname === '/api/providers') return json(200, searchPage(12, Number(url.searchParams.get('page') ?? 1)));
    if (url.pathname === '/api/threads') return json(200, { threads: [] });
    return json(404, { error: { code: 'NotFound', message: 'Not found.' } });
  });
}

/** The query strings of every GET /api/providers the mock answered. */
export function searches(fetchMock: ReturnType<typeof vi.fn>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([path]) => new URL(String(path), 'http://localhost'))
    .filter((url) => url.pathname === '/api/providers')
    .map((url) => url.searchParams);
}
