// data-deletion-processor: run daily by EventBridge (locally by `npm run process-deletions`); carries out every
// pending data deletion request. A request that fails stays pending and fails the invocation, so Lambda retries it
// and the error shows in the function's logs and Errors metric.
import middy from '@middy/core';
import { processDeletions, type DeletionRun } from '../lib/users/erasure';
import { logContext, logger } from '../lib/platform/logger';

export const handler = middy(async (): Promise<DeletionRun> => {
  const run = await processDeletions(new Date());
  logger.info('Data deletion run', { completed: run.completed.length, failed: run.failed.length });
  if (run.failed.length) throw new Error(`${run.failed.length} data deletion request(s) failed and stay pending`);
  return run;
}).use(logContext());
