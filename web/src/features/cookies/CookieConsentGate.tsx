// Mounted by the shell: when no cookie choice is stored, fetches the banner's code once the browser is idle and shows
// the banner 1.5 s after load (counted from the page's navigation, not from when the app started), at the top of the
// chat page, whose composer and send button are at the bottom. Kept tiny: the banner itself is a lazy chunk.
import { lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { Deferred } from '../../lib/Deferred';
import { whenIdle } from '../../lib/whenIdle';
import { COOKIE_BANNER_DELAY_MS, readCookieConsent } from './consent';

const loadBanner = () => import('./CookieBanner');
const CookieBanner = lazy(loadBanner);

export function CookieConsentGate() {
  const [needed] = useState(() => readCookieConsent() === null);
  const [visible, setVisible] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!needed) return;
    const cancelFetch = whenIdle(() => void loadBanner().catch((error: unknown) => console.warn('Could not prefetch the cookie banner', error)));
    // performance.now() is the time since the page began to load: the app's own start-up is part of the 1.5 s.
    const timer = window.setTimeout(() => setVisible(true), Math.max(0, COOKIE_BANNER_DELAY_MS - performance.now()));
    return () => {
      cancelFetch();
      window.clearTimeout(timer);
    };
  }, [needed]);

  if (!visible) return null;
  return (
    <Deferred name="The cookie banner">
      <CookieBanner placement={pathname === PATHS.chat ? 'top' : 'bottom'} onDone={() => setVisible(false)} />
    </Deferred>
  );
}
