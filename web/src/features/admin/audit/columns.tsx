// The Audit Log's columns (issue 31): when, the admin, the action (its label), the objects it changed and what changed,
// sortable within the page by time, admin and action; and the export's columns (the record's wire names).
import { Typography, type TableColumnsType } from 'antd';
import { auditActionLabel, type AuditEntry } from '@contracts/audit';
import { AUDIT } from '@contracts/messages';
import { absoluteDate } from '../kit/dates';
import type { ExportColumn } from '../kit/exportList';

/** What changed, as one line of JSON (the cell shows its start; the whole is its title). */
const changesText = (entry: AuditEntry) => (entry.changes === null || entry.changes === undefined ? '' : JSON.stringify(entry.changes));

export const auditColumns: TableColumnsType<AuditEntry> = [
  { title: AUDIT.columns.at, key: 'at', sorter: (a, b) => a.at.localeCompare(b.at), render: (_, e) => absoluteDate(e.at) },
  { title: AUDIT.columns.admin, key: 'admin', sorter: (a, b) => a.admin_email.localeCompare(b.admin_email), render: (_, e) => e.admin_email || e.admin_id },
  { title: AUDIT.columns.action, key: 'action', sorter: (a, b) => auditActionLabel(a.action).localeCompare(auditActionLabel(b.action)), render: (_, e) => auditActionLabel(e.action) },
  { title: AUDIT.columns.target, key: 'target', render: (_, e) => <Typography.Text code>{e.target.join(', ')}</Typography.Text> },
  {
    title: AUDIT.columns.changes,
    key: 'changes',
    render: (_, e) => (
      <Typography.Text ellipsis={{ tooltip: changesText(e) }} style={{ maxWidth: 320 }}>
        {changesText(e)}
      </Typography.Text>
    ),
  },
];

/** The export's columns: every field of a record. */
export const AUDIT_EXPORT_COLUMNS: ExportColumn<AuditEntry>[] = [
  { header: 'at', value: (e) => e.at },
  { header: 'admin_id', value: (e) => e.admin_id },
  { header: 'admin_email', value: (e) => e.admin_email },
  { header: 'action', value: (e) => e.action },
  { header: 'route', value: (e) => e.route },
  { header: 'target', value: (e) => e.target },
  { header: 'changes', value: changesText },
  { header: 'id', value: (e) => e.id },
];
