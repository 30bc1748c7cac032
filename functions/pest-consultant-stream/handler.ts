// pest-consultant-stream: POST one chat message and stream the answer as it is written (newline-delimited JSON), then
// the saved answer with the thread, the new token balance and suggestions: pest-consultant's send, streamed. Served by
// a function URL behind CloudFront, so the caller's JWT (in its own header) is verified here; a caller has at most
// OPEN_STREAMS_LIMIT answers streaming at once.
import { STREAMED_ROUTE } from '../contracts/api';
import { CONSULT_STREAM_TYPE } from '../contracts/chat';
import { pestConsultantStreamRoutes } from '../contracts/routes/pest-consultant-stream';
import { streamMessage } from '../lib/chat/consultation';
import { signedIn, streamingApi } from '../lib/platform/http';
import { verifiedClaims } from '../lib/platform/idToken';
import { withinOpenStreams } from '../lib/platform/rateLimit';
import { guardWrite } from '../lib/platform/writeGuard';

export const handler = streamingApi(
  pestConsultantStreamRoutes,
  {
    'POST /api/pest-consultant/stream': async (req) => {
      const caller = signedIn(req);
      return {
        headers: { 'content-type': CONSULT_STREAM_TYPE },
        body: await withinOpenStreams(caller.sub, () => streamMessage(caller, req.body, req.event.routeKey)),
      };
    },
  },
  { writeGuard: guardWrite, tokenHeader: STREAMED_ROUTE.tokenHeader, verify: verifiedClaims },
);
