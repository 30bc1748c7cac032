// Lead Management (document 2, 2.4): 'Search leads...', Refresh, the status filter, Export CSV (section 3's columns);
// the table (Date relative, Customer, Provider, Status with when the provider was notified, Priority, Actions: details,
// Notify Provider for new leads, or Notify again after a confirmation once the provider was notified, the status menu),
// 'Showing X of Y leads' with Previous and Next, the details dialog, and section 8's toasts.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DownloadOutlined, EyeOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { ADMIN_SEARCH_READ } from '@contracts/api';
import { LEAD_STATUSES, type LeadStatus, type LeadWire } from '@contracts/lead';
import type { LeadUpdate } from '@contracts/leadAdmin';
import { ADMIN, LEAD_ADMIN } from '@contracts/messages';
import { failureText } from '../../../api/mutation';
import { useMutation, useToast } from '../../../api/useMutation';
import { AdminTable } from '../kit/AdminTable';
import { absoluteDate, relativeDate } from '../kit/dates';
import { exportList } from '../kit/exportList';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { fetchLeadsPage, LEAD_PAGE_SIZE, noticesOf, notifyProvider, updateLead, useAdminLeads, type LeadListParams } from './api';
import { customerOf, LEAD_EXPORT_COLUMNS } from './exportColumns';
import { LeadDetailsDialog } from './LeadDetailsDialog';
import { PriorityTag, StatusMenu, StatusTag } from './leadTags';
import '../providers/providers.css';

/** The export reads the whole list at the largest page the call allows. */
const EXPORT_PAGE_SIZE = 100;

/** What a notice came to, as the details dialog reads it (a cancelled 'Notify again' is not ok). */
type NotifyOutcome = { ok: boolean; result?: LeadWire };

const statusOptions = [{ value: 'all', label: LEAD_ADMIN.allStatuses }, ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_ADMIN.statusLabel[s] }))];

