// The providers' door: the provider store (with its directory index entries) and the directory's search and ranking.
export { rankProviders, searchDirectory, userView, type RankedProvider } from './directory';
export { deleteProvider, featuredProviders, getProvider, putProvider, topRatedProvider } from './providers';
