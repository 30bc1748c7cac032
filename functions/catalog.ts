// Every Lambda of the product: its name, routes, size and grants. The single source of truth for the CDK API, the local
// gateway and the authorization tests: a route that is not here does not exist. Each function's routes (method, path,
// access, body and query schemas, reply type) live in functions/contracts/routes/<name>.ts, which its handler serves.
import { CONSULTANT_TIMEOUT_SECONDS } from './contracts/chat';
import type { Route } from './contracts/route';
import type { Action } from '../infra/permissions';
import { ACCOUNT_EXPORT } from './contracts/account';
import { FAVICON_PREFIX } from './contracts/siteSettings';
import { adminThreadsRoutes } from './contracts/routes/admin-threads';
import { adminUserManagementRoutes } from './contracts/routes/admin-user-management';
import { adminLeadManagementRoutes } from './contracts/routes/admin-lead-management';
import { adminProviderManagementRoutes } from './contracts/routes/admin-provider-management';
import { adminProviderSuggestionsRoutes } from './contracts/routes/admin-provider-suggestions';
import { analyticsRoutes } from './contracts/routes/analytics';
import { clientErrorsRoutes } from './contracts/routes/client-errors';
import { contactRoutes } from './contracts/routes/contact';
import { dataDeletionRoutes } from './contracts/routes/data-deletion';
import { healthRoutes } from './contracts/routes/health';
import { leadNotificationRoutes } from './contracts/routes/lead-notification';
import { leadsRoutes } from './contracts/routes/leads';
import { monitoringRoutes } from './contracts/routes/monitoring';
import { pestConsultantRoutes } from './contracts/routes/pest-consultant';
import { pestConsultantStreamRoutes } from './contracts/routes/pest-consultant-stream';
import { profileRoutes } from './contracts/routes/profile';
import { providersRoutes } from './contracts/routes/providers';
import { siteSettingsRoutes } from './contracts/routes/site-settings';
import { sendProviderSuggestionRoutes } from './contracts/routes/send-provider-suggestion';
import { threadsRoutes } from './contracts/routes/threads';
import { fetchCaseStudiesRoutes } from './contracts/routes/fetch-case-studies';
import { adminCaseStudyManagementRoutes } from './contracts/routes/admin-case-study-management';
import { generateCaseStudyRoutes } from './contracts/routes/generate-case-study';
import { CASE_STUDY_GENERATION_SECONDS } from './contracts/caseStudy/entity';
import { CASE_STUDY_IMAGE_PREFIX } from './contracts/caseStudy/images';
import { CHAT_PHOTO_PREFIX } from './contracts/chatPhotoBasics';

export type { Access, Method, Route } from './contracts/route';
/**
 * What a function may do: exactly the IAM actions of the AWS SDK commands its code can send (infra/permissions.ts maps
 * each command to its action and resource; test/infra/stack.test.ts holds each list to the function's built code), and
 * the settings it is given: model:call the model's key and address, bot:verify the Turnstile secret when configured.
 */
export type Grant = Action | 'model:call' | 'bot:verify';

/** A bucket prefix, with all the function's S3 actions, or (`actions`) only those. */
export type AssetsPrefix = string | { prefix: string; actions: readonly Action[] };

export interface FunctionEntry {
  /** The Lambda's name and its folder under functions/ (functions/<name>/handler.ts exports `handler`). */
  name: string;
  description: string;
  routes: readonly Route[];
  memoryMb: number;
  timeoutSeconds: number;
  grants: Grant[];
  /**
   * The site-assets bucket's key prefix (or prefixes) its S3 actions are limited to (the IAM resources, and the
   * listing's condition); a prefix given with `actions` is granted only those of the function's S3 actions.
   */
  assetsPrefix?: AssetsPrefix | readonly AssetsPrefix[];
  /**
   * It signs presigned POSTs (a browser's upload straight to the bucket under its prefix), which S3 allows as its role's
   * s3:PutObject: granted though its code sends no PutObject itself.
   */
  presignsUploads?: boolean;
  /** Runs on a schedule (an EventBridge expression such as 'rate(1 day)'); locally a command runs it instead. */
  schedule?: string;
  /**
   * Its answers stream: served by a Lambda function URL in response-streaming mode behind CloudFront (origin access
   * control) at its routes' paths, not by the HTTP API; the function verifies the caller's JWT itself.
   */
  streams?: boolean;
}

