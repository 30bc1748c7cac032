// The providers' simulated loading bar: while loading it rises by a random amount
// of up to 15 every 300 ms, never past 90; when loading ends it shows 100 and is cleared 300 ms later.
import { useEffect, useState } from 'react';
import { PROGRESS_CAP, PROGRESS_CLEAR_MS, PROGRESS_STEP_MAX, PROGRESS_TICK_MS } from './constants';

/** One tick of the bar. */
export function advanceProgress(value: number, random: () => number = Math.random): number {
  return Math.min(PROGRESS_CAP, value + random() * PROGRESS_STEP_MAX);
}

/** The bar's value (0-100) while it shows, null when it is cleared. */
export function useSimulatedProgress(loading: boolean): number | null {
  const [value, setValue] = useState<number | null>(loading ? 0 : null);
  useEffect(() => {
    if (loading) {
      setValue(0);
      const tick = window.setInterval(() => setValue((v) => advanceProgress(v ?? 0)), PROGRESS_TICK_MS);
      return () => window.clearInterval(tick);
    }
    setValue((v) => (v === null ? null : 100));
    const clear = window.setTimeout(() => setValue(null), PROGRESS_CLEAR_MS);
    return () => window.clearTimeout(clear);
  }, [loading]);
  return value;
}
