// The provider directory's search: around a point through the geohash cells that cover the circle (then the exact
// distance), or by rating through the provider and place indexes; text, country and city filters; one page.
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Provider } from '../contracts/provider';
import { ALL_CITIES } from '../knowledge/locations';
import { queryAll, tableName } from './db';
import { coverCircle, distanceKm, type Point } from './geo';
import { keys } from './keys';
import { getProviders, placeKey, type Listing } from './providers';

export interface DirectoryFilters {
  q?: string;
  country?: string;
  /** Only with a country: matches that city or the country's 'All Cities' locations. */
  city?: string;
  near?: { point: Point; radiusKm: number };
}

/** What a search read from the table: the Queries it sent, the items they read, and their capacity units. */
export interface ReadStats {
  queries: number;
  itemsRead: number;
  capacityUnits: number;
  /** Radius searches: the geohash length and number of cells read. */
  cells?: { precision: number; count: number };
}

export interface RankedProvider {
  providerId: string;
  rating: number;
  distanceKm?: number;
}

type Entry = Listing & Partial<Point>;

/** The attributes a search reads (several are reserved words, hence the names). */
const LISTING_ATTRIBUTES = ['providerId', 'rating', 'search', 'places', 'latitude', 'longitude'];
const PROJECTION = {
  ProjectionExpression: LISTING_ATTRIBUTES.map((_, i) => `#a${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(LISTING_ATTRIBUTES.map((name, i) => [`#a${i}`, name])),
};

/** Every item of one index partition, following the pages, counting what was read. */
function readPartition(input: Omit<QueryCommandInput, 'TableName'>, read: ReadStats): Promise<Entry[]> {
  return queryAll<Entry>({ ...input, ...PROJECTION, TableName: tableName(), ReturnConsumedCapacity: 'TOTAL' }, (page) => {
    read.queries += 1;
    read.itemsRead += page.ScannedCount ?? 0;
    read.capacityUnits += page.ConsumedCapacity?.CapacityUnits ?? 0;
  });
}

const partition = (index: 'gsi1' | 'gsi2', pk: string): Omit<QueryCommandInput, 'TableName'> => ({
  IndexName: index,
  KeyConditionExpression: `${index}pk = :pk`,
  ExpressionAttributeValues: { ':pk': pk },
  ScanIndexForward: false,
});

export function matchesFilters(listing: Listing, filters: DirectoryFilters): boolean {
  if (filters.q && !listing.search.includes(filters.q.trim().toLowerCase())) return false;
  if (filters.country) {
    const wanted = filters.city ? [placeKey(filters.country, filters.city), placeKey(filters.country, ALL_CITIES)] : [placeKey(filters.country)];
    if (!wanted.some((place) => listing.places.includes(place))) return false;
  }
  return true;
}

const byRating = (a: RankedProvider, b: RankedProvider) => b.rating - a.rating || a.providerId.localeCompare(b.providerId);
const byDistance = (a: RankedProvider, b: RankedProvider) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || byRating(a, b);

/** Providers within the circle, nearest place first: reads only the cells covering the circle. */
async function rankNear(near: NonNullable<DirectoryFilters['near']>, filters: DirectoryFilters, read: ReadStats): Promise<RankedProvider[]> {
  const cover = coverCircle(near.point, near.radiusKm);
  read.cells = { precision: cover.precision, count: cover.cells.length };
  const cells = await Promise.all(cover.cells.map((cell) => readPartition(partition('gsi1', keys.geoCell(cell)), read)));
  const nearest = new Map<string, RankedProvider>();
  for (const entry of cells.flat()) {
    if (entry.latitude === undefined || entry.longitude === undefined) continue;
    const distance = distanceKm(near.point, { latitude: entry.latitude, longitude: entry.longitude });
    if (distance > near.radiusKm || !matchesFilters(entry, filters)) continue;
    const seen = nearest.get(entry.providerId);
    if (!seen || distance < (seen.distanceKm ?? Infinity)) nearest.set(entry.providerId, { providerId: entry.providerId, rating: entry.rating, distanceKm: distance });
  }
  return [...nearest.values()].sort(byDistance);
}

/** Providers of the whole directory, or of a country (and city), best rated first. */
async function rankByRating(filters: DirectoryFilters, read: ReadStats): Promise<RankedProvider[]> {
  const partitions = !filters.country
    ? [partition('gsi1', keys.providersByRating)]
    : (filters.city ? [placeKey(filters.country, filters.city), placeKey(filters.country, ALL_CITIES)] : [placeKey(filters.country)]).map((place) =>
        partition('gsi2', keys.place(place)),
      );
  const entries = (await Promise.all(partitions.map((p) => readPartition(p, read)))).flat();
  const ranked = new Map<string, RankedProvider>();
  for (const entry of entries) {
    if (matchesFilters(entry, filters)) ranked.set(entry.providerId, { providerId: entry.providerId, rating: entry.rating });
  }
  return [...ranked.values()].sort(byRating);
}

/** Every provider matching the filters, ranked: by distance when a point is given, otherwise by rating. */
export async function rankProviders(filters: DirectoryFilters): Promise<{ ranked: RankedProvider[]; read: ReadStats }> {
  const read: ReadStats = { queries: 0, itemsRead: 0, capacityUnits: 0 };
  const ranked = filters.near ? await rankNear(filters.near, filters, read) : await rankByRating(filters, read);
  return { ranked, read };
}

export interface DirectoryPage {
  providers: Array<{ provider: Provider; distanceKm?: number }>;
  total: number;
  read: ReadStats;
}

/** One page of the ranked providers, read in full; distances rounded to 10 m. */
export async function searchDirectory(filters: DirectoryFilters, page: number, pageSize: number): Promise<DirectoryPage> {
  const { ranked, read } = await rankProviders(filters);
  const slice = ranked.slice((page - 1) * pageSize, page * pageSize);
  const providers = await getProviders(slice.map((r) => r.providerId));
  const distance = new Map(slice.map((r) => [r.providerId, r.distanceKm === undefined ? undefined : Math.round(r.distanceKm * 100) / 100]));
  return { providers: providers.map((provider) => ({ provider, distanceKm: distance.get(provider.id) })), total: ranked.length, read };
}

/** What a signed-in user sees of a provider: of the contact details only the address (the rest is for admins). */
export function userView(provider: Provider): Provider {
  return { ...provider, contactInfo: provider.contactInfo.address ? { address: provider.contactInfo.address } : {} };
}
