// The provider directory through the local gateway: radius search against a brute-force distance check over 1,000
// random providers (two areas, one across the antimeridian) for every radius; the text, country and city filters;
// pagination; validation; the featured block. Test providers are written in this process through lib/providers.
import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { LEAD, PROVIDERS } from '../../functions/contracts/messages';
import { RADIUS_OPTIONS_KM, type Provider, type ProviderLocation, type ProviderWire } from '../../functions/contracts/provider';
import { distanceKm, type Point } from '../../functions/lib/providers/geo';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { createUser } from '../support/users';
import { stackTable, useStackEnvironment } from '../support/stack';
import { seededRandom as random } from '../../infra/local/random';

const appUrl = inject('appUrl');

useStackEnvironment();
const { saveProviders } = await import('../../functions/lib/providers/providers');

const table = stackTable();

const wrapLongitude = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const run = randomUUID().slice(0, 8);

function provider(id: string, fields: Partial<Provider> & Pick<Provider, 'country' | 'city'>): Provider {
  return {
    id,
    name: `Provider ${id}`,
    description: 'Pest control for homes and businesses.',
    services: ['Inspection'],
    category: 'pest_control',
    contactInfo: { address: `1 ${id} Street`, email: `${id}@providers.test`, phone: '+000 555 0000', website: `https://${id}.test` },
    featured: false,
    rating: 4,
    reviewCount: 10,
    locations: [],
    createdAt: '2025-01-15T09:00:00.000Z',
    ...fields,
  };
}

const location = (country: string, city: string, more: Partial<ProviderLocation> = {}): ProviderLocation => ({
  id: randomUUID(),
  country,
  city,
  isAllCities: false,
  isActive: true,
  ...more,
});

/** Every provider in the table with every point it is found at: the brute force's ground truth. */
async function everyProvider(): Promise<Array<{ id: string; points: Point[] }>> {
  const providers: Array<{ id: string; points: Point[] }> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const res = await table.send(new ScanCommand({ TableName: LOCAL.tableName, ExclusiveStartKey }));
    for (const item of res.Items ?? []) {
      if (item.type !== 'provider') continue;
      const p = item as Provider;
      const points = [p, ...p.locations.filter((l) => l.isActive)].flatMap((x) =>
        x.latitude === undefined || x.longitude === undefined ? [] : [{ latitude: x.latitude, longitude: x.longitude }],
      );
      providers.push({ id: p.id, points });
    }
    ExclusiveStartKey = res.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return providers;
}

