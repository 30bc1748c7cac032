// The providers function's routes: one page of a directory search, and the featured block.
import { API } from '../api';
import { featuredQuerySchema, providerSearchSchema, type FeaturedProviders, type ProviderSearchResult } from '../provider/directory';
import { reply, route } from '../route';

export const providersRoutes = [
  route('GET', API.providers, 'user', { query: providerSearchSchema, reply: reply<ProviderSearchResult>() }),
  route('GET', API.providersFeatured, 'user', { query: featuredQuerySchema, reply: reply<FeaturedProviders>() }),
] as const;
