// providers: the provider directory (signed in): one page of a search by text, place and radius; the featured block
// (the featured near where the user searches: within the radius, then in the country).
import { pagination } from '../contracts/api';
import { FEATURED_LIMIT } from '../contracts/provider/directory';
import { toProviderWire } from '../contracts/provider/entity';
import { providersRoutes } from '../contracts/routes/providers';
import { featuredProviders, searchDirectory, userView } from '../lib/providers';
import { api } from '../lib/platform/http';
import { logger } from '../lib/platform/logger';

export const handler = api(providersRoutes, {
  'GET /api/providers': async (req) => {
    const { q, country, city, lat, lng, radiusKm, page, pageSize } = req.query;
    const near = lat !== undefined && lng !== undefined ? { point: { latitude: lat, longitude: lng }, radiusKm } : undefined;
    const result = await searchDirectory({ q, country, city, near }, page, pageSize);
    logger.debug('Directory search', { near: Boolean(near), radiusKm: near?.radiusKm, total: result.total, read: result.read });
    return {
      body: {
        providers: result.providers.map(({ provider, distanceKm }) => toProviderWire(userView(provider), distanceKm)),
        pagination: pagination(page, pageSize, result.total),
      },
    };
  },
  'GET /api/providers/featured': async (req) => {
    const { lat, lng, radiusKm, country } = req.query;
    const near = { point: lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : undefined, radiusKm, country };
    return { body: { providers: (await featuredProviders(FEATURED_LIMIT, near)).map((p) => toProviderWire(userView(p))) } };
  },
});
