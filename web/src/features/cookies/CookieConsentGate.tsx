// Mounted by the shell: when no cookie choice is stored, fetches the banner's code once the browser is idle and shows
// the banner 1.5 s after load. Kept tiny: the banner itself is a lazy chunk, not part of the entry.
import { lazy, useEffect, useState } from 'react';
import { Deferred } from '../../lib/Deferred';
import { whenIdle } from '../../lib/whenIdle';
import { COOKIE_BANNER_DELAY_MS, readCookieConsent } from './consent';

const loadBanner = () => import('./CookieBanner');
const CookieBanner = lazy(loadBanner);

export function CookieConsentGate() {
  const [needed] = useState(() => readCookieConsent() === null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!needed) return;
    const cancelFetch = whenIdle(() => void loadBanner().catch(() => undefined));
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => {
      cancelFetch();
      window.clearTimeout(timer);
    };
  }, [needed]);

  if (!visible) return null;
  return (
    <Deferred name="The cookie banner">
      <CookieBanner onDone={() => setVisible(false)} />
    </Deferred>
  );
}
