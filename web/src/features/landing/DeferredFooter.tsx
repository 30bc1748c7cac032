// The site footer, mounted by the shell: its code is fetched lazily (on phones 1.5 s after load, the last step of the
// home page's stagger) and it appears about 2 s after load, so it never competes with the page's first paint.
import { lazy, useEffect } from 'react';
import { Deferred } from '../../lib/Deferred';
import { useIsMobile } from '../../lib/useMediaQuery';
import { FOOTER_DELAY_MS, MOBILE_STAGGER_MS } from './timing';
import { useDelay } from '../../lib/useDelay';

const loadFooter = () => import('./SiteFooter');
const SiteFooter = lazy(loadFooter);

export function DeferredFooter() {
  const isMobile = useIsMobile();
  const fetchNow = useDelay(isMobile ? MOBILE_STAGGER_MS.footer : 0);
  const show = useDelay(FOOTER_DELAY_MS);

  useEffect(() => {
    if (fetchNow) loadFooter().catch((error: unknown) => console.warn('Could not prefetch the footer', error));
  }, [fetchNow]);

  if (!show) return null;
  return (
    <Deferred name="The footer">
      <SiteFooter />
    </Deferred>
  );
}
