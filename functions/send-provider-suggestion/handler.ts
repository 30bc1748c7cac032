// send-provider-suggestion: POST /api/send-provider-suggestion (public; the add-business form): count against the
// client's budget and all clients' ceiling, the bot check when configured, store the pending suggestion, e-mail the admins.
import { DEFAULT_SITE_NAME } from '../contracts/config';
import { ADD_BUSINESS } from '../contracts/messages';
import { SUGGESTION_MAX_BODY_BYTES } from '../contracts/providerSuggestion/form';
import { sendProviderSuggestionRoutes } from '../contracts/routes/send-provider-suggestion';
import { checkBot } from '../lib/platform/botCheck';
import { api } from '../lib/platform/http';
import { SUGGESTION_CEILING, SUGGESTION_LIMIT } from '../lib/platform/limits';
import { enforceCeiling, throttle } from '../lib/platform/rateLimit';
import { createSuggestion } from '../lib/suggestions';
import { noticeAdmins } from '../lib/suggestions/suggestionNotice';

export const handler = api(
  sendProviderSuggestionRoutes,
  {
    'POST /api/send-provider-suggestion': async (req) => {
      await throttle('provider-suggestion', req.event, SUGGESTION_LIMIT);
      await enforceCeiling('provider-suggestion', SUGGESTION_CEILING);
      const { turnstileToken, ...form } = req.body;
      await checkBot(turnstileToken);
      const suggestion = await createSuggestion(form);
      await noticeAdmins(suggestion);
      return { body: { message: ADD_BUSINESS.submitted(process.env.SITE_NAME ?? DEFAULT_SITE_NAME), id: suggestion.id } };
    },
  },
  { maxBodyBytes: SUGGESTION_MAX_BODY_BYTES },
);
