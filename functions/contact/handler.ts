// contact: POST /api/contact (public; the spec's send-contact-form): validate, count against the client's budget and
// all clients' ceiling, e-mail support.
import { CONTACT_MAX_BODY_BYTES } from '../contracts/contact';
import { CONTACT } from '../contracts/messages';
import { contactRoutes } from '../contracts/routes/contact';
import { sendContactMessage } from '../lib/contact';
import { api } from '../lib/platform/http';
import { CONTACT_CEILING, CONTACT_LIMIT } from '../lib/platform/limits';
import { enforceCeiling, throttle } from '../lib/platform/rateLimit';

export const handler = api(
  contactRoutes,
  {
    'POST /api/contact': async (req) => {
      await throttle('contact', req.event, CONTACT_LIMIT);
      await enforceCeiling('contact', CONTACT_CEILING);
      await sendContactMessage(req.body);
      return { body: { message: CONTACT.sent } };
    },
  },
  { maxBodyBytes: CONTACT_MAX_BODY_BYTES },
);
