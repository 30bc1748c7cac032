// The Map View's Google map (loaded only when a maps key is configured): a marker per provider, the search radius,
// the nearby 'pest control' places flagged external, an info window with Contact, and the maps errors of the spec.
import { useEffect, useState } from 'react';
import { App, Button, Tag } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import {
  AdvancedMarker,
  APILoadingStatus,
  APIProvider,
  Circle,
  InfoWindow,
  Map,
  Pin,
  useApiLoadingStatus,
  useMap,
  useMapsLibrary,
} from '@vis.gl/react-google-maps';
import { PROVIDER_DIRECTORY, PROVIDERS } from '@contracts/messages';
import type { ExternalPlace, ProviderWire } from '@contracts/provider';
import { Deferred } from '../../lib/Deferred';
import { formatDistance } from './cardContent';
import { DEFAULT_MAP_ID, MAPS_LIBRARIES } from './constants';
import type { Point } from './directoryState';
import { mapInitError, mapLoading, mapsLoadError } from './mapNotices';
import { googleMapsPlaceUrl, searchNearbyPlaces } from './nearbyPlaces';
import type { ProviderMapProps } from './ProviderMapPanel';
import { ContactButton } from './ProviderCard';
import { ProviderRating } from './ProviderRating';

export interface GoogleProviderMapProps extends ProviderMapProps {
  apiKey: string;
  mapId?: string;
}

type Selected = { kind: 'provider'; provider: ProviderWire } | { kind: 'external'; place: ExternalPlace } | null;

const latLng = (point: Point) => ({ lat: point.latitude, lng: point.longitude });

/** Where a provider's marker stands: its own point, else its first located active place. */
function providerPosition(provider: ProviderWire): google.maps.LatLngLiteral | undefined {
  if (provider.latitude !== null && provider.longitude !== null) return { lat: provider.latitude, lng: provider.longitude };
  const place = provider.locations.find((l) => l.isActive && l.latitude !== undefined && l.longitude !== undefined);
  return place ? { lat: place.latitude!, lng: place.longitude! } : undefined;
}

export default function GoogleProviderMap({ apiKey, ...props }: GoogleProviderMapProps) {
  return (
    <APIProvider apiKey={apiKey} libraries={MAPS_LIBRARIES}>
      <ProviderMap {...props} />
    </APIProvider>
  );
}

function ProviderMap({ mapId, centre, zoom, radiusKm, searchPoint, providers, onContact }: Omit<GoogleProviderMapProps, 'apiKey'>) {
  const status = useApiLoadingStatus();
  const [selected, setSelected] = useState<Selected>(null);
  const nearby = useNearbyPlaces(searchPoint ?? centre, radiusKm);
  // An info window shows only while its marker is on the map (a new search may have removed it).
  const shown =
    selected?.kind === 'provider'
      ? providers.some((p) => p.id === selected.provider.id)
      : selected?.kind === 'external' && nearby.places.some((p) => p.id === selected.place.id);

  // The script could not be loaded (FAILED), or Google refused the key (AUTH_FAILURE).
  if (status === APILoadingStatus.FAILED) return mapsLoadError;
  if (status === APILoadingStatus.AUTH_FAILURE) return mapInitError;
  if (status !== APILoadingStatus.LOADED) return mapLoading;
  return (
    <Deferred name="The provider map" failure={mapInitError}>
      <div className="provider-map" role="region" aria-label={PROVIDER_DIRECTORY.mapLabel}>
        <Map defaultCenter={latLng(centre)} defaultZoom={zoom} mapId={mapId ?? DEFAULT_MAP_ID} gestureHandling="cooperative" clickableIcons={false}>
          <FollowSearch centre={centre} zoom={zoom} />
          {searchPoint && (
            <Circle center={latLng(searchPoint)} radius={radiusKm * 1000} strokeColor="#166534" strokeOpacity={0.6} strokeWeight={1} fillColor="#166534" fillOpacity={0.06} clickable={false} />
          )}
          {providers.map((provider) => {
            const position = providerPosition(provider);
            return (
              position && (
                <AdvancedMarker key={provider.id} position={position} title={provider.name} onClick={() => setSelected({ kind: 'provider', provider })}>
                  <Pin background="#166534" borderColor="#14532d" glyphColor="#ffffff" />
                </AdvancedMarker>
              )
            );
          })}
          {nearby.places.map((place) => (
            <AdvancedMarker key={place.id} position={place.location} title={`${place.name} (${PROVIDER_DIRECTORY.external})`} onClick={() => setSelected({ kind: 'external', place })}>
              <Pin background="#6b7280" borderColor="#374151" glyphColor="#ffffff" />
            </AdvancedMarker>
          ))}
          {selected && shown && (
            <InfoWindow
              position={selected.kind === 'provider' ? providerPosition(selected.provider) : selected.place.location}
              pixelOffset={[0, -36]}
              headerContent={<strong>{selected.kind === 'provider' ? selected.provider.name : selected.place.name}</strong>}
              onCloseClick={() => setSelected(null)}
            >
              {selected.kind === 'provider' ? (
                <ProviderSummary provider={selected.provider} onContact={onContact} />
              ) : (
                <ExternalPlaceSummary place={selected.place} />
              )}
            </InfoWindow>
          )}
        </Map>
      </div>
      <div className="provider-map-actions">
        <Button icon={<SearchOutlined aria-hidden />} onClick={nearby.search} loading={nearby.searching} disabled={!nearby.ready}>
          {PROVIDER_DIRECTORY.findNearby}
        </Button>
      </div>
      {nearby.places.length > 0 && <ExternalPlaces places={nearby.places} />}
    </Deferred>
  );
}

