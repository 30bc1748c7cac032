// The directory's reads stay bounded whatever its size (issue 11 §5), against the stack's table: a first page of best
// rated providers (whole directory, a country, a city) reads about a page of index entries, a later page up to that
// page, and the totals are still exact (from the partitions' counts, which saving a provider again leaves alone).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Provider } from '../../functions/contracts/provider';
import { ALL_CITIES } from '../../functions/knowledge/locations';
import { useStackEnvironment } from '../support/stack';

useStackEnvironment();
const { saveProviders } = await import('../../functions/lib/providers/providers');
const { searchDirectory, rankProviders } = await import('../../functions/lib/providers/directory');

const run = randomUUID().slice(0, 8);
const country = `Boundland ${run}`;
const CITIES = ['Alpha', 'Beta', 'Gamma'];

/** 240 providers: 80 a city, every tenth also serving the whole country ('All Cities'), ratings spread. */
const providers: Provider[] = Array.from({ length: 240 }, (_, i) => ({
  id: `bound-${run}-${i}`,
  name: i % 7 === 0 ? `Termite Experts ${i}` : `Pest Control ${i}`,
  description: 'Pest control for homes.',
  services: ['Inspection'],
  category: 'pest_control',
  contactInfo: { address: `${i} Bound Street` },
  featured: false,
  rating: Math.min(5, Math.round(((i * 37) % 500) / 100) + ((i * 13) % 10) / 10),
  reviewCount: 1,
  country,
  city: CITIES[i % 3]!,
  locations: i % 10 === 0 ? [{ id: `l${i}`, country, city: ALL_CITIES, isAllCities: true, isActive: true }] : [],
  createdAt: '2025-01-15T09:00:00.000Z',
}));

const inCity = (city: string) => providers.filter((p) => p.city === city || p.locations.some((l) => l.isAllCities));
/** Best rated first, as the rating index orders them (rating to two decimals, then id, descending). */
const order = (p: Provider) => `${p.rating.toFixed(2).padStart(5, '0')}#${p.id}`;
const best = (list: Provider[]) => list.map(order).sort().reverse().map((key) => key.slice(key.indexOf('#') + 1));

describe('directory reads', () => {
  it('a page of best rated reads about a page, with exact totals, for a country and for a city', async () => {
    await saveProviders(providers);
    await saveProviders(providers.slice(0, 30));

    const first = await searchDirectory({ country }, 1, 5);
    expect(first.total).toBe(240);
    expect(first.providers.map((p) => p.provider.id)).toEqual(best(providers).slice(0, 5));
    expect(first.read.itemsRead).toBeLessThanOrEqual(5);

    const third = await searchDirectory({ country }, 3, 5);
    expect(third.providers.map((p) => p.provider.id)).toEqual(best(providers).slice(10, 15));
    expect(third.read.itemsRead).toBeLessThanOrEqual(15);

    for (const city of CITIES) {
      const page = await searchDirectory({ country, city }, 2, 5);
      expect(page.total).toBe(inCity(city).length);
      expect(page.providers.map((p) => p.provider.id)).toEqual(best(inCity(city)).slice(5, 10));
      expect(page.read.itemsRead).toBeLessThanOrEqual(2 * 10);
    }
  });

  it('the first page of the whole directory reads a page, whatever its size', async () => {
    const page = await searchDirectory({}, 1, 5);
    expect(page.read.itemsRead).toBeLessThanOrEqual(5);
    expect(page.total).toBeGreaterThanOrEqual(240);
    expect((await rankProviders({}, 1)).read.itemsRead).toBe(1);
  });

  it('a text search finds every match of the place, best rated first', async () => {
    const page = await searchDirectory({ country, q: 'termite experts' }, 1, 100);
    const termites = providers.filter((p) => p.name.startsWith('Termite'));
    expect(page.total).toBe(termites.length);
    expect(page.providers.map((p) => p.provider.id)).toEqual(best(termites));
  });
});
