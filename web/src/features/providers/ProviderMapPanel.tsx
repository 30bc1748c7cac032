// The Map View's map area. The map itself (Google Maps through @vis.gl/react-google-maps: a marker per provider, the
// nearby 'pest control' places within radius km x 1000 flagged external) is not in this build: the panel says
// plainly why there is no map, and the result list under it shows every provider. A map component takes these
// props and renders in place of the notice when a key is configured.
import { Alert } from 'antd';
import { PROVIDER_DIRECTORY } from '@contracts/messages';
import type { ProviderWire } from '@contracts/provider';
import type { Point } from './directoryState';

export interface ProviderMapProps {
  centre: Point;
  zoom: number;
  radiusKm: number;
  providers: ProviderWire[];
}

export function ProviderMapPanel({ apiKey }: { apiKey?: string } & ProviderMapProps) {
  return (
    <Alert
      className="provider-map-unavailable"
      type="info"
      showIcon
      title={apiKey ? PROVIDER_DIRECTORY.mapNotInstalled : PROVIDER_DIRECTORY.mapNoKey}
    />
  );
}
