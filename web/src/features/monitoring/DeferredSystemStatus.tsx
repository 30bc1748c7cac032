// The status alert, mounted by the shell once the page is up (after hydration, never in the pre-rendered HTML): its
// code loads then, so the first paint carries none of it.
import { lazy } from 'react';
import { Deferred } from '../../lib/Deferred';
import { useDelay } from '../../lib/useDelay';

const SystemStatus = lazy(() => import('./SystemStatus'));

export function DeferredSystemStatus() {
  const mounted = useDelay(0);
  if (!mounted) return null;
  return (
    <Deferred name="The status alert">
      <SystemStatus />
    </Deferred>
  );
}
