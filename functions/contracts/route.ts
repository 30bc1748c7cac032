// One API route as data: method, path, who may call it, and the schemas of its path parameters, body and query with the
// type of its reply. The functions' edge validates from it; the web's client takes its types from it (type-only).
import type * as z from 'zod/mini';
import type { Schema } from './zod';

export type Access = 'public' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

declare const REPLY: unique symbol;
/** The reply's type, carried by the route at the type level only (a reply is built by our code, not parsed). */
export interface Replies<T> {
  readonly [REPLY]?: T;
}
export const reply = <T>(): Replies<T> => ({});

export interface Route<M extends Method = Method, P extends string = string, B = unknown, Q = unknown, R = unknown, I = unknown> {
  method: M;
  /** Path under the site, always starting with /api/. Path parameters as {name}. */
  path: P;
  access: Access;
  /**
   * The path parameters' schema (an object of every {name} in the path): a path with parameters must have one, and the
   * edge answers 400 with the schema's messages before any key is built from them.
   */
  params?: I;
  /** The JSON body's schema; the edge answers 400 with the schema's messages when it does not parse. */
  body?: B;
  /** The query string's schema. */
  query?: Q;
  reply: Replies<R>;
}

export function route<
  const M extends Method,
  const P extends string,
  R,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  I extends Schema | undefined = undefined,
>(method: M, path: P, access: Access, io: { params?: I; body?: B; query?: Q; reply: Replies<R> }): Route<M, P, B, Q, R, I> {
  return { method, path, access, ...io };
}

/** 'POST /api/leads': the key API Gateway gives a route (`routeKey`). */
export type RouteKey<R> = R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;
/** What the handler receives (the schema's output) and what a caller sends (its input). */
export type BodyOf<R> = R extends { body?: infer B } ? (B extends Schema ? z.output<B> : unknown) : unknown;
/** An object whose fields that accept undefined (or anything) may be left out, as a sender may. */
type Omissible<T> = T extends object
  ? { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] } & { [K in keyof T as undefined extends T[K] ? never : K]: T[K] }
  : T;
export type BodyIn<R> = R extends { body?: infer B } ? (B extends Schema ? Omissible<z.input<B>> : undefined) : undefined;
export type QueryOf<R> = R extends { query?: infer Q } ? (Q extends Schema ? z.output<Q> : Record<string, string | undefined>) : never;
export type QueryIn<R> = R extends { query?: infer Q } ? (Q extends Schema ? { [K in keyof z.input<Q>]?: string | number } : undefined) : undefined;
/** The path parameters a handler receives (its params schema's output). */
export type ParamsOf<R> = R extends { params?: infer I } ? (I extends Schema ? z.output<I> : Record<string, string | undefined>) : never;
export type ReplyOf<R> = R extends { reply: Replies<infer T> } ? T : never;
