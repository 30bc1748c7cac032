// A provider's locations: duplicates dropped (same country and city, or a country already covered by 'All Cities'),
// and the places the directory's country and city filters match them by.
import { describe, expect, it } from 'vitest';
import { dedupeLocations, type Provider, type ProviderLocation } from '../../functions/contracts/provider';
import { matchesFilters } from '../../functions/lib/providers/directory';
import { listingOf } from '../../functions/lib/providers/providers';

const at = (country: string, city: string, more: Partial<ProviderLocation> = {}): ProviderLocation => ({
  id: `${country}-${city}`,
  country,
  city,
  isAllCities: false,
  isActive: true,
  ...more,
});

describe('dedupeLocations', () => {
  it('drops a later entry with the same country and city, whatever the case and spacing', () => {
    const kept = dedupeLocations([at('France', 'Paris'), at('France', 'Lyon'), at(' france ', 'PARIS '), at('Spain', 'Paris')]);
    expect(kept.map((l) => `${l.country}/${l.city}`)).toEqual(['France/Paris', 'France/Lyon', 'Spain/Paris']);
  });

  it("drops a city of a country already covered by 'All Cities', and a second 'All Cities'", () => {
    const kept = dedupeLocations([
      at('Japan', 'All Cities', { isAllCities: true }),
      at('Japan', 'Tokyo'),
      at('Japan', 'all cities'),
      at('Japan', 'Osaka', { isAllCities: true }),
      at('Oman', 'Muscat'),
    ]);
    expect(kept.map((l) => `${l.country}/${l.city}/${l.isAllCities}`)).toEqual(['Japan/All Cities/true', 'Oman/Muscat/false']);
  });

  it("keeps 'All Cities' after cities of that country, stored with the city 'All Cities'", () => {
    const kept = dedupeLocations([at('Qatar', 'Doha'), at('Qatar', 'Al Wakrah', { isAllCities: true })]);
    expect(kept).toEqual([at('Qatar', 'Doha'), { ...at('Qatar', 'Al Wakrah'), city: 'All Cities', isAllCities: true }]);
  });
});

describe('the places a provider is found by', () => {
  const provider: Provider = {
    id: 'p1',
    name: 'GreenShield Pest Control',
    description: 'Family-safe treatments.',
    services: ['Termite treatment', 'Bed bug removal'],
    category: 'pest_control',
    contactInfo: {},
    featured: false,
    rating: 4.5,
    reviewCount: 3,
    country: 'United Kingdom',
    city: 'London',
    locations: [at('United Kingdom', 'Manchester'), at('Ireland', 'All Cities', { isAllCities: true }), at('France', 'Paris', { isActive: false })],
    createdAt: '2025-01-15T09:00:00.000Z',
  };
  const listing = listingOf(provider);

  it('lists its own country and city and those of its active locations', () => {
    expect(listing.places.sort()).toEqual(['ireland', 'ireland|all cities', 'united kingdom', 'united kingdom|london', 'united kingdom|manchester']);
  });

  it.each([
    [{ country: 'United Kingdom' }, true],
    [{ country: 'united kingdom', city: 'MANCHESTER' }, true],
    [{ country: 'United Kingdom', city: 'Leeds' }, false],
    [{ country: 'Ireland', city: 'Dublin' }, true],
    [{ country: 'France' }, false],
    [{ q: 'BED BUG' }, true],
    [{ q: 'family-safe' }, true],
    [{ q: 'greenshield', country: 'Ireland', city: 'Cork' }, true],
    [{ q: 'wasp' }, false],
  ])('%j matches: %s', (filters, expected) => {
    expect(matchesFilters(listing, filters)).toBe(expected);
  });
});
