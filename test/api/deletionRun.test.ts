// The deletion run within its time limit, against the embedded stack: with too little time left it starts no request,
// reports each as deferred, and leaves them pending for the next run (processed runs are account.test.ts's).
import { describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { DELETION_TIME_PER_REQUEST_MS } from '../../functions/lib/users/deletionRun';
import { call } from '../support/http';
import { createUser } from '../support/users';
import { useStackEnvironment } from '../support/stack';

const appUrl = inject('appUrl');

useStackEnvironment();

const { processDeletions } = await import('../../functions/lib/users/deletionRun');
// The deletion processor runs on a schedule, not through the gateway: here as its invocation, held to its role.
const { invoke } = await import('../../infra/local/iam');

describe('the deletion run', () => {
  it('starts no request with less time left than one takes, and leaves it pending for the next run', async () => {
    const user = await createUser(appUrl);
    const submitted = await call(appUrl, 'POST', API.dataDeletion, { token: user.idToken, body: { reason: '', confirmDeletion: true } });
    expect(submitted.status).toBe(201);
    const requestId: string = submitted.body.request.id;

    let asked = 0;
    const run = await invoke('data-deletion-processor', () =>
      processDeletions(new Date(), {
        timeLeftMs: () => {
          asked += 1;
          return DELETION_TIME_PER_REQUEST_MS - 1;
        },
      }),
    );
    expect(run.deferred).toContain(requestId);
    expect(run.completed).toEqual([]);
    expect(run.failed).toEqual([]);
    expect(asked).toBe(run.deferred.length);
    // Still pending, and the user still signed in to see it.
    expect((await call(appUrl, 'GET', API.dataDeletion, { token: user.idToken })).body).toEqual({ request: submitted.body.request });
  });
});