export const CATALOG: readonly FunctionEntry[] = [
  {
    name: 'health',
    description: 'Liveness of the API for the status banner and monitoring.',
    routes: healthRoutes,
    memoryMb: 256,
    timeoutSeconds: 5,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
  },
  {
    name: 'profile',
    description: "The caller's profile: created on first call, display name and consent updates, the data export (a file in the site-assets bucket with the caller's chat photos in it, handed over as a short-lived link) and a token request.",
    routes: profileRoutes,
    memoryMb: 512,
    timeoutSeconds: 20,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:BatchWriteItem', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminUserGlobalSignOut', 's3:PutObject', 's3:AbortMultipartUpload', 's3:GetObject'],
    // The chat photos are only read (into the export).
    assetsPrefix: [ACCOUNT_EXPORT.prefix, { prefix: CHAT_PHOTO_PREFIX, actions: ['s3:GetObject'] }],
  },
  {
    name: 'pest-consultant',
    description: 'The AI pest consultant: one chat send end to end (thread, messages, model call, tokens), idempotent by operationId.',
    routes: pestConsultantRoutes,
    memoryMb: 512,
    timeoutSeconds: CONSULTANT_TIMEOUT_SECONDS,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'cognito-idp:AdminGetUser', 's3:GetObject', 's3:PutObject', 's3:DeleteObject', 'model:call'],
    assetsPrefix: CHAT_PHOTO_PREFIX,
  },
  {
    name: 'pest-consultant-stream',
    description: "The AI pest consultant's streamed send: the same send as pest-consultant, its answer written as it arrives.",
    routes: pestConsultantStreamRoutes,
    memoryMb: 512,
    timeoutSeconds: CONSULTANT_TIMEOUT_SECONDS,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'cognito-idp:AdminGetUser', 's3:GetObject', 's3:PutObject', 's3:DeleteObject', 'model:call'],
    assetsPrefix: CHAT_PHOTO_PREFIX,
    streams: true,
  },
  {
    name: 'threads',
    description: "The caller's chat threads (latest 10 by last message), one thread's messages with their photos' links, a new empty thread, deleting a thread with its messages and photos, and a chat photo's presigned upload.",
    routes: threadsRoutes,
    memoryMb: 256,
    timeoutSeconds: 10,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 's3:GetObject', 's3:PutObject', 's3:DeleteObject'],
    assetsPrefix: CHAT_PHOTO_PREFIX,
    presignsUploads: true,
  },
  {
    name: 'contact',
    description: "The contact form (the spec's send-contact-form): validates, rate limits per client and e-mails the support address through SES.",
    routes: contactRoutes,
    memoryMb: 256,
    timeoutSeconds: 10,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'ses:SendEmail'],
  },
  {
    name: 'data-deletion',
    description: "The caller's data deletion request: the pending one, and a new one.",
    routes: dataDeletionRoutes,
    memoryMb: 256,
    timeoutSeconds: 10,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'cognito-idp:AdminUserGlobalSignOut'],
  },
  {
    name: 'analytics',
    description: "The dashboard's analytics, computed from the caller's own threads and messages.",
    routes: analyticsRoutes,
    memoryMb: 512,
    timeoutSeconds: 15,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
  },
  {
    name: 'data-deletion-processor',
    description: "Carries out pending data deletion requests: erases the user's data, anonymises their leads, deletes the login.",
    routes: [],
    memoryMb: 512,
    timeoutSeconds: 300,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser', 's3:ListBucket', 's3:DeleteObject'],
    assetsPrefix: [ACCOUNT_EXPORT.prefix, CHAT_PHOTO_PREFIX],
    schedule: 'rate(1 day)',
  },
  {
    name: 'providers',
    description: 'The provider directory: search by text, country and city, and radius around a point (geohash cells); featured providers.',
    routes: providersRoutes,
    memoryMb: 512,
    timeoutSeconds: 10,
    grants: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
  },
  {
    name: 'leads',
    description: "Leads: the lead form, the caller's latest lead, and 'Connect with a professional' from the chat.",
    routes: leadsRoutes,
    memoryMb: 512,
    timeoutSeconds: 10,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:BatchWriteItem', 'cognito-idp:AdminGetUser'],
  },
  {
    name: 'lead-notification',
    description: "E-mails a lead's details to its provider through SES; the lead's owner or an admin may send it.",
    routes: leadNotificationRoutes,
    memoryMb: 256,
    timeoutSeconds: 15,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'cognito-idp:AdminGetUser', 'ses:SendEmail'],
  },
  {
    name: 'admin-user-management',
    description: 'User Management for admins: the user list and search, one user, role, name and token changes, token resets and deletions, alone or in bulk; disable, enable and sign out everywhere; the audit log of admin writes.',
    routes: adminUserManagementRoutes,
    memoryMb: 512,
    timeoutSeconds: 30,
    grants: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminListGroupsForUser', 'cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminRemoveUserFromGroup', 'cognito-idp:ListUsersInGroup', 'cognito-idp:AdminDisableUser', 'cognito-idp:AdminEnableUser', 's3:ListBucket', 's3:DeleteObject'],
    assetsPrefix: [ACCOUNT_EXPORT.prefix, CHAT_PHOTO_PREFIX],
  },
  {
    name: 'admin-threads',
    description: "The admin's Threads tab: every chat thread by last message with its owner, a thread's transcript with its photos' links, and a reply as the assistant.",
    routes: adminThreadsRoutes,
    memoryMb: 256,
    timeoutSeconds: 10,
    grants: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:BatchWriteItem', 's3:GetObject'],
    assetsPrefix: CHAT_PHOTO_PREFIX,
  },
  {
    name: 'monitoring',
    description: "System monitoring for admins: model-call and request metrics, each service's health, the client errors.",
    routes: monitoringRoutes,
    memoryMb: 512,
    timeoutSeconds: 15,
    // model:call: the language-model probe lists the models (no tokens spent); nothing else calls the model here.
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:BatchWriteItem', 'model:call'],
  },
  {
    name: 'client-errors',
    description: 'The errors the web catches, grouped by fingerprint (50 groups of 20 occurrences); public, limited per client.',
    routes: clientErrorsRoutes,
    memoryMb: 256,
    timeoutSeconds: 10,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
  },
  {
    name: 'site-settings',
    description: "The site settings every page reads at boot (the favicon's URL), and the admin's favicon upload to the site-assets bucket.",
    routes: siteSettingsRoutes,
    memoryMb: 256,
    timeoutSeconds: 10,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 's3:PutObject'],
    assetsPrefix: `${FAVICON_PREFIX}favicon-`,
  },
  {
    name: 'send-provider-suggestion',
    description: "The add-business form: validates, rate limits per client, checks for bots when configured, stores the pending suggestion and e-mails the admins.",
    routes: sendProviderSuggestionRoutes,
    memoryMb: 256,
    timeoutSeconds: 15,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'cognito-idp:ListUsersInGroup', 'ses:SendEmail', 'bot:verify'],
  },
  {
    name: 'admin-provider-suggestions',
    description: 'Admins: the provider suggestions (search, status), and approve (plain or with edits; never two providers) or reject.',
    routes: adminProviderSuggestionsRoutes,
    memoryMb: 512,
    timeoutSeconds: 15,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
  },
  {
    name: 'admin-provider-management',
    description: "Admins: the provider directory's list, one provider, create, update, delete and toggle featured, keeping the search indexes exact.",
    routes: adminProviderManagementRoutes,
    memoryMb: 512,
    timeoutSeconds: 15,
    grants: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
  },
  {
    name: 'admin-lead-management',
    description: 'Admins: leads by status or provider (newest first), one lead, and its update (details and status, with the contacted time).',
    routes: adminLeadManagementRoutes,
    memoryMb: 512,
    timeoutSeconds: 15,
    grants: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'cognito-idp:AdminGetUser'],
  },
  {
    name: 'fetch-case-studies',
    description: 'The public case studies: published only, by search text, featured, tag or slug; briefly cached at the edge.',
    routes: fetchCaseStudiesRoutes,
    memoryMb: 256,
    timeoutSeconds: 10,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
  },
  {
    name: 'admin-case-study-management',
    description: "Admins: every case study with the drafts, one by id, create, update and delete (slugs kept unique), and the editor's image upload.",
    routes: adminCaseStudyManagementRoutes,
    memoryMb: 512,
    timeoutSeconds: 15,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 's3:PutObject'],
    assetsPrefix: CASE_STUDY_IMAGE_PREFIX,
  },
  {
    name: 'generate-case-study',
    description: "Admins: a case study draft written from a chat thread by the consultant's model (or the offline writer), without the user's personal details.",
    routes: generateCaseStudyRoutes,
    memoryMb: 512,
    timeoutSeconds: CASE_STUDY_GENERATION_SECONDS,
    grants: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'model:call'],
  },
];

/** The bucket prefixes an entry's S3 actions are limited to (none without S3 grants); with `action`, those granting it. */
export function assetsPrefixes(entry: FunctionEntry, action?: string): readonly string[] {
  const all = ([] as readonly AssetsPrefix[]).concat(entry.assetsPrefix ?? []);
  return all.flatMap((p) => (typeof p === 'string' ? [p] : !action || p.actions.some((a) => a === action) ? [p.prefix] : []));
}

export function catalogEntry(name: string): FunctionEntry {
  const entry = CATALOG.find((e) => e.name === name);
  if (!entry) throw new Error(`No function ${name} in the catalogue`);
  return entry;
}

/** Every route with the function that serves it (and whether it streams, through a function URL). */
export function allRoutes(): Array<Route & { fn: string; streams: boolean }> {
  return CATALOG.flatMap((e) => e.routes.map((r) => ({ ...r, fn: e.name, streams: Boolean(e.streams) })));
}
