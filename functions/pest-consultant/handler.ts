// pest-consultant: POST one chat message; the answer comes back with the thread, the new token balance and
// suggested follow-up answers (the whole send runs on the server, idempotent by operationId).
import { pestConsultantRoutes } from '../contracts/routes/pest-consultant';
import { sendMessage } from '../lib/chat/consultation';
import { api, signedIn } from '../lib/platform/http';
import { guardWrite } from '../lib/platform/writeGuard';

export const handler = api(
  pestConsultantRoutes,
  {
    'POST /api/pest-consultant': async (req) => ({ body: await sendMessage(signedIn(req), req.body) }),
  },
  { writeGuard: guardWrite },
);
