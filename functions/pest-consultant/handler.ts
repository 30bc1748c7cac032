// pest-consultant: POST one chat message; the answer comes back with the thread, the new token balance and
// suggested follow-up answers (the whole send runs on the server, idempotent by operationId).
import { pestConsultantRoutes } from '../contracts/routes/pest-consultant';
import { sendMessage } from '../lib/consultation';
import { api, signedIn } from '../lib/http';
import { guardWrite } from '../lib/writeGuard';

export const handler = api(
  pestConsultantRoutes,
  {
    'POST /api/pest-consultant': async (req) => ({ body: await sendMessage(signedIn(req), req.body) }),
  },
  { writeGuard: guardWrite },
);
