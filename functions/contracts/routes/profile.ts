// The profile function's routes: the caller's profile, its data export (a short-lived link to the file) and a token
// request (all under /api/profile).
import { tokenRequestSchema, type AccountExportLink, type TokenRequestReply } from '../account';
import { API } from '../api';
import { profileUpdateSchema, type Profile } from '../profile';
import { reply, route } from '../route';

export const profileRoutes = [
  route('GET', API.profile, 'user', { reply: reply<Profile>() }),
  route('PUT', API.profile, 'user', { body: profileUpdateSchema, reply: reply<Profile>() }),
  route('GET', API.profileExport, 'user', { reply: reply<AccountExportLink>() }),
  route('POST', API.tokenRequest, 'user', { body: tokenRequestSchema, reply: reply<TokenRequestReply>() }),
] as const;
