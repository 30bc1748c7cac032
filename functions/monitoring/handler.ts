// monitoring: the admin's view of the service: metrics (model calls, requests at the edge), health probes of each
// service, and the error panel's groups: each resolved, ignored or reopened, and Clear All.
import type { ErrorGroupStatus, ServiceHealth, ServiceId } from '../contracts/monitoring';
import { monitoringRoutes } from '../contracts/routes/monitoring';
import { writeAudit } from '../lib/platform/audit';
import { clearClientErrors, listClientErrors, setErrorGroupStatus } from '../lib/monitoring/clientErrors';
import { breakerState, monitoringMetrics, recentModelCalls } from '../lib/monitoring/monitoring';
import { api, type ApiEvent } from '../lib/platform/http';
import { chatHealth, probeDatabase, probeModel, probeWeb } from '../lib/platform/probes';
import { requestBuckets, requestSummary, type CatalogueRoute } from '../lib/platform/requestMetrics';
import { guardWrite } from '../lib/platform/writeGuard';

/** The site the admin's browser is on (its Referer; CloudFront forwards it), whose web app is probed. */
function siteOrigin(event: ApiEvent): string | undefined {
  try {
    const { protocol, origin } = new URL(event.headers?.referer ?? '');
    return protocol === 'https:' || protocol === 'http:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** A group's status change in the audit's words. */
const STATUS_ACTIONS = { resolved: 'errors.resolve', ignored: 'errors.ignore', unresolved: 'errors.reopen' } as const satisfies Record<ErrorGroupStatus, string>;

/**
 * Every route of the catalogue and its function: the route table lists each, those without requests too. Loaded on
 * the first metrics call (every route's contract is no part of the cold start), then kept.
 */
let catalogueRoutes: Promise<CatalogueRoute[]> | undefined;
const catalogue = () => (catalogueRoutes ??= import('../catalog').then(({ allRoutes }) => allRoutes().map((r) => ({ route: `${r.method} ${r.path}`, fn: r.fn }))));

export const handler = api(
  monitoringRoutes,
  {
    'GET /api/monitoring/metrics': async () => ({ body: await monitoringMetrics(await catalogue()) }),
    'GET /api/monitoring/health': async (req) => {
      const now = new Date();
      const [web, database, model, calls, buckets] = await Promise.all([probeWeb(siteOrigin(req.event)), probeDatabase(), probeModel(), recentModelCalls(now), requestBuckets(now)]);
      const chat = chatHealth(breakerState(calls, now), requestSummary(buckets, now).routes);
      const checkedAt = new Date().toISOString();
      const services: Record<ServiceId, typeof web> = { web, chat, model, database };
      return { body: { services: Object.entries(services).map(([id, p]): ServiceHealth => ({ id: id as ServiceId, checkedAt, ...p })) } };
    },
    'GET /api/monitoring/errors': async () => ({ body: await listClientErrors() }),
    'PUT /api/monitoring/errors': async (req) => {
      const change = await setErrorGroupStatus(req.body.fingerprint, req.body.status);
      return { body: change, audit: { action: STATUS_ACTIONS[change.status], target: change.fingerprint, changes: { status: { from: change.previous, to: change.status } } } };
    },
    'DELETE /api/monitoring/errors': async () => {
      const cleared = await clearClientErrors();
      return { body: { cleared }, audit: { action: 'errors.clear', target: 'client-errors', changes: { cleared } } };
    },
  },
  { writeGuard: guardWrite, audit: writeAudit },
);
