// The API's paths, shared by the function catalogue (server) and the web's fetch calls (client).
export const API = {
  health: '/api/health',
  profile: '/api/profile',
} as const;

/** The error body every endpoint answers with. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
