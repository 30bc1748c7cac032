// pest-consultant-stream: POST one chat message and stream the answer as it is written (newline-delimited JSON), then
// the saved answer with the thread, the new token balance and suggestions: pest-consultant's send, streamed. Served by
// a function URL behind CloudFront, so the caller's JWT (in its own header) is verified here.
import { STREAMED_ROUTE } from '../contracts/api';
import { CONSULT_STREAM_TYPE } from '../contracts/chat';
import { pestConsultantStreamRoutes } from '../contracts/routes/pest-consultant-stream';
import { streamMessage } from '../lib/chat/consultation';
import { signedIn, streamingApi } from '../lib/platform/http';
import { verifiedClaims } from '../lib/platform/idToken';
import { guardWrite } from '../lib/platform/writeGuard';

export const handler = streamingApi(
  pestConsultantStreamRoutes,
  {
    'POST /api/pest-consultant/stream': async (req) => ({
      headers: { 'content-type': CONSULT_STREAM_TYPE },
      body: await streamMessage(signedIn(req), req.body, req.event.routeKey),
    }),
  },
  { writeGuard: guardWrite, tokenHeader: STREAMED_ROUTE.tokenHeader, verify: verifiedClaims },
);
