// What the map area shows instead of a map: loading, and the spec's two maps errors.
import { Alert } from 'antd';
import { PROVIDER_DIRECTORY, PROVIDERS } from '@contracts/messages';

export const mapLoading = (
  <div className="provider-map provider-map-loading" role="status">
    {PROVIDER_DIRECTORY.mapLoading}
  </div>
);

/** The maps service could not be loaded (network, blocked script). */
export const mapsLoadError = <Alert className="provider-map-error" type="error" showIcon title={PROVIDERS.mapsErrorTitle} description={PROVIDERS.mapsError} />;

/** The map could not start (a refused key, a failed render). */
export const mapInitError = <Alert className="provider-map-error" type="error" showIcon title={PROVIDERS.mapErrorTitle} description={PROVIDERS.mapError} />;
