// lead-notification: e-mails a lead's details to its provider. The lead's owner may send it once; an admin sends the
// first notice, and another only when asking for it again (`again`), so no press sends a duplicate unasked; a failed
// e-mail answers 502 and keeps the lead as it was.
import { toLeadWire } from '../contracts/lead/entity';
import { LEAD } from '../contracts/messages';
import { leadNotificationRoutes } from '../contracts/routes/lead-notification';
import { isAdminNow } from '../lib/platform/adminRights';
import { api, HttpError, notFound, signedIn } from '../lib/platform/http';
import { getLead } from '../lib/leads';
import { notifyProvider } from '../lib/leads/leadNotification';
import { guardWrite } from '../lib/platform/writeGuard';

const refusal = {
  'already-notified': () => new HttpError(409, 'AlreadyNotified', LEAD.alreadyNotified),
  unreachable: () => new HttpError(409, 'ProviderUnreachable', LEAD.providerUnreachable),
  'email-failed': () => new HttpError(502, 'EmailFailed', LEAD.notificationFailed),
} as const;

export const handler = api(
  leadNotificationRoutes,
  {
    'POST /api/lead-notification': async (req) => {
      const caller = signedIn(req);
      const lead = await getLead(req.body.leadId);
      if (!lead) throw notFound(LEAD.notFound);
      // An admin's power on a route open to users: the role as the server holds it now, not as an older token says.
      const admin = await isAdminNow(caller);
      if (lead.userId !== caller.sub && !admin) throw new HttpError(403, 'Forbidden', LEAD.notifyForbidden);
      const outcome = await notifyProvider(lead, !(admin && req.body.again === true));
      if (!outcome.sent) throw refusal[outcome.reason]();
      return { body: { sent: true, lead: toLeadWire(outcome.lead) } };
    },
  },
  { writeGuard: guardWrite },
);
