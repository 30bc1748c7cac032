// client-errors: POST /api/client-errors, one error the web caught, grouped by fingerprint (lib/clientErrors).
import { CLIENT_ERROR_MAX_BODY_BYTES } from '../contracts/clientError';
import { clientErrorsRoutes } from '../contracts/routes/client-errors';
import { recordClientError } from '../lib/clientErrors';
import { api } from '../lib/http';
import { CLIENT_ERROR_LIMIT } from '../lib/limits';
import { throttle } from '../lib/rateLimit';

export const handler = api(
  clientErrorsRoutes,
  {
    'POST /api/client-errors': async (req) => {
      await throttle('client-errors', req.event, CLIENT_ERROR_LIMIT);
      return { status: 202, body: { fingerprint: await recordClientError(req.body) } };
    },
  },
  { maxBodyBytes: CLIENT_ERROR_MAX_BODY_BYTES },
);
