// The bot check of public forms (add-business): Cloudflare Turnstile's verdict on the form's token, only when bot
// protection is configured (the TURNSTILE_SECRET_KEY secret, given by the catalogue's `bot:verify` grant); off otherwise.
import { verifyTurnstileToken } from '../../auth-triggers/turnstile';
import { ADD_BUSINESS } from '../../contracts/messages';
import { HttpError } from './http';
import { secret } from './secrets';

/** Refuse the request (400) unless Turnstile confirms its token; passes everything when bot protection is off. */
export async function checkBot(token: string | undefined): Promise<void> {
  const secretKey = await secret('TURNSTILE_SECRET_KEY');
  if (!secretKey) return;
  if (!(await verifyTurnstileToken(token, { secretKey }))) throw new HttpError(400, 'BotCheckFailed', ADD_BUSINESS.botCheckFailed);
}
