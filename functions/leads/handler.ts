// leads: the lead form (POST), the caller's latest lead, and 'Connect with a professional' from the chat (which
// provider it would ask, then the request to the provider the user agreed to).
import { toLeadWire } from '../contracts/lead/entity';
import { toProviderWire } from '../contracts/provider/entity';
import { userView } from '../lib/providers';
import { LEAD, PROVIDERS } from '../contracts/messages';
import { leadsRoutes } from '../contracts/routes/leads';
import { api, HttpError, notFound, signedIn } from '../lib/platform/http';
import { connectWithProfessional, createLead, latestLead, providerFor } from '../lib/leads';
import { guardWrite } from '../lib/platform/writeGuard';

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
    'GET /api/leads/connect': async (req) => {
      const provider = await providerFor(req.query);
      return { body: { provider: provider ? toProviderWire(userView(provider)) : null } };
    },
    'POST /api/leads/connect': async (req) => {
      const lead = await connectWithProfessional(signedIn(req), req.body);
      if (!lead) throw new HttpError(404, 'NoProviders', LEAD.noProviders);
      return { status: 201, body: { lead: toLeadWire(lead) } };
    },
  },
  { writeGuard: guardWrite },
);