/** Moves the map when the search moves (a city, the user's location, a country) without re-creating it. */
function FollowSearch({ centre, zoom }: { centre: Point; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map?.moveCamera({ center: latLng(centre), zoom });
  }, [map, centre.latitude, centre.longitude, zoom]);
  return null;
}

/** The nearby search around `point`: run on demand, forgotten when the point or radius changes. */
function useNearbyPlaces(point: Point, radiusKm: number) {
  const { message } = App.useApp();
  const places = useMapsLibrary('places');
  const geometry = useMapsLibrary('geometry');
  const area = `${point.latitude},${point.longitude},${radiusKm}`;
  const [found, setFound] = useState<{ area: string; places: ExternalPlace[] }>({ area, places: [] });
  const [searching, setSearching] = useState(false);

  const search = async () => {
    if (!places || !geometry) return;
    setSearching(true);
    try {
      const api = { Place: places.Place, distanceMetres: geometry.spherical.computeDistanceBetween };
      const result = await searchNearbyPlaces(api, point, radiusKm);
      setFound({ area, places: result });
      if (result.length === 0) void message.info(PROVIDERS.noNearbyServices);
    } catch (error) {
      void message.error(PROVIDERS.nearbySearchFailed);
    } finally {
      setSearching(false);
    }
  };
  return { ready: Boolean(places && geometry), searching, search, places: found.area === area ? found.places : [] };
}

function ProviderSummary({ provider, onContact }: { provider: ProviderWire; onContact: (provider: ProviderWire) => void }) {
  return (
    <div className="provider-map-info">
      <ProviderRating rating={provider.rating} reviewCount={provider.review_count} />
      {provider.distanceKm !== undefined && <p>{formatDistance(provider.distanceKm)}</p>}
      <p>
        {provider.city}, {provider.country}
      </p>
      <ContactButton provider={provider} onContact={onContact} type="primary" size="small" />
    </div>
  );
}

function ExternalPlaceSummary({ place }: { place: ExternalPlace }) {
  return (
    <div className="provider-map-info">
      <Tag>{PROVIDER_DIRECTORY.external}</Tag>
      {place.rating !== undefined && <ProviderRating rating={place.rating} reviewCount={place.userRatingsTotal ?? 0} />}
      {place.vicinity && <p>{place.vicinity}</p>}
      <a href={googleMapsPlaceUrl(place)} target="_blank" rel="noreferrer">
        {PROVIDER_DIRECTORY.viewOnGoogleMaps}
      </a>
    </div>
  );
}

function ExternalPlaces({ places }: { places: ExternalPlace[] }) {
  return (
    <section className="external-places" aria-labelledby="external-places-title">
      <h2 id="external-places-title">{PROVIDER_DIRECTORY.externalTitle}</h2>
      <p>{PROVIDER_DIRECTORY.externalNote}</p>
      <ul>
        {places.map((place) => (
          <li key={place.id}>
            <strong>{place.name}</strong> <ExternalPlaceSummary place={place} />
          </li>
        ))}
      </ul>
    </section>
  );
}
