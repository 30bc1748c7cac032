// The Audit Log (issue 31): who did what to which object, when; filtered by admin, action and range of days, in pages
// (Previous and Next, from the server's cursors), exported whole (CSV or JSON); the filters and page are in the address.
import { useEffect } from 'react';
import { Select } from 'antd';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, type AuditEntry } from '@contracts/audit';
import { ADMIN, AUDIT } from '@contracts/messages';
import { failureText } from '../../../api/mutation';
import { useToast } from '../../../api/useMutation';
import { DayRangeFilter } from '../kit/DayRangeFilter';
import { listQuery, ResourceTab } from '../kit/ResourceTab';
import { useResourceList } from '../kit/useResourceList';
import { fetchAuditPage, useAdmins, useAuditLog, type AuditListParams } from './api';
import { AUDIT_EXPORT_COLUMNS, auditColumns } from './columns';

const FILTERS = ['admin', 'action', 'from', 'to'] as const;
const ALL = '';
const actionOptions = [{ value: ALL, label: AUDIT.allActions }, ...Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))];

export default function AuditTab() {
  const list = useResourceList(FILTERS);
  const params: AuditListParams = { page: list.page, ...list.filters };
  const swr = useAuditLog(params);
  const query = listQuery(swr, (d) => ({ rows: d.entries, total: d.pagination.total }));
  const admins = useAdmins();
  const show = useToast();
  useEffect(() => {
    if (swr.error) show({ kind: 'error', title: AUDIT.loadFailed + failureText(swr.error), key: ADMIN.loadFailedKey('audit') });
  }, [swr.error, show]);
  const adminOptions = [{ value: ALL, label: AUDIT.allAdmins }, ...(admins.data?.users ?? []).map((a) => ({ value: a.id, label: a.email }))];

  return (
    <ResourceTab<AuditEntry, (typeof FILTERS)[number]>
      list={list}
      query={query}
      texts={{ title: AUDIT.title, noun: AUDIT.noun, empty: AUDIT.empty }}
      columns={auditColumns}
      rowKey={(e) => e.id}
      nameKey="at"
      cardKeys={['admin', 'action', 'target']}
      filters={
        <>
          <Select
            value={params.admin ?? ALL}
            onChange={(admin: string) => list.setFilter('admin', admin || undefined)}
            options={adminOptions}
            aria-label={AUDIT.adminFilter}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 240 }}
          />
          <Select
            value={params.action ?? ALL}
            onChange={(action: string) => list.setFilter('action', action || undefined)}
            options={actionOptions}
            aria-label={AUDIT.actionFilter}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 240 }}
          />
          <DayRangeFilter from={params.from} to={params.to} labels={AUDIT.rangeFilter} onChange={(from, to) => list.setFilters({ from, to })} />
        </>
      }
      paging={{ pageSize: AUDIT_PAGE_SIZE, previousNext: { previous: AUDIT.previous, next: AUDIT.next } }}
      exporter={{
        name: 'audit',
        columns: AUDIT_EXPORT_COLUMNS,
        fetchPage: async (page, cursor) => {
          const res = await fetchAuditPage({ ...params, page }, cursor);
          return { items: res.entries, pages: res.pagination.pages, cursor: res.nextCursor };
        },
      }}
    />
  );
}
