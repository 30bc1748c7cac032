// Provider storage: the provider item plus the index entries that turn every directory read into Queries: one entry
// per located place and geohash length (radius search), one per country and per country and city (location filter).
// An admin's save rewrites them and a delete removes them, so a search never finds a stale or deleted provider.
import { BatchGetCommand, DeleteCommand, GetCommand, QueryCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import ngeohash from 'ngeohash';
import { dedupeLocations, providerSchema, type Provider } from '../contracts/provider';
import { batchWrite, db, deleteRequest, fromItem, putRequest, queryAll, tableName, type Key } from './db';
import { cellsOf, distanceKm, type Point } from './geo';
import { keys } from './keys';

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

/** Write new providers and their index entries (a seed, a test or an admin create), a few batches at a time. */
export async function saveProviders(providers: Provider[], concurrency = 4): Promise<void> {
  await batchWrite(providers.flatMap(providerItems).map(putRequest), { concurrency });
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

/**
 * Create or replace a provider with its index entries: the new items are written first, then the entries it no longer
 * has (a place or point it left) are deleted. A retry after a failure half way finishes the job.
 */
export async function putProvider(provider: Provider): Promise<void> {
  const items = providerItems(provider);
  const fresh = new Set(items.map((item) => String(item.sk)));
  const stale = (await storedKeys(provider.id)).filter((key) => !fresh.has(key.sk));
  await batchWrite(items.map(putRequest));
  await batchWrite(stale.map(deleteRequest));
}

/** Delete a provider: its index entries first, the provider item last (a retry finds what is left). False when there was none. */
export async function deleteProvider(id: string): Promise<boolean> {
  const stored = await storedKeys(id);
  if (!stored.length) return false;
  const provider = keys.provider(id);
  await batchWrite(stored.filter((key) => key.sk !== provider.sk).map(deleteRequest));
  await db.send(new DeleteCommand({ TableName: tableName(), Key: provider }));
  return true;
}

const toProvider = (item: Item) => fromItem<typeof providerSchema, Provider>(providerSchema, item);

export async function getProvider(id: string): Promise<Provider | undefined> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.provider(id) }));
  return res.Item ? toProvider(res.Item) : undefined;
}

/** Providers by id, in the order asked; ids that no longer exist are left out. */
export async function getProviders(ids: string[]): Promise<Provider[]> {
  const found = new Map<string, Provider>();
  for (let i = 0; i < ids.length; i += 100) {
    let keysLeft: Array<Record<string, unknown>> | undefined = ids.slice(i, i + 100).map((id) => keys.provider(id));
    for (let attempt = 0; keysLeft?.length; attempt += 1) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
      const res: BatchGetCommandOutput = await db.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keysLeft } } }));
      for (const item of res.Responses?.[tableName()] ?? []) found.set(String(item.id), toProvider(item));
      keysLeft = res.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** Where the user is searching: a point, or a country. */
export interface FeaturedNear {
  point?: Point;
  country?: string;
}

/**
 * The featured providers: those near where the user searches first (nearest first; in the country searched, best
 * rated first), then the rest best rated first. Featured providers are a short hand-picked list: read whole.
 */
export async function featuredProviders(limit: number, near: FeaturedNear = {}): Promise<Provider[]> {
  const query = { TableName: tableName(), IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': keys.featuredProviders }, ScanIndexForward: false };
  if (!near.point && !near.country) {
    const res = await db.send(new QueryCommand({ ...query, Limit: limit }));
    return (res.Items ?? []).map(toProvider);
  }
  const featured = (await queryAll(query)).map(toProvider);
  const rank = (provider: Provider): number => {
    if (near.point) {
      const distances = pointsOf(provider).map((p) => distanceKm(near.point!, p));
      return distances.length ? Math.min(...distances) : Infinity;
    }
    return listingOf(provider).places.includes(placeKey(near.country!)) ? 0 : Infinity;
  };
  const ranked = featured.map((provider, order) => ({ provider, distance: rank(provider), order }));
  // Best rated first among equals: the Query's order.
  ranked.sort((a, b) => a.distance - b.distance || a.order - b.order);
  return ranked.slice(0, limit).map((r) => r.provider);
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
