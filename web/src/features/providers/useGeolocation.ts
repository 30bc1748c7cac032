// The browser's geolocation for the directory: one request per click; success
// hands over the point, failure shows 'Not supported' or 'Location error'.
import { useState } from 'react';
import { App } from 'antd';
import { PROVIDER_DIRECTORY, PROVIDERS } from '@contracts/messages';
import type { Point } from './directoryState';

const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 };

export function useGeolocation(onLocated: (point: Point) => void): { locate: () => void; locating: boolean } {
  const { notification } = App.useApp();
  const [locating, setLocating] = useState(false);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      notification.error({ title: PROVIDERS.geolocationNotSupported, description: PROVIDER_DIRECTORY.geolocationNotSupported });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onLocated({ latitude: coords.latitude, longitude: coords.longitude });
      },
      () => {
        setLocating(false);
        notification.error({ title: PROVIDERS.locationErrorTitle, description: PROVIDERS.locationError });
      },
      OPTIONS,
    );
  };
  return { locate, locating };
}
