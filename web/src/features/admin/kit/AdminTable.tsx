// The admin console's list, written once for every tab: heading with its actions (Export, Refresh), search and
// filters, row selection (select all on the page, indeterminate header) with the bulk bar, the table with its loading
// and empty states, the error banner, and the footer 'Showing X of Y <noun>' with pagination.
import { useEffect, useState, type ReactNode } from 'react';
import { LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Pagination, Table, Typography, type TableColumnsType } from 'antd';
import { ADMIN } from '@contracts/messages';
import { ErrorBanner } from './ErrorBanner';
import './admin.css';

/** How long the search box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The longest search text the admin lists accept. */
export const SEARCH_MAX_LENGTH = 100;

export interface AdminTableProps<T> {
  title: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: TableColumnsType<T>;
  /** Rows in the whole list (all pages). */
  total: number;
  noun: string;
  emptyText: string;
  loading: boolean;
  error?: unknown;
  /** The error banner's title (default 'Error'). */
  errorTitle?: string;
  onRefresh: () => void;
  /** Buttons beside Refresh (Export, Add ...). */
  actions?: ReactNode;
  search?: { value: string; onChange: (text: string) => void; placeholder: string };
  filters?: ReactNode;
  /** Page numbers (the default), or Previous and Next buttons (`previousNext` gives their labels). */
  paging?: { page: number; pageSize: number; onChange: (page: number) => void; previousNext?: { previous: string; next: string } };
  selection?: { selected: readonly string[]; onChange: (ids: string[]) => void; labelOf: (row: T) => string };
  /** Shown while rows are selected. */
  bulkBar?: ReactNode;
  /** A line beside 'Showing X of Y' (what a search looked through, say). */
  note?: string;
}

/** The search box: its own text at once, the search after a pause (and at once on Enter). */
function SearchBox({ value, onChange, placeholder }: NonNullable<AdminTableProps<unknown>['search']>) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onChange(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <Input.Search
      allowClear
      value={text}
      placeholder={placeholder}
      aria-label={placeholder}
      maxLength={SEARCH_MAX_LENGTH}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => onChange(v)}
      className="admin-search"
    />
  );
}

export function AdminTable<T extends object>(props: AdminTableProps<T>) {
  const { title, rows, rowKey, columns, total, noun, emptyText, loading, error, onRefresh, actions, search, filters, paging, selection, bulkBar, note } = props;
  return (
    <section className="admin-list" aria-label={title}>
      <Flex justify="space-between" align="center" wrap gap={8} className="admin-list-head">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Flex gap={8} wrap>
          {actions}
          <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={loading && rows.length > 0}>
            {ADMIN.refresh}
          </Button>
        </Flex>
      </Flex>
      {(search || filters) && (
        <Flex gap={8} wrap className="admin-list-filters">
          {search && <SearchBox {...search} />}
          {filters}
        </Flex>
      )}
      {error !== undefined && error !== null && <ErrorBanner error={error} title={props.errorTitle} />}
      {selection && selection.selected.length > 0 && (
        <Flex align="center" gap={8} wrap className="admin-bulk-bar" role="region" aria-label={ADMIN.selected(selection.selected.length)}>
          <Typography.Text strong>{ADMIN.selected(selection.selected.length)}</Typography.Text>
          {bulkBar}
          <Button type="link" onClick={() => selection.onChange([])}>
            {ADMIN.clearSelection}
          </Button>
        </Flex>
      )}
      {/* Wide tables scroll sideways in their own box (antd's scroll.x adds a hidden measure row that axe flags). */}
      <div className="admin-table-scroll">
        <Table<T>
          rowKey={rowKey}
          columns={columns}
          dataSource={rows as T[]}
          loading={loading}
          pagination={false}
          locale={{ emptyText: <Empty description={emptyText} /> }}
          rowSelection={
            selection
              ? {
                  selectedRowKeys: [...selection.selected],
                  onChange: (keys) => selection.onChange(keys.map(String)),
                  getCheckboxProps: (row) => ({ 'aria-label': selection.labelOf(row) }) as object,
                }
              : undefined
          }
        />
      </div>
      <Flex justify="space-between" align="center" wrap gap={8} className="admin-list-foot">
        <Typography.Text type="secondary" aria-live="polite">
          {ADMIN.showing(rows.length, total, noun)}
          {note && ` · ${note}`}
        </Typography.Text>
        {paging?.previousNext && (
          <Flex gap={8}>
            <Button icon={<LeftOutlined />} disabled={paging.page <= 1} onClick={() => paging.onChange(paging.page - 1)}>
              {paging.previousNext.previous}
            </Button>
            <Button disabled={paging.page * paging.pageSize >= total} onClick={() => paging.onChange(paging.page + 1)}>
              {paging.previousNext.next} <RightOutlined />
            </Button>
          </Flex>
        )}
        {paging && !paging.previousNext && total > paging.pageSize && (
          <Pagination current={paging.page} pageSize={paging.pageSize} total={total} onChange={paging.onChange} showSizeChanger={false} size="small" />
        )}
      </Flex>
    </section>
  );
}
