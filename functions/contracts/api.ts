// The API's paths, shared by the function catalogue (server) and the web's fetch calls (client).
export const API = {
  health: '/api/health',
  pestConsultant: '/api/pest-consultant',
  threads: '/api/threads',
  threadMessages: '/api/threads/{threadId}/messages',
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
} as const;

/** The error body every endpoint answers with. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
