// Reads a password reset link (query or hash: type, token, email, error, error_code) and decides whether it can be used.
import { AUTH } from '@contracts/messages';

export type ResetLink = { valid: true; email: string; token: string } | { valid: false; reason: string };

export function readResetLink(search: string, hash: string): ResetLink {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const get = (key: string) => query.get(key) ?? fragment.get(key) ?? '';

  const errorCode = get('error_code');
  if (errorCode === 'otp_expired') return { valid: false, reason: AUTH.resetLinkExpired };
  if (get('error') || errorCode) return { valid: false, reason: AUTH.resetLinkInvalid };

  const type = get('type');
  const token = get('token');
  const email = get('email');
  if (type !== 'recovery' || !token || !email) return { valid: false, reason: AUTH.resetLinkInvalid };
  return { valid: true, email, token };
}
