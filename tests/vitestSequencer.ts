// The order in which Vitest hands test files to its workers.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run isolated start first. Each pass has two projects, the files
 * that share their worker's modules and the few that must not
 * (tests/vitestIsolation.ts), and Vitest orders files by project name before
 * anything else, so the isolated ones came last. One of them, the sign-in
 * limits, runs for about 20 s on its own, which left the other core idle for
 * that long at the end of every API pass. Started first, it runs beside the
 * shared files instead. Within each project Vitest's own order stands (files it
 * has not seen, then longest or largest first).
 */
export default class IsolatedFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isolated = sorted.filter((file) => file.project.config.isolate);
    return [...isolated, ...sorted.filter((file) => !file.project.config.isolate)];
  }
}
