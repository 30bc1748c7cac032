// Every Lambda of the product: its name, routes, access, size and grants. The single source of truth for the
// CDK API, the local gateway and the authorization tests: a route that is not here does not exist.
import { API } from './contracts/api';

export type Access = 'public' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What a function may touch; the CDK turns each grant into a least-privilege policy. */
export type Grant = 'table:read' | 'table:write' | 'email:send' | 'assets:read' | 'assets:write' | 'users:admin' | 'model:call';

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
  /** Runs on a schedule (an EventBridge expression such as 'rate(1 day)'); locally a command runs it instead. */
  schedule?: string;
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
  {
    name: 'pest-consultant',
    description: 'The AI pest consultant: one chat send end to end (thread, messages, model call, tokens), idempotent by operationId.',
    routes: [{ method: 'POST', path: API.pestConsultant, access: 'user' }],
    memoryMb: 512,
    timeoutSeconds: 30,
    // users:admin: the first call of a new user creates the profile from the Cognito attributes.
    grants: ['table:read', 'table:write', 'users:admin', 'model:call'],
  },
  {
    name: 'threads',
    description: "The caller's chat threads (latest 10 by last message), one thread's messages, and a new empty thread.",
    routes: [
      { method: 'GET', path: API.threads, access: 'user' },
      { method: 'POST', path: API.threads, access: 'user' },
      { method: 'GET', path: API.threadMessages, access: 'user' },
    ],
    memoryMb: 256,
    timeoutSeconds: 10,
    grants: ['table:read', 'table:write'],
  },
  {
    name: 'send-contact-form',
    description: 'The contact form: validates, rate limits per client and e-mails the support address through SES.',
    routes: [{ method: 'POST', path: API.contact, access: 'public' }],
    memoryMb: 256,
    timeoutSeconds: 10,
    grants: ['table:read', 'table:write', 'email:send'],
  },
  {
    name: 'account',
    description: "The caller's account: data export, token request, and the data deletion request.",
    routes: [
      { method: 'GET', path: API.profileExport, access: 'user' },
      { method: 'POST', path: API.tokenRequest, access: 'user' },
      { method: 'GET', path: API.dataDeletion, access: 'user' },
      { method: 'POST', path: API.dataDeletion, access: 'user' },
    ],
    memoryMb: 512,
    timeoutSeconds: 20,
    grants: ['table:read', 'table:write', 'users:admin'],
  },
  {
    name: 'analytics',
    description: "The dashboard's analytics, computed from the caller's own threads and messages.",
    routes: [{ method: 'GET', path: API.analytics, access: 'user' }],
    memoryMb: 512,
    timeoutSeconds: 15,
    grants: ['table:read'],
  },
  {
    name: 'data-deletion-processor',
    description: "Carries out pending data deletion requests: erases the user's data, anonymises their leads, deletes the login.",
    routes: [],
    memoryMb: 512,
    timeoutSeconds: 300,
    grants: ['table:read', 'table:write', 'users:admin'],
    schedule: 'rate(1 day)',
  },
  {
    name: 'providers',
    description: 'The provider directory: search by text, country and city, and radius around a point (geohash cells); featured providers.',
    routes: [
      { method: 'GET', path: API.providers, access: 'user' },
      { method: 'GET', path: API.providersFeatured, access: 'user' },
    ],
    memoryMb: 512,
    timeoutSeconds: 10,
    grants: ['table:read'],
  },
  {
    name: 'leads',
    description: "Leads: the lead form, the caller's latest lead, and 'Connect with a professional' from the chat.",
    routes: [
      { method: 'POST', path: API.leads, access: 'user' },
      { method: 'GET', path: API.leadsLatest, access: 'user' },
      { method: 'POST', path: API.leadsConnect, access: 'user' },
    ],
    memoryMb: 512,
    timeoutSeconds: 10,
    grants: ['table:read', 'table:write'],
  },
  {
    name: 'lead-notification',
    description: "E-mails a lead's details to its provider through SES; the lead's owner or an admin may send it.",
    routes: [{ method: 'POST', path: API.leadNotification, access: 'user' }],
    memoryMb: 256,
    timeoutSeconds: 15,
    grants: ['table:read', 'table:write', 'email:send'],
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
