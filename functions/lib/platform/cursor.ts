// A paged list's cursor: where a page stopped, as the web carries it back (base64url JSON of a few named strings). A
// cursor is read only in its list's own shape (exactly the fields the list hands out, each by its pattern), and anything
// else is a 400, so no position a caller made up reaches a key.
import { INPUT } from '../../contracts/messages';
import { badRequest } from './http';

/** A list's position: each field the list hands out, and the pattern its value has. */
export type CursorShape<K extends string> = Record<K, RegExp>;

export const encodeCursor = (position: object | undefined): string | null =>
  position ? Buffer.from(JSON.stringify(position)).toString('base64url') : null;

function decoded(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The position a cursor names, in the list's shape; undefined without a cursor; a 400 for anything else. */
export function positionOf<K extends string>(cursor: string | undefined, shape: CursorShape<K>): Record<K, string> | undefined {
  if (cursor === undefined) return undefined;
  const position = decoded(cursor);
  const fields = Object.keys(shape) as K[];
  const valid =
    typeof position === 'object' &&
    position !== null &&
    !Array.isArray(position) &&
    Object.keys(position).length === fields.length &&
    fields.every((field) => {
      const value = (position as Record<string, unknown>)[field];
      return typeof value === 'string' && shape[field].test(value);
    });
  if (!valid) throw badRequest(INPUT.cursorInvalid, { cursor: INPUT.cursorInvalid });
  return position as Record<K, string>;
}
