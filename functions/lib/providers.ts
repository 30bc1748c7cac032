// Provider storage: the provider item plus one item per located place, indexed by geohash cell for radius search.
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import ngeohash from 'ngeohash';
import type { Provider } from '../contracts/provider';
import { db, tableName } from './db';
import { keys } from './keys';

/** Geohash length of the cells the GEO index is keyed by (about 39 km x 20 km). */
export const GEO_CELL_PRECISION = 4;
const GEOHASH_PRECISION = 9;

function locationItems(provider: Provider) {
  const points = [
    ...(provider.latitude !== undefined && provider.longitude !== undefined ? [{ latitude: provider.latitude, longitude: provider.longitude }] : []),
    ...provider.locations.filter((l) => l.isActive && l.latitude !== undefined && l.longitude !== undefined),
  ] as Array<{ latitude: number; longitude: number }>;
  return points.map((p, n) => {
    const geohash = ngeohash.encode(p.latitude, p.longitude, GEOHASH_PRECISION);
    return {
      ...keys.providerLocation(provider.id, n),
      ...keys.providerLocationGsi(geohash.slice(0, GEO_CELL_PRECISION), geohash, provider.id),
      providerId: provider.id,
      latitude: p.latitude,
      longitude: p.longitude,
    };
  });
}

/** Write a new provider and its location items (a seed or an admin create). */
export async function saveProviders(providers: Provider[]): Promise<void> {
  const items = providers.flatMap((p) => [{ ...keys.provider(p.id), ...keys.providerGsi(p.rating, p.id), type: 'provider', ...p }, ...locationItems(p)]);
  for (let i = 0; i < items.length; i += 25) {
    let request: Record<string, Array<{ PutRequest: { Item: Record<string, unknown> } }>> | undefined = {
      [tableName()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    while (request && Object.keys(request).length) {
      const res = await db.send(new BatchWriteCommand({ RequestItems: request }));
      request = res.UnprocessedItems as typeof request;
    }
  }
}
