// admin-lead-management (admin): POST with an action. getLeads: one page by status or by provider, newest first, with
// the search text; getLead: one lead; updateLead: the details dialog's changes and status moves (audited). The
// replies of getLead and updateLead always carry `lead`.
import { pagination } from '../contracts/api';
import { toLeadWire } from '../contracts/lead';
import { LEAD } from '../contracts/messages';
import { adminLeadManagementRoutes } from '../contracts/routes/admin-lead-management';
import { writeAudit } from '../lib/audit';
import { api, notFound } from '../lib/http';
import { getLead, listLeads, updateLead } from '../lib/leads';
import { guardWrite } from '../lib/writeGuard';

export const handler = api(
  adminLeadManagementRoutes,
  {
    'POST /api/admin-lead-management': async (req) => {
      const request = req.body;
      switch (request.action) {
        case 'getLeads': {
          const { page, limit, providerId, status, search } = request;
          const all = await listLeads({ providerId, status, search });
          return { body: { leads: all.slice((page - 1) * limit, page * limit).map(toLeadWire), pagination: pagination(page, limit, all.length) }, audit: false };
        }
        case 'getLead': {
          const lead = await getLead(request.id);
          if (!lead) throw notFound(LEAD.notFound);
          return { body: { lead: toLeadWire(lead) }, audit: false };
        }
        case 'updateLead': {
          const { action: _action, id, ...update } = request;
          const updated = await updateLead(id, update);
          if (!updated) throw notFound(LEAD.notFound);
          const changes = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined));
          return {
            body: { lead: toLeadWire(updated.lead) },
            audit: { action: 'lead.update', target: id, changes: { ...changes, ...(update.status ? { previousStatus: updated.before.status } : {}) } },
          };
        }
      }
    },
  },
  { writeGuard: guardWrite, audit: writeAudit },
);
