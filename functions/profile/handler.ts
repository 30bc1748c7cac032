// profile: everything under /api/profile: the caller's profile (created on the first call), a new display name or
// marketing consent, the data export (a short-lived link to a dated JSON file) and a token request.
import { TOKEN_REQUEST } from '../contracts/messages';
import { profileRoutes } from '../contracts/routes/profile';
import { getProfile, requestTokens, updateProfile } from '../lib/users';
import { exportAccount } from '../lib/users/accountExport';
import { api, signedIn } from '../lib/platform/http';
import { EXPORT_LIMIT } from '../lib/platform/limits';
import { assertLive } from '../lib/platform/liveness';
import { enforce } from '../lib/platform/rateLimit';
import { guardWrite } from '../lib/platform/writeGuard';

export const handler = api(
  profileRoutes,
  {
    'GET /api/profile': async (req) => ({ body: await getProfile(signedIn(req)) }),
    'PUT /api/profile': async (req) => ({ body: await updateProfile(signedIn(req), req.body) }),
    // A read that writes a file: budgeted per caller like a write, and refused to a deleted account.
    'GET /api/profile/export': async (req) => {
      const caller = signedIn(req);
      await enforce('export', caller.sub, EXPORT_LIMIT);
      await assertLive(caller.sub);
      return { body: await exportAccount(caller) };
    },
    'POST /api/profile/token-request': async (req) => {
      const { profile, request } = await requestTokens(signedIn(req), req.body);
      return { body: { message: TOKEN_REQUEST.recorded, request, profile } };
    },
  },
  { writeGuard: guardWrite },
);
