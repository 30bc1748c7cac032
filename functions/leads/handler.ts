// leads: the lead form (POST), the caller's latest lead, and 'Connect with a professional' from the chat.
import { toLeadWire } from '../contracts/lead';
import { LEAD, PROVIDERS } from '../contracts/messages';
import { leadsRoutes } from '../contracts/routes/leads';
import { api, HttpError, notFound, signedIn } from '../lib/http';
import { connectWithProfessional, createLead, latestLead } from '../lib/leads';
import { guardWrite } from '../lib/writeGuard';

export const handler = api(
  leadsRoutes,
  {
    'POST /api/leads': async (req) => {
      const lead = await createLead(signedIn(req), req.body);
      if (!lead) throw notFound(PROVIDERS.notFound);
      return { status: 201, body: { lead: toLeadWire(lead) } };
    },
    'GET /api/leads/latest': async (req) => {
      const lead = await latestLead(signedIn(req).sub);
      return { body: { lead: lead ? toLeadWire(lead) : null } };
    },
    'POST /api/leads/connect': async (req) => {
      const lead = await connectWithProfessional(signedIn(req), req.body);
      if (!lead) throw new HttpError(404, 'NoProviders', LEAD.noProviders);
      return { status: 201, body: { lead: toLeadWire(lead) } };
    },
  },
  { writeGuard: guardWrite },
);
