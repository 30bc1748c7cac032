// providers: the provider directory (signed in): one page of a search by text, place and radius; the featured block.
import { API } from '../contracts/api';
import { FEATURED_LIMIT, providerSearchSchema, toProviderWire, type FeaturedProviders, type ProviderSearchResult } from '../contracts/provider';
import { searchDirectory, userView } from '../lib/directory';
import { api, parse } from '../lib/http';
import { logger } from '../lib/logger';
import { featuredProviders } from '../lib/providers';

export const handler = api({
  [`GET ${API.providers}`]: async (req) => {
    const { q, country, city, lat, lng, radiusKm, page, pageSize } = parse(providerSearchSchema, req.query);
    const near = lat !== undefined && lng !== undefined ? { point: { latitude: lat, longitude: lng }, radiusKm } : undefined;
    const result = await searchDirectory({ q, country, city, near }, page, pageSize);
    logger.debug('Directory search', { near: Boolean(near), radiusKm: near?.radiusKm, total: result.total, read: result.read });
    const body: ProviderSearchResult = {
      providers: result.providers.map(({ provider, distanceKm }) => toProviderWire(userView(provider), distanceKm)),
      pagination: { page, pageSize, total: result.total, pages: Math.ceil(result.total / pageSize) },
    };
    return { body };
  },
  [`GET ${API.providersFeatured}`]: async () => {
    const body: FeaturedProviders = { providers: (await featuredProviders(FEATURED_LIMIT)).map((p) => toProviderWire(userView(p))) };
    return { body };
  },
});
