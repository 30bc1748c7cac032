// Lead Management (document 2, 2.4): 'Search leads...', Refresh, the status, provider and received-dates filters
// (issue 31), Export CSV (section 3's columns, of the filtered list); the table (columns.tsx), 'Showing X of Y leads'
// with Previous and Next, the details dialog, 'Notify again' after its confirmation, and section 8's toasts (api.ts).
// Search, filters and page are in the address.
import { useEffect, useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { LEAD_STATUSES, type LeadWire } from '@contracts/lead';
import { ADMIN, LEAD_ADMIN } from '@contracts/messages';
import { failureText } from '../../../api/mutation';
import { useToast } from '../../../api/useMutation';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DayRangeFilter, dayRangeInstants } from '../kit/DayRangeFilter';
import { absoluteDate } from '../kit/dates';
import { exportList } from '../kit/exportList';
import { listQuery, ResourceTab } from '../kit/ResourceTab';
import { useResourceList } from '../kit/useResourceList';
import { fetchLeadsPage, LEAD_PAGE_SIZE, noticesOf, useAdminLeads, useLeadWrites, type LeadListParams } from './api';
import { LEAD_EXPORT_COLUMNS, leadColumns } from './columns';
import { LeadDetailsDialog } from './LeadDetailsDialog';
import { ProviderFilter } from './ProviderFilter';
import '../providers/providers.css';

/** The export reads the whole list at the largest page the call allows. */
const EXPORT_PAGE_SIZE = 100;
const statusOptions = [{ value: 'all', label: LEAD_ADMIN.allStatuses }, ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_ADMIN.statusLabel[s] }))];

export default function LeadsTab() {
  const list = useResourceList(['status', 'provider', 'from', 'to']);
  const { since, until } = dayRangeInstants(list.filters.from, list.filters.to);
  const params: LeadListParams = {
    page: list.page,
    search: list.search,
    status: LEAD_STATUSES.find((s) => s === list.filters.status) ?? 'all',
    providerId: list.filters.provider,
    createdFrom: since,
    createdTo: until,
  };
  const [open, setOpen] = useState<LeadWire | null>(null);
  const [exporting, setExporting] = useState(false);
  const swr = useAdminLeads(params);
  const query = listQuery(swr, (d) => ({ rows: d.leads, total: d.pagination.total, searchLimited: d.searchLimited }));
  const show = useToast();
  useEffect(() => {
    if (swr.error) show({ kind: 'error', title: ADMIN.errorTitle, description: failureText(swr.error) });
  }, [swr.error, show]);
  const writes = useLeadWrites();
  const { confirming } = writes;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportList({
        name: 'leads',
        format: 'csv',
        columns: LEAD_EXPORT_COLUMNS,
        fetchPage: async (page, cursor) => {
          const res = await fetchLeadsPage({ ...params, page, limit: EXPORT_PAGE_SIZE }, cursor);
          return { items: res.leads, pages: res.pagination.pages, cursor: res.nextCursor };
        },
      });
    } catch (e) {
      show({ kind: 'error', title: ADMIN.exportFailed, description: failureText(e) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <ResourceTab<LeadWire, 'status' | 'provider' | 'from' | 'to'>
      list={list}
      query={query}
      texts={{ title: LEAD_ADMIN.title, noun: LEAD_ADMIN.noun, empty: LEAD_ADMIN.empty }}
      columns={leadColumns({ busy: writes.busy, open: setOpen, notify: (l) => void writes.requestNotify(l), setStatus: (l, s) => void writes.setStatus(l, s) })}
      rowKey={(l) => l.id}
      nameKey="customer"
      cardKeys={['status', 'provider']}
      searchPlaceholder={LEAD_ADMIN.searchPlaceholder}
      filters={
        <>
          <Select
            value={params.status}
            onChange={(status: LeadListParams['status']) => list.setFilter('status', status === 'all' ? undefined : status)}
            options={statusOptions}
            aria-label={LEAD_ADMIN.statusFilterLabel}
            style={{ width: 160 }}
          />
          <ProviderFilter value={list.filters.provider} onChange={(id) => list.setFilter('provider', id)} />
          <DayRangeFilter from={list.filters.from} to={list.filters.to} labels={LEAD_ADMIN.createdRange} onChange={(from, to) => list.setFilters({ from, to })} />
        </>
      }
      paging={{ pageSize: LEAD_PAGE_SIZE, previousNext: { previous: LEAD_ADMIN.previous, next: LEAD_ADMIN.next } }}
      actions={
        <Button icon={<DownloadOutlined />} loading={exporting} disabled={query.total === 0} onClick={() => void exportCsv()}>
          {LEAD_ADMIN.exportCsv}
        </Button>
      }
    >
      <LeadDetailsDialog lead={open} busy={writes.busy} onSave={writes.save} onStatus={writes.setStatus} onNotify={writes.requestNotify} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={confirming !== null}
        title={LEAD_ADMIN.notifyAgainTitle}
        confirmText={LEAD_ADMIN.notifyAgain}
        busy={writes.notifying}
        onConfirm={() => void writes.confirmAgain()}
        onCancel={writes.cancelAgain}
      >
        {confirming?.lead.notified_at &&
          LEAD_ADMIN.notifyAgainConfirm(confirming.lead.provider.name, LEAD_ADMIN.notices(noticesOf(confirming.lead), absoluteDate(confirming.lead.notified_at)))}
      </ConfirmDialog>
    </ResourceTab>
  );
}
