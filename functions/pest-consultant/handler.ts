// pest-consultant: POST one chat message; the answer comes back with the thread, the new token balance and
// suggested follow-up answers (the whole send runs on the server, idempotent by operationId).
import { API } from '../contracts/api';
import { consultRequestSchema } from '../contracts/chat';
import { sendMessage } from '../lib/consultation';
import { api, parse, signedIn } from '../lib/http';
import { guardWrite } from '../lib/writeGuard';

export const handler = api(
  {
    [`POST ${API.pestConsultant}`]: async (req) => ({ body: await sendMessage(signedIn(req), parse(consultRequestSchema, req.body)) }),
  },
  { writeGuard: guardWrite },
);
