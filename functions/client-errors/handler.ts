// client-errors: POST /api/client-errors, one error the web caught, grouped by fingerprint (lib/clientErrors); past the
// client's budget a 429, past all clients' ceiling accepted and dropped.
import { CLIENT_ERROR_MAX_BODY_BYTES } from '../contracts/clientError';
import { clientErrorsRoutes } from '../contracts/routes/client-errors';
import { recordClientError, reportFingerprint } from '../lib/monitoring/clientErrors';
import { api } from '../lib/platform/http';
import { CLIENT_ERROR_CEILING, CLIENT_ERROR_LIMIT } from '../lib/platform/limits';
import { throttle, withinCeiling } from '../lib/platform/rateLimit';

export const handler = api(
  clientErrorsRoutes,
  {
    'POST /api/client-errors': async (req) => {
      await throttle('client-errors', req.event, CLIENT_ERROR_LIMIT);
      if (!(await withinCeiling('client-errors', CLIENT_ERROR_CEILING))) return { status: 202, body: { fingerprint: reportFingerprint(req.body) } };
      return { status: 202, body: { fingerprint: await recordClientError(req.body) } };
    },
  },
  { maxBodyBytes: CLIENT_ERROR_MAX_BODY_BYTES },
);