export default function LeadsTab() {
  const [params, setParams] = useState<LeadListParams>({ page: 1, search: '', status: 'all' });
  const [open, setOpen] = useState<LeadWire | null>(null);
  const [exporting, setExporting] = useState(false);
  /** The lead whose provider was notified before, while 'Notify again' waits for its confirmation. */
  const [confirming, setConfirming] = useState<{ lead: LeadWire; answer: (outcome: NotifyOutcome) => void } | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useAdminLeads(params);
  const show = useToast();
  const leads = useMemo(() => (error ? [] : (data?.leads ?? [])), [data, error]);
  const total = error ? 0 : (data?.pagination.total ?? 0);

  useEffect(() => {
    if (error) show({ kind: 'error', title: ADMIN.errorTitle, description: failureText(error) });
  }, [error, show]);

  const setSearch = useCallback((search: string) => setParams((p) => (p.search === search ? p : { ...p, search, page: 1 })), []);

  const update = useMutation(updateLead, {
    success: () => ({ kind: 'success', title: LEAD_ADMIN.updated, brief: true }),
    failure: (error) => ({ kind: 'error', title: LEAD_ADMIN.updateFailed(failureText(error)) }),
  });
  const notify = useMutation(notifyProvider, {
    success: () => ({ kind: 'success', title: LEAD_ADMIN.notificationSent, description: LEAD_ADMIN.notificationSentDetail }),
    failure: (error) => ({ kind: 'error', title: LEAD_ADMIN.notifyFailed(failureText(error)) }),
  });
  /** The first notice goes at once; another only after its confirmation (the outcome comes when it is answered). */
  const requestNotify = (lead: LeadWire): Promise<NotifyOutcome> =>
    noticesOf(lead) === 0 ? notify.trigger({ lead, again: false }) : new Promise((answer) => setConfirming({ lead, answer }));
  const confirmAgain = async () => {
    if (!confirming) return;
    const outcome = await notify.trigger({ lead: confirming.lead, again: true });
    setConfirming(null);
    confirming.answer(outcome);
  };
  const cancelAgain = () => {
    confirming?.answer({ ok: false });
    setConfirming(null);
  };
  const setStatus = (lead: LeadWire, status: LeadStatus) => update.trigger({ id: lead.id, update: { status } });
  const save = (lead: LeadWire, changes: LeadUpdate) => update.trigger({ id: lead.id, update: changes });
  const busy = update.pending || notify.pending;

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

  const columns: TableColumnsType<LeadWire> = [
    {
      title: LEAD_ADMIN.columns.date,
      key: 'date',
      render: (_, l) => (
        <Tooltip title={absoluteDate(l.created_at)}>
          <span style={{ whiteSpace: 'nowrap' }}>{relativeDate(l.created_at)}</span>
        </Tooltip>
      ),
    },
    {
      title: LEAD_ADMIN.columns.customer,
      key: 'customer',
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
    { title: LEAD_ADMIN.columns.provider, key: 'provider', render: (_, l) => l.provider.name },
    {
      title: LEAD_ADMIN.columns.status,
      key: 'status',
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
      key: 'actions',
      render: (_, l) => (
        <Space size={4} wrap>
          <Button size="small" icon={<EyeOutlined />} onClick={() => setOpen(l)} aria-label={`${LEAD_ADMIN.details}: ${customerOf(l)}`}>
            {LEAD_ADMIN.details}
          </Button>
          {l.status === 'new' && (
            <Button
              size="small"
              icon={<MailOutlined />}
              disabled={busy}
              onClick={() => void requestNotify(l)}
              aria-label={`${noticesOf(l) ? LEAD_ADMIN.notifyAgain : LEAD_ADMIN.notifyProvider}: ${l.provider.name}`}
            >
              {noticesOf(l) ? LEAD_ADMIN.notifyAgain : LEAD_ADMIN.notifyProvider}
            </Button>
          )}
          <StatusMenu size="small" status={l.status} label={LEAD_ADMIN.statusMenuLabel(customerOf(l))} disabled={busy} onChange={(s) => void setStatus(l, s)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <AdminTable<LeadWire>
        title={LEAD_ADMIN.title}
        rows={leads}
        rowKey={(l) => l.id}
        note={data?.searchLimited && !error ? ADMIN.searchedNewest(ADMIN_SEARCH_READ, LEAD_ADMIN.noun) : undefined}
        columns={columns}
        total={total}
        noun={LEAD_ADMIN.noun}
        nameKey="customer"
        cardKeys={['status', 'provider']}
        emptyText={LEAD_ADMIN.empty}
        loading={isLoading || isValidating}
        error={error}
        onRefresh={() => void mutate()}
        actions={
          <Button icon={<DownloadOutlined />} loading={exporting} disabled={total === 0} onClick={() => void exportCsv()}>
            {LEAD_ADMIN.exportCsv}
          </Button>
        }
        search={{ value: params.search, onChange: setSearch, placeholder: LEAD_ADMIN.searchPlaceholder }}
        filters={
          <Select
            value={params.status}
            onChange={(status: LeadListParams['status']) => setParams((p) => ({ ...p, status, page: 1 }))}
            options={statusOptions}
            aria-label={LEAD_ADMIN.statusFilterLabel}
            style={{ width: 160 }}
          />
        }
        paging={{
          page: params.page,
          pageSize: LEAD_PAGE_SIZE,
          onChange: (page) => setParams((p) => ({ ...p, page })),
          previousNext: { previous: LEAD_ADMIN.previous, next: LEAD_ADMIN.next },
        }}
      />
      <LeadDetailsDialog
        lead={open}
        busy={busy}
        onSave={save}
        onStatus={setStatus}
        onNotify={requestNotify}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={LEAD_ADMIN.notifyAgainTitle}
        confirmText={LEAD_ADMIN.notifyAgain}
        busy={notify.pending}
        onConfirm={() => void confirmAgain()}
        onCancel={cancelAgain}
      >
        {confirming?.lead.notified_at &&
          LEAD_ADMIN.notifyAgainConfirm(confirming.lead.provider.name, LEAD_ADMIN.notices(noticesOf(confirming.lead), absoluteDate(confirming.lead.notified_at)))}
      </ConfirmDialog>
    </>
  );
}
