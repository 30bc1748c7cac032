// Test projects: unit, web (jsdom), infra (CDK), api (embedded stack) and e2e (Chromium against the built app).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias } from './vite.config.ts';
import { AloneLastSequencer } from './test/support/sequencer.ts';

/**
 * A unit test's bound: vitest's default 5 s is no bound on a loaded two-core machine (a test of half a second idle ran
 * 5.8 s beside the whole suite and four busy loops).
 */
const UNIT_TIMEOUT_MS = 20_000;

/**
 * The unit files share one module cache (isolate: false): pure logic, where a fresh module graph for every file cost
 * more than the tests themselves (50 to 21 CPU-seconds). So do the API files, one at a time in one worker: each loaded
 * the catalogue, the contracts and the domain modules anew (8 small files 65 to 45 CPU-seconds); a file that runs
 * handlers in process with its own environment or mocks loads them afresh (test/support/stack's `freshModules`). So do
 * the journey files, two at a time, each worker's in turn: none mocks a module, each sets the same stack environment, and they drive the
 * run's one Chromium (test/support/chromium, launched by the project's globalSetup). So do the web files: a jsdom with antd,
 * React and Amplify loaded anew for each file was most of their CPU; each file still starts with the app's modules
 * loaded afresh under its own vi.mock calls, and storage, stubbed globals and SWR's cache empty (test/web/setup.ts).
 */
/**
 * A web test's bound on a hung test, not on speed: 20 s ran out beside four busy loops (a connect-dialog test of the
 * chat).
 */
const WEB_TIMEOUT_MS = 90_000;

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: AloneLastSequencer },
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: UNIT_TIMEOUT_MS } },
      {
        plugins: [react()],
        resolve: { alias },
        // jsdom with its shims (test/web/setup.ts).
        test: { name: 'web', include: ['test/web/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['test/web/setup.ts'], isolate: false, testTimeout: WEB_TIMEOUT_MS },
      },
      {
        resolve: { alias },
        // globalSetup builds each catalogue function once, for the bundle-size and stack tests both.
        test: { name: 'infra', include: ['test/infra/**/*.test.ts'], environment: 'node', globalSetup: ['test/infra/globalSetup.ts'], testTimeout: 300_000, hookTimeout: 300_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/api/globalSetup.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/globalSetup.ts'],
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll's own 1 s is no bound on a loaded machine (a search's list polled for its one row ran out beside
          // the rest of the suite): the journeys' polls get Testing Library's 15 s.
          expect: { poll: { timeout: 15_000 } },
          // Two files at a time: a journey mostly waits on the browser and the stack (about 150 CPU-seconds over 300 s
          // one at a time). Each file has its own users and data; a file that reads what every file changes runs alone
          // (support/aloneFiles), last (AloneLastSequencer). Its own group, so a run of every project keeps one
          // worker for the others.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
