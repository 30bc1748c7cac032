// The journey files run two at a time (vitest.config.ts); a file that reads what every file's activity changes (the
// monitoring panel's counts of model calls and its error log, which it also clears) runs with no other file at once.
// Each file takes a turn before its first test and gives it back after its last: a shared turn, or one alone, which
// waits for the shared ones running to end and holds off new ones (a readers-writer lock on files, for the workers are
// processes of their own). A wait is for the other worker's file to end, bounded by the hook's timeout.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

const POLL_MS = 100;
const ALONE = 'alone';

const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

function turnsDir(): string {
  const dir = join(tmpdir(), `pestpilot-e2e-turns-${new URL(inject('appUrl')).port}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A turn beside other files' shared turns, once no file is alone; what gives it back. */
export async function sharedTurn(): Promise<() => void> {
  const dir = turnsDir();
  const mine = join(dir, `shared-${process.pid}-${randomUUID()}`);
  for (;;) {
    while (readdirSync(dir).includes(ALONE)) await pause();
    writeFileSync(mine, '');
    // A file that went alone between the look and the write sees this turn and waits for it; this one steps back.
    if (!readdirSync(dir).includes(ALONE)) return () => rmSync(mine, { force: true });
    rmSync(mine, { force: true });
  }
}

/** A turn with no other file running: once the shared turns under way have ended; what gives it back. */
export async function turnAlone(): Promise<() => void> {
  const dir = turnsDir();
  const marker = join(dir, ALONE);
  for (;;) {
    try {
      writeFileSync(marker, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await pause();
    }
  }
  while (readdirSync(dir).some((name) => name.startsWith('shared-'))) await pause();
  return () => rmSync(marker, { force: true });
}
