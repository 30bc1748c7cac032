// Every Lambda of the product: its name, routes, size and grants. The single source of truth for the CDK API, the local
// gateway and the authorization tests: a route that is not here does not exist. Each function's routes (method, path,
// access, body and query schemas, reply type) live in functions/contracts/routes/<name>.ts, which its handler serves.
import { CONSULTANT_TIMEOUT_SECONDS } from './contracts/chat';
import type { Route } from './contracts/route';
import { analyticsRoutes } from './contracts/routes/analytics';
import { clientErrorsRoutes } from './contracts/routes/client-errors';
import { contactRoutes } from './contracts/routes/contact';
import { dataDeletionRoutes } from './contracts/routes/data-deletion';
import { healthRoutes } from './contracts/routes/health';
import { leadNotificationRoutes } from './contracts/routes/lead-notification';
import { leadsRoutes } from './contracts/routes/leads';
import { monitoringRoutes } from './contracts/routes/monitoring';
import { pestConsultantRoutes } from './contracts/routes/pest-consultant';
import { profileRoutes } from './contracts/routes/profile';
import { providersRoutes } from './contracts/routes/providers';
import { threadsRoutes } from './contracts/routes/threads';

export type { Access, Method, Route } from './contracts/route';
/** What a function may touch; the CDK turns each grant into a least-privilege policy. */
export type Grant = 'table:read' | 'table:write' | 'email:send' | 'assets:read' | 'assets:write' | 'users:admin' | 'model:call';

export interface FunctionEntry {
  /** The Lambda's name and its folder under functions/ (functions/<name>/handler.ts exports `handler`). */
  name: string;
  description: string;
  routes: readonly Route[];
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
    routes: healthRoutes,
    memoryMb: 256,
    timeoutSeconds: 5,
    grants: [],
  },
  {
    name: 'profile',
    description: "The caller's profile: created on first call, display name and consent updates, the data export and a token request.",
    routes: profileRoutes,
    memoryMb: 512,
    timeoutSeconds: 20,
    grants: ['table:read', 'table:write', 'users:admin'],
  },
  {
    name: 'pest-consultant',
    description: 'The AI pest consultant: one chat send end to end (thread, messages, model call, tokens), idempotent by operationId.',
    routes: pestConsultantRoutes,
    memoryMb: 512,
    timeoutSeconds: CONSULTANT_TIMEOUT_SECONDS,
    // users:admin: the first call of a new user creates the profile from the Cognito attributes.
    grants: ['table:read', 'table:write', 'users:admin', 'model:call'],
  },
  {
    name: 'threads',
    description: "The caller's chat threads (latest 10 by last message), one thread's messages, and a new empty thread.",
    routes: threadsRoutes,
    memoryMb: 256,
    timeoutSeconds: 10,
    grants: ['table:read', 'table:write'],
  },
  {
    name: 'contact',
    description: "The contact form (the spec's send-contact-form): validates, rate limits per client and e-mails the support address through SES.",
    routes: contactRoutes,
    memoryMb: 256,
    timeoutSeconds: 10,
    grants: ['table:read', 'table:write', 'email:send'],
  },
  {
    name: 'data-deletion',
    description: "The caller's data deletion request: the pending one, and a new one.",
    routes: dataDeletionRoutes,
    memoryMb: 256,
    timeoutSeconds: 10,
    grants: ['table:read', 'table:write'],
  },
  {
    name: 'analytics',
    description: "The dashboard's analytics, computed from the caller's own threads and messages.",
    routes: analyticsRoutes,
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
    routes: providersRoutes,
    memoryMb: 512,
    timeoutSeconds: 10,
    grants: ['table:read'],
  },
  {
    name: 'leads',
    description: "Leads: the lead form, the caller's latest lead, and 'Connect with a professional' from the chat.",
    routes: leadsRoutes,
    memoryMb: 512,
    timeoutSeconds: 10,
    grants: ['table:read', 'table:write'],
  },
  {
    name: 'lead-notification',
    description: "E-mails a lead's details to its provider through SES; the lead's owner or an admin may send it.",
    routes: leadNotificationRoutes,
    memoryMb: 256,
    timeoutSeconds: 15,
    grants: ['table:read', 'table:write', 'email:send'],
  },
  {
    name: 'monitoring',
    description: "System monitoring for admins: model-call and request metrics, each service's health, the client errors.",
    routes: monitoringRoutes,
    memoryMb: 512,
    timeoutSeconds: 15,
    // model:call: the language-model probe lists the models (no tokens spent); nothing else calls the model here.
    grants: ['table:read', 'table:write', 'model:call'],
  },
  {
    name: 'client-errors',
    description: 'The errors the web catches, grouped by fingerprint (50 groups of 20 occurrences); public, limited per client.',
    routes: clientErrorsRoutes,
    memoryMb: 256,
    timeoutSeconds: 10,
    grants: ['table:read', 'table:write'],
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
