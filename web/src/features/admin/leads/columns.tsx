// Lead Management's columns (document 2, 2.4 and section 3): the table's (Date relative, Customer, Provider, Status
// with when the provider was notified, Priority, Actions: details, Notify Provider or Notify again for new leads, the
// status menu), sortable within the page by date, customer, provider and status; and the export's, the contract's
// LEAD_EXPORT (document 2, section 3) with how the customer, the provider and the priority show.
import { EyeOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { LEAD_EXPORT, type LeadExportField, type LeadStatus, type LeadWire } from '@contracts/lead';
import { wireName } from '@contracts/wire';
import { LEAD, LEAD_ADMIN } from '@contracts/messages';
import { ACTIONS_KEY } from '../kit/AdminTable';
import { absoluteDate, relativeDate } from '../kit/dates';
import type { ExportColumn } from '../kit/exportList';
import { noticesOf } from './api';
import { PriorityTag, StatusMenu, StatusTag } from './leadTags';

export interface LeadRowActions {
  busy: boolean;
  open: (lead: LeadWire) => void;
  notify: (lead: LeadWire) => void;
  setStatus: (lead: LeadWire, status: LeadStatus) => void;
}

export function leadColumns(act: LeadRowActions): TableColumnsType<LeadWire> {
  return [
    {
      title: LEAD_ADMIN.columns.date,
      key: 'date',
      sorter: (a, b) => a.created_at.localeCompare(b.created_at),
      render: (_, l) => (
        <Tooltip title={absoluteDate(l.created_at)}>
          <span style={{ whiteSpace: 'nowrap' }}>{relativeDate(l.created_at)}</span>
        </Tooltip>
      ),
    },
    {
      title: LEAD_ADMIN.columns.customer,
      key: 'customer',
      sorter: (a, b) => customerOf(a).localeCompare(customerOf(b)),
      render: (_, l) => (
        <div className="admin-provider-name">
          <Typography.Text strong>{customerOf(l)}</Typography.Text>
          {l.user.display_name && (
            <Typography.Text type="secondary" className="admin-provider-place">
              {l.user.email}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { title: LEAD_ADMIN.columns.provider, key: 'provider', sorter: (a, b) => a.provider.name.localeCompare(b.provider.name), render: (_, l) => l.provider.name },
    {
      title: LEAD_ADMIN.columns.status,
      key: 'status',
      sorter: (a, b) => a.status.localeCompare(b.status),
      render: (_, l) => (
        <Space direction="vertical" size={2}>
          <StatusTag status={l.status} />
          {l.notified_at && (
            <Tooltip title={absoluteDate(l.notified_at)}>
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                {LEAD_ADMIN.notifiedRow(LEAD_ADMIN.notices(noticesOf(l), relativeDate(l.notified_at)))}
              </Typography.Text>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: LEAD_ADMIN.columns.priority, key: 'priority', render: (_, l) => <PriorityTag priority={l.priority} /> },
    {
      title: LEAD_ADMIN.columns.actions,
      key: ACTIONS_KEY,
      render: (_, l) => (
        <Space size={4} wrap>
          <Button size="small" icon={<EyeOutlined />} onClick={() => act.open(l)} aria-label={`${LEAD_ADMIN.details}: ${customerOf(l)}`}>
            {LEAD_ADMIN.details}
          </Button>
          {l.status === 'new' && (
            <Button
              size="small"
              icon={<MailOutlined />}
              disabled={act.busy}
              onClick={() => act.notify(l)}
              aria-label={`${noticesOf(l) ? LEAD_ADMIN.notifyAgain : LEAD_ADMIN.notifyProvider}: ${l.provider.name}`}
            >
              {noticesOf(l) ? LEAD_ADMIN.notifyAgain : LEAD_ADMIN.notifyProvider}
            </Button>
          )}
          <StatusMenu size="small" status={l.status} label={LEAD_ADMIN.statusMenuLabel(customerOf(l))} disabled={act.busy} onChange={(s) => act.setStatus(l, s)} />
        </Space>
      ),
    },
  ];
}

/** The customer as the admin sees them: their name, else their e-mail address. */
export const customerOf = (lead: LeadWire) => lead.user.display_name || lead.user.email;

/** How a column of the CSV shows its field, where not as the wire has it. */
const EXPORT_VALUES: Partial<Record<LeadExportField, (lead: LeadWire) => unknown>> = {
  user: customerOf,
  provider: (l) => l.provider.name,
  priority: (l) => LEAD.priorityLabel[l.priority],
};

/** The CSV's columns: the contract's (LEAD_EXPORT), each field's value read from the wire under its wire name. */
export const LEAD_EXPORT_COLUMNS: ExportColumn<LeadWire>[] = LEAD_EXPORT.map(([field, header]) => ({
  header,
  value: EXPORT_VALUES[field] ?? ((l: LeadWire) => (l as Record<string, unknown>)[wireName(field)]),
}));
