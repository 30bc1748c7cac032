// True once `ms` milliseconds have passed since the component mounted (right after mounting for 0). Always false on
// the first render, so a pre-rendered page and its hydration agree and lazy parts never render on the server.
import { useEffect, useState } from 'react';

export function useDelay(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (ms <= 0) {
      setDone(true);
      return;
    }
    const timer = window.setTimeout(() => setDone(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return done;
}
