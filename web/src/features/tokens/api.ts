// The token request's server call: POST /api/profile/token-request records it (tokenRequestPending) for the admins.
import type { TokenRequestInput, TokenRequestReply } from '@contracts/account';
import { API } from '@contracts/api';
import { apiFetch } from '../../api/client';

export function recordTokenRequest(input: TokenRequestInput): Promise<TokenRequestReply> {
  return apiFetch(API.tokenRequest, { method: 'POST', body: input });
}
