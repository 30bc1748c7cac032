// The location hint bubble: shows when the directory opens and disappears after 10 seconds or when closed.
import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { CloseOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { PROVIDER_DIRECTORY } from '@contracts/messages';
import { LOCATION_HINT_MS } from './constants';

export function LocationHint() {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(false), LOCATION_HINT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!open) return null;
  return (
    <div className="location-hint" role="note">
      <InfoCircleOutlined aria-hidden />
      <span>{PROVIDER_DIRECTORY.locationHint}</span>
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined aria-hidden />}
        aria-label={PROVIDER_DIRECTORY.closeHint}
        onClick={() => setOpen(false)}
      />
    </div>
  );
}
