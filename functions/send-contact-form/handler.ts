// send-contact-form: POST /api/contact (public): validate, count against the client's budget, e-mail support.
import { API } from '../contracts/api';
import { CONTACT_MAX_BODY_BYTES, contactMessageSchema, type ContactReply } from '../contracts/contact';
import { CONTACT } from '../contracts/messages';
import { sendContactMessage } from '../lib/contact';
import { api, parse } from '../lib/http';
import { CONTACT_LIMIT } from '../lib/limits';
import { throttle } from '../lib/rateLimit';

export const handler = api(
  {
    [`POST ${API.contact}`]: async (req) => {
      const message = parse(contactMessageSchema, req.body);
      await throttle('contact', req.event, CONTACT_LIMIT);
      await sendContactMessage(message);
      const reply: ContactReply = { message: CONTACT.sent };
      return { body: reply };
    },
  },
  { maxBodyBytes: CONTACT_MAX_BODY_BYTES },
);
