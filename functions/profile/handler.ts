// profile: everything under /api/profile: the caller's profile (created on the first call), a new display name or
// marketing consent, the data export (a dated JSON file) and a token request.
import { exportFileName } from '../contracts/account';
import { TOKEN_REQUEST } from '../contracts/messages';
import { profileRoutes } from '../contracts/routes/profile';
import { exportAccount } from '../lib/account';
import { api, signedIn } from '../lib/http';
import { getProfile, requestTokens, updateProfile } from '../lib/profiles';
import { guardWrite } from '../lib/writeGuard';

export const handler = api(
  profileRoutes,
  {
    'GET /api/profile': async (req) => ({ body: await getProfile(signedIn(req)) }),
    'PUT /api/profile': async (req) => ({ body: await updateProfile(signedIn(req), req.body) }),
    'GET /api/profile/export': async (req) => {
      const now = new Date();
      return {
        body: await exportAccount(signedIn(req), now),
        headers: { 'content-disposition': `attachment; filename="${exportFileName(now)}"` },
      };
    },
    'POST /api/profile/token-request': async (req) => {
      const { profile, request } = await requestTokens(signedIn(req), req.body);
      return { body: { message: TOKEN_REQUEST.recorded, request, profile } };
    },
  },
  { writeGuard: guardWrite },
);
