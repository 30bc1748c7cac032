// The lead export's columns (document 2, section 3): ID, Customer, Provider, Status, Priority, Message, CreatedAt,
// RequestCallback, MobileNumber, RequestInfo, RequestAppointment, Country, City.
import type { LeadWire } from '@contracts/lead';
import { LEAD } from '@contracts/messages';
import type { ExportColumn } from '../kit/exportList';

/** The customer as the admin sees them: their name, else their e-mail address. */
export const customerOf = (lead: LeadWire) => lead.user.display_name || lead.user.email;

export const LEAD_EXPORT_COLUMNS: ExportColumn<LeadWire>[] = [
  { header: 'ID', value: (l) => l.id },
  { header: 'Customer', value: customerOf },
  { header: 'Provider', value: (l) => l.provider.name },
  { header: 'Status', value: (l) => l.status },
  { header: 'Priority', value: (l) => LEAD.priorityLabel[l.priority] },
  { header: 'Message', value: (l) => l.message },
  { header: 'CreatedAt', value: (l) => l.created_at },
  { header: 'RequestCallback', value: (l) => l.request_callback },
  { header: 'MobileNumber', value: (l) => l.mobile_number },
  { header: 'RequestInfo', value: (l) => l.request_more_info },
  { header: 'RequestAppointment', value: (l) => l.request_appointment },
  { header: 'Country', value: (l) => l.country },
  { header: 'City', value: (l) => l.city },
];
