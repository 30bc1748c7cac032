// The API's paths, shared by the function catalogue (server) and the web's fetch calls (client).
export const API = {
  health: '/api/health',
  pestConsultant: '/api/pest-consultant',
  pestConsultantStream: '/api/pest-consultant/stream',
  threads: '/api/threads',
  thread: '/api/threads/{threadId}',
  threadMessages: '/api/threads/{threadId}/messages',
  /** A presigned POST for one chat photo (functions/contracts/chatPhotos). */
  chatPhotos: '/api/chat/photos',
  profile: '/api/profile',
  profileExport: '/api/profile/export',
  tokenRequest: '/api/profile/token-request',
  dataDeletion: '/api/data-deletion',
  contact: '/api/contact',
  analytics: '/api/analytics',
  providers: '/api/providers',
  providersFeatured: '/api/providers/featured',
  leads: '/api/leads',
  leadsLatest: '/api/leads/latest',
  leadsConnect: '/api/leads/connect',
  leadNotification: '/api/lead-notification',
  monitoringMetrics: '/api/monitoring/metrics',
  monitoringHealth: '/api/monitoring/health',
  monitoringErrors: '/api/monitoring/errors',
  clientErrors: '/api/client-errors',
  sendProviderSuggestion: '/api/send-provider-suggestion',
  adminProviderSuggestions: '/api/admin-provider-suggestions',
  adminProviderManagement: '/api/admin-provider-management',
  adminProvider: '/api/admin-provider-management/{providerId}',
  adminLeadManagement: '/api/admin-lead-management',
  fetchCaseStudies: '/api/fetch-case-studies',
  adminCaseStudyManagement: '/api/admin-case-study-management',
  adminCaseStudy: '/api/admin-case-study-management/{id}',
  // The admin console: every admin path starts /api/admin (the web's admin breaker keys on it).
  adminUsers: '/api/admin/users',
  adminUser: '/api/admin/users/{userId}',
  /** An admin's access action on a user: disable, enable, sign out everywhere (issue 31). */
  adminUserAccess: '/api/admin/users/{userId}/access',
  /** The audit log of admin writes (issue 31). */
  adminAudit: '/api/admin/audit',
  adminThreads: '/api/admin/threads',
  adminThreadMessages: '/api/admin/threads/{threadId}/messages',
  siteSettings: '/api/site-settings',
  adminFavicon: '/api/admin/site-settings/favicon',
  /** The spec's generate-case-study function, under /api/admin like every admin call. */
  generateCaseStudy: '/api/admin/generate-case-study',
  adminCaseStudyImages: '/api/admin/case-study-images',
} as const;

/**
 * What a request to a streamed route (a function URL behind CloudFront, see the catalogue's `streams`) carries: the id
 * token in its own header, since CloudFront's origin access control signs the request in the Authorization header;
 * and the SHA-256 of the body, hex, without which a function URL behind origin access control refuses a POST.
 */
export const STREAMED_ROUTE = {
  tokenHeader: 'x-id-token',
  bodyHashHeader: 'x-amz-content-sha256',
} as const;

/** The error body every endpoint answers with. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** The one paging shape of every list the API answers in pages: the page given, its size, the total and the page count. */
export interface Pagination {
  page: number;
  pageSize: number;
  total: number;
  pages: number;
}

/** One page of a list: the items under the list's own name (`providers`, `leads`, ...) and its pagination. */
export type Page<Name extends string, T> = { [K in Name]: T[] } & { pagination: Pagination };

/** The most items a search of a list read newest first (leads, provider suggestions) looks through: its newest. */
export const ADMIN_SEARCH_READ = 1000;

/** A page of a list read newest first from a cursor: the cursor of the page after it (null when there is none to give). */
export type CursorPage<Name extends string, T> = Page<Name, T> & { nextCursor: string | null };

export function pagination(page: number, pageSize: number, total: number): Pagination {
  return { page, pageSize, total, pages: Math.ceil(total / pageSize) };
}
