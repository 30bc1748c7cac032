// Where the pages of the admin lists read newest first start: each page read hands out the cursor of the page after it,
// kept here per list, so Previous and Next (or a page number beside one read) ask the server for one page from where
// the list stopped instead of the pages before it. Cursors name a position, not a snapshot: they stay right after changes.
import type { Pagination } from '@contracts/api';

export interface PageCursors {
  /** The cursor page `page` of `list` starts at, when a page before it was read. */
  at: (list: string, page: number) => string | undefined;
  /** Keeps the cursor a page's reply gave for the page after it. */
  remember: (list: string, reply: { pagination: Pagination; nextCursor: string | null }) => void;
}

export function pageCursors(): PageCursors {
  const cursors = new Map<string, string>();
  const key = (list: string, page: number) => `${list}\n${page}`;
  return {
    at: (list, page) => (page > 1 ? cursors.get(key(list, page)) : undefined),
    remember: (list, { pagination, nextCursor }) => {
      if (nextCursor) cursors.set(key(list, pagination.page + 1), nextCursor);
    },
  };
}
