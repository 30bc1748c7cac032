// The Map View's map area: the Google map, loaded on demand only when a maps key is configured; without a key it
// says the map is not available, and the result list under it shows the search's providers. The map's scripts run only
// under the CSP the site sends with a document loaded at this page (infra/securityHeaders.ts, MAP_PAGE), so a page
// reached within the app is loaded anew before the map is.
import { lazy, useEffect } from 'react';
import { Alert } from 'antd';
import { PROVIDER_DIRECTORY } from '@contracts/messages';
import { PATHS } from '../../app/paths';
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

/** Whether this document was loaded at the providers page (and so came with the map's CSP). */
function loadedWithMapPolicy(): boolean {
  const [navigation] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  return !navigation || new URL(navigation.name).pathname === PATHS.providers;
}

/** Loads the page anew (the same address, now as a document of its own), showing the map's loading state meanwhile. */
function ReloadForMap() {
  useEffect(() => window.location.reload(), []);
  return mapLoading;
}

export function ProviderMapPanel({ apiKey, mapId, ...props }: { apiKey?: string; mapId?: string } & ProviderMapProps) {
  if (!apiKey) return <Alert className="provider-map-unavailable" type="info" showIcon title={PROVIDER_DIRECTORY.mapNoKey} />;
  if (!loadedWithMapPolicy()) return <ReloadForMap />;
  return (
    <Deferred name="The map" fallback={mapLoading} failure={mapsLoadError}>
      <GoogleProviderMap apiKey={apiKey} mapId={mapId} {...props} />
    </Deferred>
  );
}
