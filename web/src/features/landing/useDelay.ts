// True once `ms` milliseconds have passed since the component mounted (at once for 0).
import { useEffect, useState } from 'react';

export function useDelay(ms: number): boolean {
  const [done, setDone] = useState(ms <= 0);
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
