// The admin-lead-management function's route: one POST with an action (getLeads, getLead, updateLead).
import { API } from '../api';
import { adminLeadRequestSchema, type AdminLeadReply } from '../lead/admin';
import { reply, route } from '../route';

export const adminLeadManagementRoutes = [route('POST', API.adminLeadManagement, 'admin', { body: adminLeadRequestSchema, reply: reply<AdminLeadReply>() })] as const;
