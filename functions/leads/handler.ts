// leads: the lead form (POST), the caller's latest lead, and 'Connect with a professional' from the chat.
import { API } from '../contracts/api';
import { connectSchema, leadFormSchema, toLeadWire } from '../contracts/lead';
import { LEAD, PROVIDERS } from '../contracts/messages';
import { api, HttpError, notFound, parse, signedIn } from '../lib/http';
import { connectWithProfessional, createLead, latestLead } from '../lib/leads';
import { guardWrite } from '../lib/writeGuard';

export const handler = api(
  {
    [`POST ${API.leads}`]: async (req) => {
      const lead = await createLead(signedIn(req), parse(leadFormSchema, req.body));
      if (!lead) throw notFound(PROVIDERS.notFound);
      return { status: 201, body: { lead: toLeadWire(lead) } };
    },
    [`GET ${API.leadsLatest}`]: async (req) => {
      const lead = await latestLead(signedIn(req).sub);
      return { body: { lead: lead ? toLeadWire(lead) : null } };
    },
    [`POST ${API.leadsConnect}`]: async (req) => {
      const lead = await connectWithProfessional(signedIn(req), parse(connectSchema, req.body));
      if (!lead) throw new HttpError(404, 'NoProviders', LEAD.noProviders);
      return { status: 201, body: { lead: toLeadWire(lead) } };
    },
  },
  { writeGuard: guardWrite },
);
