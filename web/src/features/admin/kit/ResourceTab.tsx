// An admin tab's list frame, written once: the table with its toolbar (search, the tab's filters, Export of every
// page, the tab's own buttons, Refresh), sorting, paging and selection with the bulk bar, all bound to the list state
// in the address (useResourceList); the tab's dialogs go beside it as children.
import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { ADMIN_SEARCH_READ } from '@contracts/api';
import { ADMIN } from '@contracts/messages';
import { AdminTable } from './AdminTable';
import { ExportButton } from './ExportButton';
import { exportList, type ExportColumn, type ExportPage } from './exportList';
import type { ResourceList } from './useResourceList';

/** What a tab's read gives the frame: the rows on screen, the list's total, and its state. */
export interface ListQuery<T> {
  rows: readonly T[];
  total: number;
  loading: boolean;
  error: unknown;
  refresh: () => void;
  /** A search looked through the newest rows only (ADMIN_SEARCH_READ): said beside 'Showing X of Y'. */
  searchLimited?: boolean;
}

/** A tab's list read on SWR as the frame takes it: no rows while it failed. */
export function listQuery<D, T>(
  swr: { data?: D; error?: unknown; isLoading: boolean; isValidating: boolean; mutate: () => unknown },
  pick: (data: D) => { rows: readonly T[]; total: number; searchLimited?: boolean },
): ListQuery<T> {
  const picked = swr.data !== undefined && !swr.error ? pick(swr.data) : { rows: [], total: 0 };
  return { ...picked, loading: swr.isLoading || swr.isValidating, error: swr.error, refresh: () => void swr.mutate() };
}

export interface ResourceTabProps<T extends object, F extends string> {
  list: ResourceList<F>;
  query: ListQuery<T>;
  /** The list's title, what its rows are called ('Showing X of Y <noun>'), its empty state and load error title. */
  texts: { title: string; noun: string; empty: string; loadError?: string };
  columns: TableColumnsType<T>;
  rowKey: (row: T) => string;
  nameKey?: string;
  cardKeys?: readonly string[];
  note?: string;
  searchPlaceholder?: string;
  filters?: ReactNode;
  /** Pages of this size (numbered, or Previous and Next with `previousNext`); none when the list is one page. */
  paging?: { pageSize: number; previousNext?: { previous: string; next: string } };
  /** Export (shown while the list has rows): every page fetched with the list's search and filters. */
  exporter?: { name: string; label?: string; columns: readonly ExportColumn<T>[]; fetchPage: (page: number, cursor: string | null) => Promise<ExportPage<T>> };
  /** The tab's own buttons beside Export (Add ...). */
  actions?: ReactNode;
  /** Rows can be selected: each box's label, and the bulk bar's actions on the selection. */
  selection?: { labelOf: (row: T) => string; bulkBar: ReactNode };
  /** The tab's dialogs. */
  children?: ReactNode;
}

export function ResourceTab<T extends object, F extends string = never>(props: ResourceTabProps<T, F>) {
  const { list, query, exporter, paging, selection, searchPlaceholder } = props;
  return (
    <>
      <AdminTable<T>
        title={props.texts.title}
        rows={query.rows}
        rowKey={props.rowKey}
        columns={props.columns}
        total={query.total}
        noun={props.texts.noun}
        emptyText={props.texts.empty}
        loading={query.loading}
        error={query.error}
        errorTitle={props.texts.loadError}
        onRefresh={query.refresh}
        nameKey={props.nameKey}
        cardKeys={props.cardKeys}
        note={query.searchLimited ? ADMIN.searchedNewest(ADMIN_SEARCH_READ, props.texts.noun) : props.note}
        actions={
          <>
            {exporter && query.total > 0 && (
              <ExportButton
                label={exporter.label}
                onExport={(format) => exportList({ name: exporter.name, format, columns: exporter.columns, fetchPage: exporter.fetchPage })}
              />
            )}
            {props.actions}
          </>
        }
        search={searchPlaceholder === undefined ? undefined : { value: list.search, onChange: list.setSearch, placeholder: searchPlaceholder }}
        filters={props.filters}
        paging={paging && { page: list.page, pageSize: paging.pageSize, onChange: list.setPage, previousNext: paging.previousNext }}
        sort={{ value: list.sort, onChange: list.setSort }}
        selection={selection && { selected: list.selected, onChange: list.setSelected, labelOf: selection.labelOf }}
        bulkBar={selection?.bulkBar}
      />
      {props.children}
    </>
  );
}
