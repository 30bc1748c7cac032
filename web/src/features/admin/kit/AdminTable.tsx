// The admin console's list, written once for every tab: heading with its actions (Export, Refresh), search and
// filters, row selection (select all on the page, indeterminate header) with the bulk bar, the table with its loading
// and empty states, the error banner, and the footer 'Showing X of Y <noun>' with pagination. The name column stays
// at the left and the actions at the right while a wide table scrolls; on a phone the rows are cards (name, the
// fields the tab names, actions), as ant-design-pro's mobile lists show them.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Flex, Input, Pagination, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { ADMIN } from '@contracts/messages';
import { useIsMobile } from '../../../lib/useMediaQuery';
import { ErrorBanner } from './ErrorBanner';
import type { ListSort } from './useResourceList';
import './admin.css';

/** The key every tab gives its actions column: pinned at the right, and the foot of each card on a phone. */
export const ACTIONS_KEY = 'actions';

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
  /** The column that names a row (pinned at the left, the card's title on a phone): the first column by default. */
  nameKey?: string;
  /** The columns a row's card shows under its name on a phone (its status, say); every column has a place in the table. */
  cardKeys?: readonly string[];
  /** The sort of the columns that have a sorter: the one in force, and what a click on a column's header asks for. */
  sort?: { value: ListSort | undefined; onChange: (sort: ListSort | undefined) => void };
}

type Column<T> = TableColumnsType<T>[number];
const keyOf = <T,>(column: Column<T>) => String(column.key ?? '');

/** What a column shows for a row, as the table would render it. */
function cell<T extends object>(column: Column<T>, row: T, index: number): ReactNode {
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  const value = typeof dataIndex === 'string' || typeof dataIndex === 'number' ? (row as Record<string, unknown>)[dataIndex] : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value as ReactNode;
}

/** The columns with the name first and pinned at the left, and the actions pinned at the right. */
function pinned<T>(columns: TableColumnsType<T>, nameKey: string | undefined): TableColumnsType<T> {
  const nameAt = nameKey === undefined ? 0 : Math.max(0, columns.findIndex((c) => keyOf(c) === nameKey));
  const name = columns[nameAt];
  if (!name) return columns;
  const rest = columns.filter((_, i) => i !== nameAt);
  return [{ ...name, fixed: 'start' }, ...rest.map((c) => (keyOf(c) === ACTIONS_KEY ? { ...c, fixed: 'end' as const } : c))];
}

/** The columns with their sorters' order as `sort` says (antd then sorts the page by the column's compare function). */
function sorted<T>(columns: TableColumnsType<T>, sort: ListSort | undefined): TableColumnsType<T> {
  return columns.map((c) => (c.sorter ? { ...c, sortOrder: sort?.key === keyOf(c) ? sort.order : null } : c));
}

/**
 * The select-all box of the header. antd copies each column's title into a hidden row that measures the columns'
 * widths (aria-hidden): the copy there is made inert, so no hidden box can take the focus.
 */
function SelectAllBox({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current?.closest('[aria-hidden="true"]')) ref.current.setAttribute('inert', '');
  }, []);
  return <span ref={ref}>{children}</span>;
}

/** The rows as cards (a phone): each with its selection box, name, the chosen fields and the actions. */
function RowCards<T extends object>({ rows, rowKey, columns, nameKey, cardKeys, selection, loading, emptyText }: {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: TableColumnsType<T>;
  nameKey?: string;
  cardKeys: readonly string[];
  selection?: AdminTableProps<T>['selection'];
  loading: boolean;
  emptyText: string;
}) {
  const name = columns.find((c) => keyOf(c) === nameKey) ?? columns[0];
  const actions = columns.find((c) => keyOf(c) === ACTIONS_KEY);
  const fields = columns.filter((c) => cardKeys.includes(keyOf(c)));
  const selected = new Set(selection?.selected ?? []);
  const ids = rows.map(rowKey);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const someSelected = ids.some((id) => selected.has(id));
  return (
    <Spin spinning={loading}>
      {selection && rows.length > 0 && (
        <Checkbox
          className="admin-cards-select-all"
          checked={allSelected}
          indeterminate={someSelected && !allSelected}
          onChange={(e) => selection.onChange(e.target.checked ? [...new Set([...selection.selected, ...ids])] : selection.selected.filter((id) => !ids.includes(id)))}
        >
          {ADMIN.selectPage}
        </Checkbox>
      )}
      {rows.length === 0 ? (
        <Empty description={emptyText} />
      ) : (
        <ul className="admin-cards">
          {rows.map((row, index) => {
            const id = rowKey(row);
            return (
              <li key={id}>
                <Card size="small">
                  <Flex gap={8} align="start">
                    {selection && (
                      <Checkbox
                        checked={selected.has(id)}
                        aria-label={selection.labelOf(row)}
                        onChange={(e) => selection.onChange(e.target.checked ? [...selection.selected, id] : selection.selected.filter((s) => s !== id))}
                      />
                    )}
                    <div className="admin-card-body">
                      <div className="admin-card-name">{name && cell(name, row, index)}</div>
                      {fields.length > 0 && (
                        <dl className="admin-card-fields">
                          {fields.map((field) => (
                            <div key={keyOf(field)}>
                              <dt>{field.title as ReactNode}</dt>
                              <dd>{cell(field, row, index)}</dd>
                            </div>
                          ))}
                        </dl>
                      )}
                      {actions && <div className="admin-card-actions">{cell(actions, row, index)}</div>}
                    </div>
                  </Flex>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </Spin>
  );
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
  const { title, rows, rowKey, columns, total, noun, emptyText, loading, error, onRefresh, actions, search, filters, paging, selection, bulkBar, note, nameKey, cardKeys = ['status'], sort } = props;
  const mobile = useIsMobile();
  const tableColumns = useMemo(() => sorted(pinned(columns, nameKey), sort?.value), [columns, nameKey, sort?.value]);
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
      {mobile ? (
        <RowCards rows={rows} rowKey={rowKey} columns={columns} nameKey={nameKey} cardKeys={cardKeys} selection={selection} loading={loading} emptyText={emptyText} />
      ) : (
        <Table<T>
          rowKey={rowKey}
          columns={tableColumns}
          dataSource={rows as T[]}
          loading={loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={emptyText} /> }}
          onChange={(_, __, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            sort?.onChange(one?.order && one.columnKey !== undefined ? { key: String(one.columnKey), order: one.order } : undefined);
          }}
          rowSelection={
            selection
              ? {
                  fixed: true,
                  columnTitle: (box) => <SelectAllBox>{box}</SelectAllBox>,
                  selectedRowKeys: [...selection.selected],
                  onChange: (keys) => selection.onChange(keys.map(String)),
                  getCheckboxProps: (row) => ({ 'aria-label': selection.labelOf(row) }) as object,
                }
              : undefined
          }
        />
      )}
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
