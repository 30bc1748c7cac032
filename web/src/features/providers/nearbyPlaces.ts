// The nearby 'pest control' search through the maps service's Places library: places within the radius around the
// search point, as external places, nearest first.
import type { ExternalPlace } from '@contracts/provider';
import { NEARBY_KEYWORD, NEARBY_MAX_RESULTS } from './constants';
import type { Point } from './directoryState';

/** What the search needs of google.maps: the Places library's Place class and the geometry library's distance. */
export interface NearbyMapsApi {
  Place: Pick<typeof google.maps.places.Place, 'searchByText'>;
  distanceMetres: (from: google.maps.LatLngLiteral, to: google.maps.LatLngLiteral) => number;
}

const FIELDS = ['id', 'displayName', 'formattedAddress', 'shortFormattedAddress', 'location', 'rating', 'userRatingCount'];

export async function searchNearbyPlaces(api: NearbyMapsApi, centre: Point, radiusKm: number): Promise<ExternalPlace[]> {
  const center = { lat: centre.latitude, lng: centre.longitude };
  const radius = radiusKm * 1000;
  const { places } = await api.Place.searchByText({
    textQuery: NEARBY_KEYWORD,
    fields: FIELDS,
    locationBias: { center, radius },
    maxResultCount: NEARBY_MAX_RESULTS,
  });
  return places
    .filter((place) => place.location)
    .map((place) => ({ place, location: { lat: place.location!.lat(), lng: place.location!.lng() } }))
    .map((found) => ({ ...found, metres: api.distanceMetres(center, found.location) }))
    // A location bias prefers the circle but may answer from outside it: keep what is within the radius.
    .filter((found) => found.metres <= radius)
    .sort((a, b) => a.metres - b.metres)
    .map(({ place, location }) => ({
      id: place.id,
      name: place.displayName ?? NEARBY_KEYWORD,
      vicinity: place.shortFormattedAddress ?? place.formattedAddress ?? '',
      location,
      ...(typeof place.rating === 'number' ? { rating: place.rating } : {}),
      ...(typeof place.userRatingCount === 'number' ? { userRatingsTotal: place.userRatingCount } : {}),
      external: true as const,
    }));
}

/** The place's page on Google Maps. */
export function googleMapsPlaceUrl(place: ExternalPlace): string {
  const query = new URLSearchParams({ api: '1', query: place.name, query_place_id: place.id });
  return `https://www.google.com/maps/search/?${query}`;
}
