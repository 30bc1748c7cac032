// The Map View's map area: the Google map, loaded on demand only when a maps key is configured; without a key it
// says the map is not available, and the result list under it shows the search's providers.
import { lazy } from 'react';
import { Alert } from 'antd';
import { PROVIDER_DIRECTORY } from '@contracts/messages';
import type { ProviderWire } from '@contracts/provider';
import { Deferred } from '../../lib/Deferred';
import type { Point } from './directoryState';
import { mapLoading, mapsLoadError } from './mapNotices';

export interface ProviderMapProps {
  centre: Point;
  zoom: number;
  radiusKm: number;
  /** The point the search is centred on (none for a whole country): the radius circle and the nearby search's centre. */
  searchPoint?: Point;
  providers: ProviderWire[];
  onContact: (provider: ProviderWire) => void;
}

const GoogleProviderMap = lazy(() => import('./GoogleProviderMap'));

export function ProviderMapPanel({ apiKey, mapId, ...props }: { apiKey?: string; mapId?: string } & ProviderMapProps) {
  if (!apiKey) return <Alert className="provider-map-unavailable" type="info" showIcon title={PROVIDER_DIRECTORY.mapNoKey} />;
  return (
    <Deferred name="The map" fallback={mapLoading} failure={mapsLoadError}>
      <GoogleProviderMap apiKey={apiKey} mapId={mapId} {...props} />
    </Deferred>
  );
}
