// What the admin lists share: the page query (page, limit up to 100, the cursor) with its messages, and the search text.
import * as z from 'zod/mini';
import { PROVIDERS, SUGGESTIONS_ADMIN } from './messages';
import { given, lazily } from './zod';
import { oneLine } from './text';

export const ADMIN_MAX_PAGE_SIZE = 100;

/** A number from a query string or a body: `fallback` when absent or empty. */
const numberOr = <T extends z.ZodMiniType>(fallback: number, schema: T) =>
  z.pipe(
    z.transform((v: unknown): unknown => (v === undefined || v === null || v === '' ? fallback : Number(v))),
    schema,
  );

export const pageField = lazily(() => numberOr(1, z.number({ message: PROVIDERS.pageInvalid }).check(z.int({ message: PROVIDERS.pageInvalid }), z.minimum(1, { message: PROVIDERS.pageInvalid }))));
export const limitField = (fallback: number) =>
  numberOr(
    fallback,
    z.number({ message: PROVIDERS.pageSizeInvalid }).check(
      z.int({ message: PROVIDERS.pageSizeInvalid }),
      z.minimum(1, { message: PROVIDERS.pageSizeInvalid }),
      z.maximum(ADMIN_MAX_PAGE_SIZE, { message: PROVIDERS.pageSizeInvalid }),
    ),
  );
export const searchField = lazily(() => given(z.string().check(z.trim(), z.maxLength(100, { message: SUGGESTIONS_ADMIN.searchTooLong }), oneLine(SUGGESTIONS_ADMIN.searchTooLong))));
/** Where a page of a list starts: the `nextCursor` the page before gave (opaque, base64url, bounded). */
export const cursorField = lazily(() => given(z.string().check(z.maxLength(600), z.regex(/^[\w-]*$/))));
/** An entity id in a body or a path: 1 to 100 characters of letters, digits, '-' and '_'. */
export const idField = (message: string) => z.string({ message }).check(z.trim(), z.regex(/^[\w-]{1,100}$/, { message }));
