// The state of an admin list kept in the address (react-router's search params): the search text (`q`), the tab's
// filters (each under its own name), the page, the sort (`sort=key` or `sort=-key`) and the selected rows (`sel`), so a
// reload or the back button brings a list back as it was. A new search or filter starts again at page 1 and drops the
// selection; the search, filters, sort and page each add a history entry, the selection replaces the entry.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The address's names for the list state the kit owns (a tab's filters take their own names beside these). */
export const LIST_PARAMS = { search: 'q', page: 'page', sort: 'sort', selected: 'sel' } as const;

export type SortOrder = 'ascend' | 'descend';
export interface ListSort {
  key: string;
  order: SortOrder;
}

export interface ResourceList<F extends string = never> {
  search: string;
  filters: Record<F, string | undefined>;
  page: number;
  sort: ListSort | undefined;
  selected: string[];
  setSearch: (text: string) => void;
  setFilter: (name: F, value: string | undefined) => void;
  /** Several filters at once, as one change (a range's two ends). */
  setFilters: (values: Partial<Record<F, string | undefined>>) => void;
  setPage: (page: number) => void;
  setSort: (sort: ListSort | undefined) => void;
  setSelected: (ids: string[]) => void;
}

const pageOf = (text: string | null) => {
  const page = Number(text);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

const sortOf = (text: string | null): ListSort | undefined => {
  if (!text) return undefined;
  return text.startsWith('-') ? { key: text.slice(1), order: 'descend' } : { key: text, order: 'ascend' };
};

/** The list state of a tab whose filters are named `filterNames`. */
export function useResourceList<F extends string = never>(filterNames: readonly F[] = []): ResourceList<F> {
  const [params, setParams] = useSearchParams();

  /** Sets (or, for undefined and '', removes) the given names; `fresh` also returns to page 1 without a selection. */
  const write = useCallback(
    (changes: Record<string, string | undefined>, { fresh = false, replace = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (fresh) {
            next.delete(LIST_PARAMS.page);
            next.delete(LIST_PARAMS.selected);
          }
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        // At once, not in a transition: a box ticked or a page chosen shows under the pointer, not a moment later.
        { replace, preventScrollReset: true, flushSync: true },
      ),
    [setParams],
  );

  const search = params.get(LIST_PARAMS.search) ?? '';
  const page = pageOf(params.get(LIST_PARAMS.page));
  const sortText = params.get(LIST_PARAMS.sort);
  const selectedText = params.get(LIST_PARAMS.selected) ?? '';
  // The filters as the address holds them, a new object only when one of their values changes (a tab's names are
  // fixed, so the values are the memo's dependencies one for one).
  const filterValues = filterNames.map((name) => params.get(name) || undefined);
  const filters = useMemo(() => Object.fromEntries(filterNames.map((name, i) => [name, filterValues[i]])) as Record<F, string | undefined>, filterValues);
  const sort = useMemo(() => sortOf(sortText), [sortText]);
  const selected = useMemo(() => (selectedText ? selectedText.split(',') : []), [selectedText]);

  const setSearch = useCallback((text: string) => write({ [LIST_PARAMS.search]: text.trim() }, { fresh: true }), [write]);
  const setFilter = useCallback((name: F, value: string | undefined) => write({ [name]: value }, { fresh: true }), [write]);
  const setFilters = useCallback((values: Partial<Record<F, string | undefined>>) => write(values, { fresh: true }), [write]);
  const setPage = useCallback((next: number) => write({ [LIST_PARAMS.page]: next > 1 ? String(next) : undefined }), [write]);
  const setSort = useCallback(
    (next: ListSort | undefined) => write({ [LIST_PARAMS.sort]: next && (next.order === 'descend' ? `-${next.key}` : next.key) }),
    [write],
  );
  const setSelected = useCallback((ids: string[]) => write({ [LIST_PARAMS.selected]: ids.join(',') }, { replace: true }), [write]);

  return { search, filters, page, sort, selected, setSearch, setFilter, setFilters, setPage, setSort, setSelected };
}
