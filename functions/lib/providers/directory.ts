// The provider directory's search: around a point through the geohash cells that cover the circle (then the exact
// distance), or by rating through the provider and place indexes; text, country and city filters; one page. A search by
// rating reads a bounded number of entries whatever the directory's size: without search text, the best rated up to the
// page asked for (the total comes from the partitions' counts); with search text, at most TEXT_SEARCH_READ entries of
// each partition, best rated first (a match further down a bigger partition is not found).
import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { Provider } from '../../contracts/provider/entity';
import { ALL_CITIES } from '../../knowledge/locations';
import { db, queryAll, tableName } from '../platform/db';
import { coverCircle, distanceKm, type Point } from './geo';
import { keys } from '../platform/keys';
import { getProviders, partitionSize, placeKey, type Listing } from './providers';

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

/** Entries of a rating-ordered partition a text search reads at most. */
export const TEXT_SEARCH_READ = 2000;

const counted = (read: ReadStats) => (page: QueryCommandOutput) => {
  read.queries += 1;
  read.itemsRead += page.ScannedCount ?? 0;
  read.capacityUnits += page.ConsumedCapacity?.CapacityUnits ?? 0;
};

/** Every item of one index partition, following the pages, counting what was read. */
function readPartition(input: Omit<QueryCommandInput, 'TableName'>, read: ReadStats): Promise<Entry[]> {
  return queryAll<Entry>({ ...input, ...PROJECTION, TableName: tableName(), ReturnConsumedCapacity: 'TOTAL' }, counted(read));
}

/** The first `limit` items of one index partition in its order, following the pages until there are enough. */
async function readFirst(input: Omit<QueryCommandInput, 'TableName'>, limit: number, read: ReadStats): Promise<Entry[]> {
  const items: Entry[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({ ...input, ...PROJECTION, TableName: tableName(), ReturnConsumedCapacity: 'TOTAL', Limit: limit - items.length, ExclusiveStartKey }),
    );
    counted(read)(page);
    items.push(...((page.Items ?? []) as Entry[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && items.length < limit);
  return items;
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

/** The rating index's own order (keys.ts: rating to two decimals, then id, descending), so pages read in it line up. */
const ratingOrder = (r: RankedProvider) => `${r.rating.toFixed(2).padStart(5, '0')}#${r.providerId}`;
const byRating = (a: RankedProvider, b: RankedProvider) => (ratingOrder(a) === ratingOrder(b) ? 0 : ratingOrder(a) > ratingOrder(b) ? -1 : 1);
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

/**
 * Providers of the whole directory, or of a country (and city), best rated first: the first `wanted` of them and how
 * many there are. A city's partitions (the city, and the country's 'All Cities') never share a provider.
 */
async function rankByRating(filters: DirectoryFilters, wanted: number, read: ReadStats): Promise<{ ranked: RankedProvider[]; total: number }> {
  const names = !filters.country
    ? [keys.providersByRating]
    : [...new Set(filters.city ? [placeKey(filters.country, filters.city), placeKey(filters.country, ALL_CITIES)] : [placeKey(filters.country)])].map(keys.place);
  const query = (name: string) => partition(name === keys.providersByRating ? 'gsi1' : 'gsi2', name);
  const byId = (entries: Entry[]) => {
    const ranked = new Map<string, RankedProvider>();
    for (const entry of entries) if (matchesFilters(entry, filters)) ranked.set(entry.providerId, { providerId: entry.providerId, rating: entry.rating });
    return [...ranked.values()].sort(byRating);
  };
  if (filters.q) {
    const matches = byId((await Promise.all(names.map((name) => readFirst(query(name), TEXT_SEARCH_READ, read)))).flat());
    return { ranked: matches.slice(0, wanted), total: matches.length };
  }
  const [entries, sizes] = await Promise.all([
    Promise.all(names.map((name) => readFirst(query(name), wanted, read))),
    Promise.all(names.map((name) => partitionSize(name))),
  ]);
  return { ranked: byId(entries.flat()).slice(0, wanted), total: sizes.reduce((a, b) => a + b, 0) };
}

/**
 * The providers matching the filters, ranked: by distance when a point is given (every one in the circle), otherwise
 * by rating (the first `wanted`); and how many match in all.
 */
export async function rankProviders(filters: DirectoryFilters, wanted = Infinity): Promise<{ ranked: RankedProvider[]; total: number; read: ReadStats }> {
  const read: ReadStats = { queries: 0, itemsRead: 0, capacityUnits: 0 };
  if (filters.near) {
    const ranked = await rankNear(filters.near, filters, read);
    return { ranked, total: ranked.length, read };
  }
  return { ...(await rankByRating(filters, wanted, read)), read };
}

export interface DirectoryPage {
  providers: Array<{ provider: Provider; distanceKm?: number }>;
  total: number;
  read: ReadStats;
}

/** One page of the ranked providers, read in full; distances rounded to 10 m. */
export async function searchDirectory(filters: DirectoryFilters, page: number, pageSize: number): Promise<DirectoryPage> {
  const { ranked, total, read } = await rankProviders(filters, page * pageSize);
  const slice = ranked.slice((page - 1) * pageSize, page * pageSize);
  const providers = await getProviders(slice.map((r) => r.providerId));
  const distance = new Map(slice.map((r) => [r.providerId, r.distanceKm === undefined ? undefined : Math.round(r.distanceKm * 100) / 100]));
  return { providers: providers.map((provider) => ({ provider, distanceKm: distance.get(provider.id) })), total, read };
}

/** What a signed-in user sees of a provider: of the contact details only the address (the rest is for admins). */
export function userView(provider: Provider): Provider {
  return { ...provider, contactInfo: provider.contactInfo.address ? { address: provider.contactInfo.address } : {} };
}
