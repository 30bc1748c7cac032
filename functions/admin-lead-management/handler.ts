// admin-lead-management (admin): POST with an action. getLeads: one page by status or by provider, newest first, from
// the cursor of the page before (lib/leadList: a bounded read whatever the number of leads), or the search text's; getLead: one lead; updateLead: the details dialog's changes and status moves (audited). The
// replies of getLead and updateLead always carry `lead`.
import { pagination } from '../contracts/api';
import { toLeadWire } from '../contracts/lead/entity';
import { LEAD } from '../contracts/messages';
import { adminLeadManagementRoutes } from '../contracts/routes/admin-lead-management';
import { writeAudit } from '../lib/platform/audit';
import { api, notFound } from '../lib/platform/http';
import { getLead, updateLead } from '../lib/leads';
import { listLeads } from '../lib/leads/leadList';
import { guardWrite } from '../lib/platform/writeGuard';

export const handler = api(
  adminLeadManagementRoutes,
  {
    'POST /api/admin-lead-management': async (req) => {
      const request = req.body;
      switch (request.action) {
        case 'getLeads': {
          const { page, limit } = request;
          const list = await listLeads(request);
          return {
            body: { leads: list.leads.map(toLeadWire), pagination: pagination(page, limit, list.total), nextCursor: list.nextCursor, searchLimited: list.searchLimited },
            audit: false,
          };
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
