// Every Lambda of the product: its name, routes, access, size and grants. The single source of truth for the
// CDK API, the local gateway and the authorization tests: a route that is not here does not exist.
import { API } from './contracts/api';

export type Access = 'public' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What a function may touch; the CDK turns each grant into a least-privilege policy. */
export type Grant = 'table:read' | 'table:write' | 'email:send' | 'assets:read' | 'assets:write' | 'users:admin';

export interface Route {
  method: Method;
  /** Path under the site, always starting with /api/. Path parameters as {name}. */
  path: string;
  access: Access;
}

export interface FunctionEntry {
  /** The Lambda's name and its folder under functions/ (functions/<name>/handler.ts exports `handler`). */
  name: string;
  description: string;
  routes: Route[];
  memoryMb: number;
  timeoutSeconds: number;
  grants: Grant[];
}

export const CATALOG: readonly FunctionEntry[] = [
  {
    name: 'health',
    description: 'Liveness of the API for the status banner and monitoring.',
    routes: [{ method: 'GET', path: API.health, access: 'public' }],
    memoryMb: 256,
    timeoutSeconds: 5,
    grants: [],
  },
  {
    name: 'profile',
    description: "The caller's profile: created on first call, display name and consent updates.",
    routes: [
      { method: 'GET', path: API.profile, access: 'user' },
      { method: 'PUT', path: API.profile, access: 'user' },
    ],
    memoryMb: 512,
    timeoutSeconds: 10,
    grants: ['table:read', 'table:write', 'users:admin'],
  },
];

export function catalogEntry(name: string): FunctionEntry {
  const entry = CATALOG.find((e) => e.name === name);
  if (!entry) throw new Error(`No function ${name} in the catalogue`);
  return entry;
}

/** Every route with the function that serves it. */
export function allRoutes(): Array<Route & { fn: string }> {
  return CATALOG.flatMap((e) => e.routes.map((r) => ({ ...r, fn: e.name })));
}
