// An admin list newest first over index partitions whose sort keys are createdAt#id (the leads and the provider
// suggestions, of one status or of every status at once): one page from the cursor the page before gave (a page reached
// without one skips the pages before it, reading their sort keys only; a cursor not of this shape is a 400), or a search
// within the newest SEARCH_READ items. A list may be a range of creation times (its key condition: it reads nothing
// outside the range).
// Either way a page reads a bounded number of items however long the list; the totals come from the lists' counts.
import { ADMIN_SEARCH_READ } from '../../contracts/api';
import { encodeCursor, positionOf } from './cursor';
import { newestFirst } from './db';

/** The most items a search looks through: the newest of the list. */
export const SEARCH_READ = ADMIN_SEARCH_READ;
/** Items a search, or the skip to a page reached without a cursor, reads from a partition at a time. */
const READ_CHUNK = 100;

/** Where a list's items are: index partitions in createdAt#id order, and how the rows read become the list's items. */
export interface NewestSource<T> {
  index: 'gsi1' | 'gsi2';
  partitions: readonly string[];
  /** The list's range of creation times, when it has one: items created at or after `since` and before `until`. */
  since?: string;
  until?: string;
  /** The items of the rows read, in their order (rows whose item is gone are left out), and the items read to get them. */
  load: (rows: Record<string, unknown>[]) => Promise<{ items: T[]; itemsRead: number }>;
}

export interface NewestPage<T> {
  items: T[];
  /** Where the next page starts (null when this page is the last one read or a search's). */
  nextCursor: string | null;
  /** Items read for the page (index entries, sort keys skipped and items loaded). */
  itemsRead: number;
}

/** Where a page stopped: the sort key (createdAt#id) of its last item. */
const POSITION = { sk: /^\d{4}-\d\d-\d\dT[\d:.]+Z#[\w-]{1,100}$/ };

/** One page, newest first: after the cursor's item, else after the pages before it (their sort keys only). */
export async function pageNewest<T>(source: NewestSource<T>, { page, limit, cursor }: { page: number; limit: number; cursor?: string }): Promise<NewestPage<T>> {
  const { index, partitions, since, until } = source;
  const skName = `${index}sk`;
  const after = positionOf(cursor, POSITION)?.sk;
  // A cursor starts the page within the range, never above its end.
  let before = after !== undefined && (until === undefined || after < until) ? after : until;
  let itemsRead = 0;
  if (after === undefined && page > 1) {
    const skip = (page - 1) * limit;
    const sortKeys = newestFirst({ index, partitions, chunk: Math.min(skip, READ_CHUNK), before: until, since, projection: skName });
    const skipped = await sortKeys.take(skip);
    itemsRead += sortKeys.itemsRead;
    if (skipped.length < skip) return { items: [], nextCursor: null, itemsRead };
    before = String(skipped.at(-1)![skName]);
  }
  const reader = newestFirst({ index, partitions, chunk: limit, before, since });
  const rows = await reader.take(limit);
  const loaded = await source.load(rows);
  return {
    items: loaded.items,
    nextCursor: rows.length === limit ? encodeCursor({ sk: String(rows.at(-1)![skName]) }) : null,
    itemsRead: itemsRead + reader.itemsRead + loaded.itemsRead,
  };
}

export interface NewestSearch<T> {
  /** The page of the matches. */
  items: T[];
  /** Matches among the items looked through. */
  total: number;
  itemsRead: number;
  /** True when the list holds more than the SEARCH_READ newest items looked through. */
  limited: boolean;
}

/** The matches among the newest SEARCH_READ items, newest first, and the page of them asked for. */
export async function searchNewest<T>(source: NewestSource<T>, matches: (item: T) => boolean, { page, limit }: { page: number; limit: number }): Promise<NewestSearch<T>> {
  const reader = newestFirst({ index: source.index, partitions: source.partitions, chunk: READ_CHUNK, before: source.until, since: source.since });
  const rows = await reader.take(SEARCH_READ);
  const loaded = await source.load(rows);
  const found = loaded.items.filter(matches);
  return {
    items: found.slice((page - 1) * limit, page * limit),
    total: found.length,
    itemsRead: reader.itemsRead + loaded.itemsRead,
    limited: rows.length === SEARCH_READ && !reader.exhausted,
  };
}
