// Provider storage: the provider item plus the index entries that turn every directory read into Queries: one entry
// per located place and geohash length (radius search), one per country and per country and city (location filter;
// a country a provider serves in 'All Cities' is not also listed city by city, so a city's two partitions never
// overlap), and the number of providers in each rating-ordered partition (a page of best rated reads a page). An
// admin's save rewrites the entries and a delete removes them (the counts follow), so a search never finds a stale or
// deleted provider.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import ngeohash from 'ngeohash';
import { ALL_CITIES } from '../../knowledge/locations';
import { DEFAULT_RADIUS_KM } from '../../contracts/provider/directory';
import { dedupeLocations, providerSchema, type Provider } from '../../contracts/provider/entity';
import { batchGet, batchWrite, conditionally, db, deleteRequest, fromItem, putRequest, queryAll, tableName, type Key } from '../platform/db';
import { cellsOf, distanceKm, type Point } from './geo';
import { keys } from '../platform/keys';

/** What the directory filters and ranks on, copied onto every index entry so a search reads no provider item. */
export interface Listing {
  providerId: string;
  rating: number;
  /** Name, description and services, lower case, one per line. */
  search: string;
  /** placeKey() of every country, and every country and city, the provider serves. */
  places: string[];
}

type Item = Record<string, unknown>;

/** The key of a place in the place index: 'country' or 'country|city', trimmed and lower case. */
export function placeKey(country: string, city?: string): string {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return city === undefined ? norm(country) : `${norm(country)}|${norm(city)}`;
}

/** The listing of a provider whose locations are de-duplicated ('All Cities' entries have that city). */
export function listingOf(provider: Provider): Listing {
  const places = new Set<string>();
  for (const place of [provider, ...provider.locations.filter((l) => l.isActive)]) {
    if (!place.country.trim()) continue;
    places.add(placeKey(place.country));
    if (place.city.trim()) places.add(placeKey(place.country, place.city));
  }
  const everyCity = new Set([...places].filter((p) => p.endsWith(`|${placeKey(ALL_CITIES)}`)).map((p) => p.split('|')[0]));
  for (const p of places) if (p.includes('|') && everyCity.has(p.split('|')[0]) && !p.endsWith(`|${placeKey(ALL_CITIES)}`)) places.delete(p);
  return {
    providerId: provider.id,
    rating: provider.rating,
    search: [provider.name, provider.description, ...provider.services].join('\n').toLowerCase(),
    places: [...places],
  };
}

/** The distinct points a provider is found at: its own, then those of its active locations. */
function pointsOf(provider: Provider): Point[] {
  const candidates = [provider, ...provider.locations.filter((l) => l.isActive)];
  const points = new Map<string, Point>();
  for (const { latitude, longitude } of candidates) {
    if (latitude === undefined || longitude === undefined) continue;
    points.set(`${latitude},${longitude}`, { latitude, longitude });
  }
  return [...points.values()];
}

/** Geohash length kept on geo entries, so they sort by position within their cell (about 5 m). */
const POINT_GEOHASH_LENGTH = 9;

/** Every item of a provider: the provider itself, its geo entries and its place entries. */
function providerItems(input: Provider): Item[] {
  const provider: Provider = { ...input, locations: dedupeLocations(input.locations) };
  const listing = listingOf(provider);
  const geo = pointsOf(provider).flatMap((point, n) => {
    const geohash = ngeohash.encode(point.latitude, point.longitude, POINT_GEOHASH_LENGTH);
    return cellsOf(point).map(({ precision, cell }) => ({
      ...keys.providerGeo(provider.id, precision, n, cell, geohash),
      type: 'provider-geo',
      ...listing,
      ...point,
    }));
  });
  const places = listing.places.map((place) => ({ ...keys.providerPlace(provider.id, place, provider.rating), type: 'provider-place', ...listing }));
  return [{ ...keys.provider(provider.id), ...keys.providerGsi(provider.rating, provider.id, provider.featured), type: 'provider', ...provider, ...listing }, ...geo, ...places];
}

/** The rating-ordered partitions a provider is listed in: the whole directory, and each of its places. */
export function rankedPartitions(listing: Listing): string[] {
  return [keys.providersByRating, ...listing.places.map(keys.place)];
}

/**
 * How many providers a rating-ordered partition holds. A directory saved before partitions were counted has no count
 * yet: the partition is counted once (a COUNT Query) and the count stored for the next reads (an empty one is not).
 */
export async function partitionSize(partition: string): Promise<number> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.directoryCount(partition), ConsistentRead: true }));
  if (res.Item) return res.Item.providers as number;
  const index = partition === keys.providersByRating ? 'gsi1' : 'gsi2';
  let providers = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({ TableName: tableName(), IndexName: index, KeyConditionExpression: `${index}pk = :pk`, ExpressionAttributeValues: { ':pk': partition }, Select: 'COUNT', ExclusiveStartKey }),
    );
    providers += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  // An empty partition (a place nobody serves, whatever a search names) is not stored: nothing to count again.
  if (providers > 0) {
    await conditionally(() =>
      db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.directoryCount(partition), providers }, ConditionExpression: 'attribute_not_exists(pk)' })),
    );
  }
  return providers;
}

/**
 * Write new providers and their index entries (a seed, a test or an admin create), a few batches at a time, and count
 * the ones not stored before in each partition they are listed in (saving a provider again leaves the counts).
 */
