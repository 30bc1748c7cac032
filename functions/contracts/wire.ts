// The one mapper from a stored entity to its wire form: the spec's snake_case names for the fields it names, null for
// the optional top-level fields the wire always carries; and its inverse for forms sent in wire names.
export type Snake<S extends string> = S extends `${infer C}${infer Rest}` ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${Snake<Rest>}` : S;
type Camel<S extends string> = S extends `${infer Head}_${infer C}${infer Rest}` ? `${Head}${Uppercase<C>}${Camel<Rest>}` : S;

type Deep<T, S extends string> = T extends readonly (infer E)[]
  ? Deep<E, S>[]
  : T extends object
    ? { [K in keyof T as K extends S ? Snake<K & string> : K]: Deep<T[K], S> }
    : T;

/** The wire form of T: keys in S snake_cased at any depth; its own keys in N always present, null when absent. */
export type Wire<T, S extends string, N extends string = never> = { [K in keyof T as K extends N ? never : K extends S ? Snake<K & string> : K]: Deep<T[K], S> } & {
  [K in keyof T as K extends N ? (K extends S ? Snake<K & string> : K) : never]-?: Deep<Exclude<T[K], undefined>, S> | null;
};

/** How an entity goes on the wire: which keys are snake_cased ('all' for every key) and which are null when absent. */
export interface WireNames<S extends string, N extends string = never> {
  snake: readonly S[] | 'all';
  nulls?: readonly N[];
}

/** A field's name on the wire ('requestCallback' as 'request_callback'). */
export const wireName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function mapKeys(value: unknown, rename: (key: string) => string, nulls: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => mapKeys(v, rename));
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v !== undefined) out[rename(key)] = mapKeys(v, rename);
    else if (nulls.includes(key)) out[rename(key)] = null;
  }
  for (const key of nulls) if (!(key in value)) out[rename(key)] = null;
  return out;
}

export function toWire<T, S extends string = string, N extends string = never>(value: T, names: WireNames<S, N>): Wire<T, S, N> {
  const listed = names.snake === 'all' ? undefined : new Set<string>(names.snake);
  return mapKeys(value, (key) => (listed && !listed.has(key) ? key : wireName(key)), names.nulls) as Wire<T, S, N>;
}

/** A form in wire names with its keys camelCased (top level), the entity's own names. */
export type FromWire<T> = { [K in keyof T as Camel<K & string>]: T[K] };
export function fromWire<T extends object>(form: T): FromWire<T> {
  return Object.fromEntries(Object.entries(form).map(([k, v]) => [camel(k), v])) as FromWire<T>;
}

/**
 * Fields of an entity's shape under their wire names ('requestCallback' as 'request_callback'): what an entity's form
 * and its admin update are built from, so each field's rule is written once, on the entity.
 */
export function wireFields<T extends object, K extends keyof T & string>(shape: T, fields: readonly K[]): { [P in K as Snake<P>]: T[P] } {
  return Object.fromEntries(fields.map((field) => [wireName(field), shape[field]])) as { [P in K as Snake<P>]: T[P] };
}

/** Fields of an entity's shape under their own names (a form that keeps the entity's names). */
export function pickFields<T extends object, K extends keyof T>(shape: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, shape[field]])) as Pick<T, K>;
}
