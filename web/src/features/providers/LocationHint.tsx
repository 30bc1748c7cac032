// The location hint bubble: shows when the directory opens and disappears after 10 seconds or when closed.
import { useState } from 'react';
import { Button } from 'antd';
import { CloseOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { PROVIDER_DIRECTORY } from '@contracts/messages';
import { useDelay } from '../../lib/useDelay';
import { LOCATION_HINT_MS } from './constants';

export function LocationHint() {
  const expired = useDelay(LOCATION_HINT_MS);
  const [closed, setClosed] = useState(false);
  if (expired || closed) return null;
  return (
    <div className="location-hint" role="note">
      <InfoCircleOutlined aria-hidden />
      <span>{PROVIDER_DIRECTORY.locationHint}</span>
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined aria-hidden />}
        aria-label={PROVIDER_DIRECTORY.closeHint}
        onClick={() => setClosed(true)}
      />
    </div>
  );
}