export async function saveProviders(providers: Provider[], concurrency = 4): Promise<void> {
  const stored = new Set((await batchGet(providers.map((p) => keys.provider(p.id)), { projection: { ProjectionExpression: 'id' } })).map((i) => String(i.id)));
  await batchWrite(providers.flatMap(providerItems).map(putRequest), { concurrency });
  const added = new Map<string, number>();
  for (const provider of providers.filter((p) => !stored.has(p.id))) {
    stored.add(provider.id);
    for (const partition of rankedPartitions(listingOf({ ...provider, locations: dedupeLocations(provider.locations) }))) added.set(partition, (added.get(partition) ?? 0) + 1);
  }
  await addToCounts(added, concurrency);
}

/** Adds each partition's change to its provider count, a few at a time. */
async function addToCounts(changes: Map<string, number>, concurrency = 4): Promise<void> {
  const counts = [...changes].filter(([, n]) => n !== 0);
  const worker = async () => {
    for (let next = counts.shift(); next; next = counts.shift()) {
      const [partition, n] = next;
      await db.send(new UpdateCommand({ TableName: tableName(), Key: keys.directoryCount(partition), UpdateExpression: 'ADD providers :n', ExpressionAttributeValues: { ':n': n } }));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The keys of every item a provider has in the table now (the provider and its index entries). */
async function storedKeys(id: string): Promise<Key[]> {
  return queryAll<Key>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.provider(id).pk },
    ProjectionExpression: 'pk, sk',
    ConsistentRead: true,
  });
}

/** The rating-ordered partitions the stored items list a provider in (none when it is not stored). */
function storedPartitions(id: string, stored: Key[]): string[] {
  if (!stored.some((key) => key.sk === keys.provider(id).sk)) return [];
  return [keys.providersByRating, ...stored.filter((key) => key.sk.startsWith(keys.place(''))).map((key) => key.sk)];
}

/**
 * Create or replace a provider with its index entries: the new items are written first, then the entries it no longer
 * has (a place or point it left) are deleted, then the counts of the partitions it joined or left change. A retry
 * after a failure half way finishes the job.
 */
export async function putProvider(provider: Provider): Promise<void> {
  const items = providerItems(provider);
  const stored = await storedKeys(provider.id);
  const fresh = new Set(items.map((item) => String(item.sk)));
  const before = new Set(storedPartitions(provider.id, stored));
  const after = new Set(rankedPartitions(listingOf({ ...provider, locations: dedupeLocations(provider.locations) })));
  await batchWrite(items.map(putRequest));
  await batchWrite(stored.filter((key) => !fresh.has(key.sk)).map(deleteRequest));
  const changes = new Map<string, number>();
  for (const p of after) if (!before.has(p)) changes.set(p, 1);
  for (const p of before) if (!after.has(p)) changes.set(p, -1);
  await addToCounts(changes);
}

/** Delete a provider: its index entries first, the provider item last (a retry finds what is left), then its counts. False when there was none. */
export async function deleteProvider(id: string): Promise<boolean> {
  const stored = await storedKeys(id);
  if (!stored.length) return false;
  const provider = keys.provider(id);
  const partitions = storedPartitions(id, stored);
  await batchWrite(stored.filter((key) => key.sk !== provider.sk).map(deleteRequest));
  await db.send(new DeleteCommand({ TableName: tableName(), Key: provider }));
  await addToCounts(new Map(partitions.map((p) => [p, -1])));
  return true;
}

const toProvider = (item: Item) => fromItem<typeof providerSchema, Provider>(providerSchema, item);

export async function getProvider(id: string): Promise<Provider | undefined> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.provider(id) }));
  return res.Item ? toProvider(res.Item) : undefined;
}

/** Providers by id, in the order asked; ids that no longer exist are left out. */
export async function getProviders(ids: string[]): Promise<Provider[]> {
  const found = new Map((await batchGet(ids.map((id) => keys.provider(id)))).map((item) => [String(item.id), toProvider(item)]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** Where the user is searching: a point and its radius (km), a country, or both. */
export interface FeaturedNear {
  point?: Point;
  radiusKm?: number;
  country?: string;
}

/**
 * The featured providers near where the user searches: those within the radius of the point (nearest first), then
 * those serving the country searched (best rated first); none from anywhere else. Without a place, the best rated of
 * the whole directory. Featured providers are a short hand-picked list: read whole.
 */
export async function featuredProviders(limit: number, near: FeaturedNear = {}): Promise<Provider[]> {
  const query = { TableName: tableName(), IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': keys.featuredProviders }, ScanIndexForward: false };
  if (!near.point && !near.country) {
    const res = await db.send(new QueryCommand({ ...query, Limit: limit }));
    return (res.Items ?? []).map(toProvider);
  }
  // Best rated first: the Query's order.
  const featured = (await queryAll(query)).map(toProvider);
  const { point, radiusKm = DEFAULT_RADIUS_KM, country } = near;
  const within = point
    ? featured
        .map((provider) => ({ provider, distance: Math.min(...pointsOf(provider).map((p) => distanceKm(point, p))) }))
        .filter((r) => r.distance <= radiusKm)
        .sort((a, b) => a.distance - b.distance)
        .map((r) => r.provider)
    : [];
  const taken = new Set(within.map((p) => p.id));
  const inCountry = country ? featured.filter((p) => !taken.has(p.id) && listingOf(p).places.includes(placeKey(country))) : [];
  return [...within, ...inCountry].slice(0, limit);
}

/** The best rated provider of the whole directory, if there is any. */
export async function topRatedProvider(): Promise<Provider | undefined> {
  const res = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.providersByRating },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  return res.Items?.[0] ? toProvider(res.Items[0]) : undefined;
}