describe('radius search', () => {
  // Each area: 350 providers spread wide and 150 packed near its centre, so small circles find some too.
  const areas = [
    { name: 'antimeridian', centre: { latitude: -44, longitude: 179.9 }, spanLat: 2.4, spanLng: 3.6 },
    { name: 'north', centre: { latitude: 64, longitude: -19 }, spanLat: 2, spanLng: 4.5 },
  ];
  const DENSE = 0.12;
  const rand = random(20251115);
  let token: string;
  let truth: Array<{ id: string; points: Point[] }>;

  beforeAll(async () => {
    token = (await createUser(appUrl)).idToken;
    const providers: Provider[] = [];
    for (const area of areas) {
      for (let i = 0; i < 500; i += 1) {
        const scale = i < 150 ? DENSE : 1;
        const at = () => ({
          latitude: area.centre.latitude + (rand() - 0.5) * area.spanLat * scale,
          longitude: wrapLongitude(area.centre.longitude + (rand() - 0.5) * area.spanLng * scale),
        });
        const main = at();
        // One in five is also found at a second place of the area.
        const locations = i % 5 === 0 ? [location('Radiusland', 'Second', at())] : [];
        providers.push(provider(`radius-${run}-${area.name}-${i}`, { ...main, country: 'Radiusland', city: area.name, rating: Math.round(rand() * 50) / 10, locations }));
      }
    }
    await saveProviders(providers);
    truth = await everyProvider();
  });

  /** Every page of a search, with the page sizes and totals checked along the way. */
  async function searchAll(point: Point, radiusKm: number): Promise<ProviderWire[]> {
    const found: ProviderWire[] = [];
    for (let page = 1; ; page += 1) {
      const res = await call(appUrl, 'GET', `${API.providers}?lat=${point.latitude}&lng=${point.longitude}&radiusKm=${radiusKm}&page=${page}&pageSize=100`, { token });
      expect(res.status).toBe(200);
      found.push(...res.body.providers);
      expect(res.body.pagination).toMatchObject({ page, pageSize: 100, pages: Math.ceil(res.body.pagination.total / 100) });
      if (page >= res.body.pagination.pages) {
        expect(found).toHaveLength(res.body.pagination.total);
        return found;
      }
    }
  }

  // Bounded and seeded as test/unit/geo.test.ts's generated cases (which hold the covering's geometry): the antimeridian
  // centre and, in each area, one centre spread wide and one in the packed middle; 46 pages over the five radii, each
  // reading the whole cover (190 with 2,000 providers and three centres of each kind, and the 100 km case ran past the
  // 60 s bound of a test beside four busy loops).
  it.each([...RADIUS_OPTIONS_KM])('finds exactly the providers a brute-force distance check finds, nearest first, within %i km', async (radiusKm) => {
    const centres: Point[] = [
      { latitude: -44, longitude: 180 },
      ...areas.flatMap((area) =>
        [0.8, DENSE].map((scale) => ({
          latitude: area.centre.latitude + (rand() - 0.5) * area.spanLat * scale,
          longitude: wrapLongitude(area.centre.longitude + (rand() - 0.5) * area.spanLng * scale),
        })),
      ),
    ];
    let matches = 0;
    for (const centre of centres) {
      const expected = new Map<string, number>();
      for (const p of truth) {
        const nearest = Math.min(...p.points.map((point) => distanceKm(centre, point)));
        if (nearest <= radiusKm) expected.set(p.id, nearest);
      }
      const found = await searchAll(centre, radiusKm);
      expect(new Set(found.map((p) => p.id))).toEqual(new Set(expected.keys()));
      for (const p of found) expect(p.distanceKm).toBeCloseTo(expected.get(p.id)!, 1);
      const distances = found.map((p) => p.distanceKm!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      matches += found.length;
    }
    expect(truth.length).toBeGreaterThanOrEqual(1000);
    // Enough providers inside the circles for the comparison to mean something.
    expect(matches).toBeGreaterThan(radiusKm * 10);
  });
});

describe('filters and pages', () => {
  const country = `Filterland ${run}`;
  const word = `zq${run}`;
  let token: string;

  beforeAll(async () => {
    token = (await createUser(appUrl)).idToken;
    await saveProviders([
      provider(`alpha-${run}`, { country, city: 'Alpha', rating: 4.9, name: `Alpha Bugs ${word.toUpperCase()}` }),
      provider(`beta-${run}`, { country, city: 'Beta', rating: 4.5, locations: [location(country, 'Alpha')] }),
      provider(`everywhere-${run}`, { country, city: 'Gamma', rating: 4.1, locations: [location(country, 'All Cities', { isAllCities: true })] }),
      provider(`beta-only-${run}`, { country, city: 'Beta', rating: 3.9, description: `Family-safe treatment, ${word} certified.` }),
      provider(`inactive-${run}`, { country: `Otherland ${run}`, city: 'Delta', rating: 5, locations: [location(country, 'Alpha', { isActive: false })] }),
      provider(`services-${run}`, { country: `Otherland ${run}`, city: 'Delta', rating: 3.2, services: ['Inspection', `Termite ${word} barrier`] }),
      ...Array.from({ length: 12 }, (_, i) =>
        provider(`paged-${run}-${String(i).padStart(2, '0')}`, { country: `Pageland ${run}`, city: 'Pages', rating: Math.round((2 + i * 0.25) * 10) / 10, name: `Paged ${run}` }),
      ),
    ]);
  });

  const ids = (body: { providers: ProviderWire[] }) => body.providers.map((p) => p.id);
  const search = (query: string) => call(appUrl, 'GET', `${API.providers}?${query}`, { token });

  it('filters by country: the provider country or any active location there, best rated first', async () => {
    const res = await search(`country=${encodeURIComponent(country)}&pageSize=50`);
    expect(ids(res.body)).toEqual([`alpha-${run}`, `beta-${run}`, `everywhere-${run}`, `beta-only-${run}`]);
  });

  it("filters by city: the provider's city, a location in that city, or the country's 'All Cities'", async () => {
    const res = await search(`country=${encodeURIComponent(country.toUpperCase())}&city=alpha&pageSize=50`);
    expect(ids(res.body)).toEqual([`alpha-${run}`, `beta-${run}`, `everywhere-${run}`]);
    const beta = await search(`country=${encodeURIComponent(country)}&city=Beta`);
    expect(ids(beta.body)).toEqual([`beta-${run}`, `everywhere-${run}`, `beta-only-${run}`]);
  });

  it('matches the search text in the name, description or services, case-insensitively', async () => {
    const res = await search(`q=${word.toUpperCase()}&pageSize=50`);
    expect(ids(res.body)).toEqual([`alpha-${run}`, `beta-only-${run}`, `services-${run}`]);
    const combined = await search(`q=${word}&country=${encodeURIComponent(country)}&city=Beta`);
    expect(ids(combined.body)).toEqual([`beta-only-${run}`]);
  });

  it('pages 5 at a time by default, with page counts, and an empty page past the end', async () => {
    const all: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await search(`q=paged%20${run}&page=${page}`);
      expect(res.body.pagination).toEqual({ page, pageSize: 5, total: 12, pages: 3 });
      expect(res.body.providers).toHaveLength(page < 3 ? 5 : 2);
      all.push(...ids(res.body));
    }
    const ratings = (await search(`q=paged%20${run}&pageSize=12`)).body.providers.map((p: ProviderWire) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(new Set(all).size).toBe(12);
    const past = await search(`q=paged%20${run}&page=4`);
    expect(past.body).toEqual({ providers: [], pagination: { page: 4, pageSize: 5, total: 12, pages: 3 } });
  });

  it('combines the filters with a radius search', async () => {
    await saveProviders([
      provider(`near-${run}`, { country, city: 'Alpha', latitude: -60.5, longitude: -100.5, rating: 3 }),
      provider(`near-other-${run}`, { country: `Otherland ${run}`, city: 'Delta', latitude: -60.51, longitude: -100.51, rating: 5 }),
    ]);
    const res = await search(`lat=-60.5&lng=-100.5&radiusKm=5&country=${encodeURIComponent(country)}&city=Alpha`);
    expect(ids(res.body)).toEqual([`near-${run}`]);
    expect(res.body.providers[0].distanceKm).toBe(0);
    const both = await search(`lat=-60.5&lng=-100.5&radiusKm=5`);
    expect(ids(both.body)).toEqual([`near-${run}`, `near-other-${run}`]);
  });

  it('sends the wire shape, with only the address of the contact details', async () => {
    const [alpha] = (await search(`country=${encodeURIComponent(country)}&city=Alpha&pageSize=1`)).body.providers;
    expect(alpha).toEqual({
      id: `alpha-${run}`,
      name: `Alpha Bugs ${word.toUpperCase()}`,
      description: 'Pest control for homes and businesses.',
      services: ['Inspection'],
      logo: null,
      category: 'pest_control',
      contact_info: { address: `1 alpha-${run} Street` },
      featured: false,
      rating: 4.9,
      review_count: 10,
      country,
      city: 'Alpha',
      latitude: null,
      longitude: null,
      locations: [],
      created_at: '2025-01-15T09:00:00.000Z',
    });
  });

  it.each([
    ['radiusKm=15&lat=1&lng=1', PROVIDERS.radiusInvalid],
    ['lat=51.5', PROVIDERS.pointIncomplete],
    ['lat=91&lng=0', PROVIDERS.latitudeInvalid],
    ['lat=0&lng=east', PROVIDERS.longitudeInvalid],
    ['city=London', LEAD.countryRequired],
    ['page=0', PROVIDERS.pageInvalid],
    ['pageSize=101', PROVIDERS.pageSizeInvalid],
  ])('refuses %s', async (query, message) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(appUrl, 'GET', API.providers)).status).toBe(401);
    expect((await call(appUrl, 'GET', API.providersFeatured)).status).toBe(401);
  });
});

