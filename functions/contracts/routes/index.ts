// Every API route as one type, for the web's typed client: a type-only module (import it with `import type`).
import type { RouteKey } from '../route';
import type { adminThreadsRoutes } from './admin-threads';
import type { adminUserManagementRoutes } from './admin-user-management';
import type { adminLeadManagementRoutes } from './admin-lead-management';
import type { adminProviderManagementRoutes } from './admin-provider-management';
import type { adminProviderSuggestionsRoutes } from './admin-provider-suggestions';
import type { analyticsRoutes } from './analytics';
import type { clientErrorsRoutes } from './client-errors';
import type { contactRoutes } from './contact';
import type { dataDeletionRoutes } from './data-deletion';
import type { healthRoutes } from './health';
import type { leadNotificationRoutes } from './lead-notification';
import type { leadsRoutes } from './leads';
import type { monitoringRoutes } from './monitoring';
import type { pestConsultantRoutes } from './pest-consultant';
import type { pestConsultantStreamRoutes } from './pest-consultant-stream';
import type { profileRoutes } from './profile';
import type { providersRoutes } from './providers';
import type { siteSettingsRoutes } from './site-settings';
import type { sendProviderSuggestionRoutes } from './send-provider-suggestion';
import type { threadsRoutes } from './threads';
import type { fetchCaseStudiesRoutes } from './fetch-case-studies';
import type { adminCaseStudyManagementRoutes } from './admin-case-study-management';
import type { generateCaseStudyRoutes } from './generate-case-study';

export type ApiRoute = (
  | typeof healthRoutes
  | typeof profileRoutes
  | typeof pestConsultantRoutes
  | typeof pestConsultantStreamRoutes
  | typeof threadsRoutes
  | typeof contactRoutes
  | typeof dataDeletionRoutes
  | typeof analyticsRoutes
  | typeof providersRoutes
  | typeof leadsRoutes
  | typeof leadNotificationRoutes
  | typeof adminUserManagementRoutes
  | typeof adminThreadsRoutes
  | typeof siteSettingsRoutes
  | typeof sendProviderSuggestionRoutes
  | typeof adminProviderSuggestionsRoutes
  | typeof adminProviderManagementRoutes
  | typeof adminLeadManagementRoutes
  | typeof monitoringRoutes
  | typeof clientErrorsRoutes
  | typeof fetchCaseStudiesRoutes
  | typeof adminCaseStudyManagementRoutes
  | typeof generateCaseStudyRoutes
)[number];

/** The route `METHOD /path` names. */
export type ApiRouteAt<K extends RouteKey<ApiRoute>> = Extract<ApiRoute, { method: K extends `${infer M} ${string}` ? M : never; path: K extends `${string} ${infer P}` ? P : never }>;
