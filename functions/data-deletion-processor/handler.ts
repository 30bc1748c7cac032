// data-deletion-processor: run daily by EventBridge (locally by `npm run process-deletions`); carries out the pending
// data deletion requests while its time lasts (the rest stay pending for the next run) and logs what it did. A request
// that fails stays pending and fails the invocation, so Lambda retries it, then keeps the event in the dead-letter
// queue, and the error shows in the function's logs, its Errors metric and the stack's alarm.
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { type DeletionRun, processDeletions } from '../lib/users/deletionRun';
import { logContext, logger } from '../lib/platform/logger';

export const handler = middy(async (_event: unknown, context: Context): Promise<DeletionRun> => {
  const run = await processDeletions(new Date(), { timeLeftMs: () => context.getRemainingTimeInMillis() });
  logger.info('Data deletion run', { completed: run.completed.length, failed: run.failed.length, deferred: run.deferred.length });
  if (run.failed.length) throw new Error(`${run.failed.length} data deletion request(s) failed and stay pending`);
  return run;
}).use(logContext());
