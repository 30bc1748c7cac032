// profile: GET the caller's profile (created on the first call), PUT a new display name or marketing consent.
import { API } from '../contracts/api';
import { profileUpdateSchema } from '../contracts/profile';
import { api, parse, signedIn } from '../lib/http';
import { getProfile, updateProfile } from '../lib/profiles';
import { guardWrite } from '../lib/writeGuard';

export const handler = api(
  {
    [`GET ${API.profile}`]: async (req) => ({ body: await getProfile(signedIn(req)) }),
    [`PUT ${API.profile}`]: async (req) => ({ body: await updateProfile(signedIn(req), parse(profileUpdateSchema, req.body)) }),
  },
  { writeGuard: guardWrite },
);
