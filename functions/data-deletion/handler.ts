// data-deletion: the caller's pending data deletion request, and a new request (it signs the user out everywhere;
// carried out later by data-deletion-processor).
import { DATA_DELETION } from '../contracts/messages';
import { dataDeletionRoutes } from '../contracts/routes/data-deletion';
import { pendingDeletion, requestDeletion } from '../lib/users/account';
import { api, signedIn } from '../lib/platform/http';
import { guardWrite } from '../lib/platform/writeGuard';

export const handler = api(
  dataDeletionRoutes,
  {
    'GET /api/data-deletion': async (req) => ({ body: { request: await pendingDeletion(signedIn(req).sub) } }),
    'POST /api/data-deletion': async (req) => {
      const { request, created } = await requestDeletion(signedIn(req), req.body);
      return { status: created ? 201 : 200, body: { message: DATA_DELETION.submitted, request } };
    },
  },
  { writeGuard: guardWrite },
);
