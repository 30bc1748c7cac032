// The lead's calls: POST /api/leads, then POST /api/lead-notification for it, whose failure does not undo the request.
import { API } from '@contracts/api';
import type { LeadForm, LeadWire } from '@contracts/lead';
import { apiFetch } from '../../api/client';

export async function sendLead(form: LeadForm): Promise<LeadWire> {
  const { lead } = await apiFetch(API.leads, { method: 'POST', body: form });
  try {
    await apiFetch(API.leadNotification, { method: 'POST', body: { leadId: lead.id } });
  } catch {
    // The spec ignores a failed notification: the lead is saved and an admin can notify the provider again.
  }
  return lead;
}
