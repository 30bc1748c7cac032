// True once `ms` milliseconds have passed since the component mounted (for 0, once the browser is idle after mounting:
// not in the task that runs the effects of hydration). Always false on the first render, so a pre-rendered page and its
// hydration agree and lazy parts never render on the server.
import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

export function useDelay(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (ms <= 0) return whenIdle(() => setDone(true));
    const timer = window.setTimeout(() => setDone(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return done;
}
