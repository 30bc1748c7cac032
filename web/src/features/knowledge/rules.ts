// The state rules of the knowledge pages' controls: single-choice chips, accordions, the tab loading bar.
import type { PestCategory } from '@knowledge/knowledgebase';

/** Choosing a chip shows only its category; choosing the chosen one again shows all (null). */
export function chooseChip(current: PestCategory | null, chosen: PestCategory): PestCategory | null {
  return current === chosen ? null : chosen;
}

/** The open set after item `index` is opened or closed; with `single`, opening one closes the others. */
export function toggled(open: ReadonlySet<number>, index: number, isOpen: boolean, single: boolean): Set<number> {
  if (isOpen) return single ? new Set([index]) : new Set([...open, index]);
  const next = new Set(open);
  next.delete(index);
  return next;
}

/** The tab loading bar: it rises by PROGRESS_STEP every PROGRESS_INTERVAL_MS until 100 (about 2 seconds). */
export const PROGRESS_STEP = 10;
export const PROGRESS_INTERVAL_MS = 200;
/** How long a section shows its three placeholder cards after it is expanded or the chip changes. */
export const SECTION_PLACEHOLDER_MS = 800;

export function nextProgress(progress: number): number {
  return Math.min(100, progress + PROGRESS_STEP);
}
