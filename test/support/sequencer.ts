// vitest's order (longest first by the last run's times, else largest first), with the journey files that run alone
// (useBrowserPage's `alone`, support/fileTurns) moved to the end of their project: one there waits only for the other
// worker's last file, the shortest, where at the start or the middle its turn held a worker idle through a whole file.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The journey files that take their turn alone. */
export const ALONE_FILES = ['test/e2e/monitoring.test.ts'];

export class AloneLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const alone = (spec: TestSpecification) => ALONE_FILES.some((file) => spec.moduleId.endsWith(`/${file}`));
    return [...sorted.filter((spec) => !alone(spec)), ...sorted.filter(alone)];
  }
}
