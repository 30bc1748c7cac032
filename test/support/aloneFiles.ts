// Which journey files run with no other file at once (support/fileTurns) and last (support/sequencer): the ones that
// read what every file's activity changes across the site. Imports neither vitest nor vitest/node (the config loads
// the sequencer, the workers the browser support).

const ALONE_FILES = ['test/e2e/monitoring.test.ts'];

/** Whether the journey file at `path` (absolute, or a module id) takes its turn alone. */
export function runsAlone(path: string): boolean {
  return ALONE_FILES.some((file) => path.endsWith(`/${file}`));
}
