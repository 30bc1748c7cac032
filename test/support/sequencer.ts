// vitest's order (longest first by the last run's times, else largest first), with the journey files that run alone
// (support/aloneFiles) moved to the end of their project: one there waits only for the other worker's last file, the
// shortest, where at the start or the middle its turn held a worker idle through a whole file.
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { runsAlone } from './aloneFiles.ts';

export class AloneLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const alone = (spec: TestSpecification) => runsAlone(spec.moduleId);
    return [...sorted.filter((spec) => !alone(spec)), ...sorted.filter(alone)];
  }
}