describe('featured providers', () => {
  it('lists featured providers only, best rated first', async () => {
    const { idToken } = await createUser(appUrl);
    const res = await call(appUrl, 'GET', API.providersFeatured, { token: idToken });
    expect(res.status).toBe(200);
    const providers: ProviderWire[] = res.body.providers;
    expect(providers.length).toBeGreaterThan(0);
    expect(providers.every((p) => p.featured)).toBe(true);
    expect(providers.map((p) => p.rating)).toEqual(providers.map((p) => p.rating).sort((a, b) => b - a));
  });

  it('shows those near the place searched: within the radius (nearest first), then in its country, none from elsewhere', async () => {
    const { idToken } = await createUser(appUrl);
    const centre = { latitude: -78, longitude: 100 };
    const [home, away] = [`Featureland ${run}`, `Otherland ${run}`];
    // About 111 km a degree of latitude.
    const at = (id: string, country: string, dLat: number, rating: number) =>
      provider(`featured-${id}-${run}`, { country, city: 'Base', featured: true, rating, latitude: centre.latitude + dLat, longitude: centre.longitude });
    const near3km = at('near3', home, 0.027, 2);
    const near10kmAbroad = at('near10', away, -0.09, 4.5);
    const farInCountry = at('far300', home, 2.7, 4);
    const farAbroad = at('far150', away, -1.35, 5);
    await saveProviders([near3km, near10kmAbroad, farInCountry, farAbroad]);
    const featured = async (query: Record<string, string>) => {
      const res = await call(appUrl, 'GET', `${API.providersFeatured}?${new URLSearchParams(query)}`, { token: idToken });
      expect(res.status).toBe(200);
      return (res.body.providers as ProviderWire[]).map((p) => p.id);
    };
    const point = { lat: String(centre.latitude), lng: String(centre.longitude) };
    expect(await featured({ ...point, radiusKm: '20', country: home })).toEqual([near3km.id, near10kmAbroad.id, farInCountry.id]);
    expect(await featured({ ...point, radiusKm: '5', country: home })).toEqual([near3km.id, farInCountry.id]);
    // The radius defaults to the directory's 20 km; without a country, the radius alone.
    expect(await featured(point)).toEqual([near3km.id, near10kmAbroad.id]);
    expect(await featured({ country: away })).toEqual([farAbroad.id, near10kmAbroad.id]);
    expect((await call(appUrl, 'GET', `${API.providersFeatured}?${new URLSearchParams({ ...point, radiusKm: '7' })}`, { token: idToken })).status).toBe(400);
  });
});
