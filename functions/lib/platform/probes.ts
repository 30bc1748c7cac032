// The health of each service of the monitoring page, probed when an admin asks: the web app (its /config.json), the
// AI chat (its requests at the edge and the breaker), the language-model service (OpenAI's free model list; nothing
// to call, so free, when the offline consultant answers) and the database (one GetItem).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { BreakerState, RouteRequests, ServiceHealth, ServiceStatus } from '../../contracts/monitoring';
import { API } from '../../contracts/api';
import { db, tableName } from './db';
import { keys } from './keys';
import { secret } from './secrets';

/** A probe slower than this reads as degraded. */
const SLOW_MS = 1000;
const PROBE_TIMEOUT_MS = 5000;

type Probe = Omit<ServiceHealth, 'id' | 'checkedAt'>;

async function timed(probe: () => Promise<{ ok: boolean; detail: string }>): Promise<Probe> {
  const started = performance.now();
  try {
    const { ok, detail } = await probe();
    const latencyMs = Math.round(performance.now() - started);
    return { status: !ok ? 'down' : latencyMs > SLOW_MS ? 'degraded' : 'healthy', latencyMs, detail };
  } catch (error) {
    return { status: 'down', latencyMs: Math.round(performance.now() - started), detail: (error as Error).name === 'TimeoutError' ? 'No answer within 5 s' : 'Unreachable' };
  }
}

/** The web app: its run-time configuration, as every browser loads it at boot. */
export function probeWeb(siteOrigin: string | undefined): Promise<Probe> {
  if (!siteOrigin) return Promise.resolve({ status: 'degraded', latencyMs: null, detail: 'Site address unknown' });
  return timed(async () => {
    const res = await fetch(`${siteOrigin}/config.json`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return { ok: res.ok, detail: `GET /config.json ${res.status}` };
  });
}

/** The database: one eventually consistent GetItem (half a read unit). */
export function probeDatabase(): Promise<Probe> {
  return timed(async () => {
    await db.send(new GetCommand({ TableName: tableName(), Key: keys.seed('health'), ProjectionExpression: 'pk' }));
    return { ok: true, detail: 'GetItem answered' };
  });
}

/** The language-model service: OpenAI's model list (costs no tokens); the offline consultant needs no call. */
export async function probeModel(env: NodeJS.ProcessEnv = process.env): Promise<Probe> {
  const apiKey = await secret('OPENAI_API_KEY', env);
  if (!apiKey) return { status: 'healthy', latencyMs: null, detail: 'Offline consultant (built in): no model service to call' };
  const base = (env.OPENAI_BASE_URL || 'https://api.openai.com/v1').replace(/\/$/, '');
  return timed(async () => {
    const res = await fetch(`${base}/models`, { headers: { authorization: `Bearer ${apiKey}` }, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return { ok: res.ok, detail: `${env.OPENAI_MODEL || 'gpt-4o-mini'}: GET /models ${res.status}` };
  });
}

/** The chat's sends: the plain reply's route and the streamed one's (one send pipeline, two ways to answer). */
const SEND_ROUTES = [`POST ${API.pestConsultant}`, `POST ${API.pestConsultantStream}`];

/** The AI chat: the breaker's state and its sends of the last 24 hours at the edge, plain and streamed (no call made). */
export function chatHealth(breaker: BreakerState, routes: readonly RouteRequests[]): Probe {
  const sends = routes.filter((r) => SEND_ROUTES.includes(r.route));
  const total = sends.reduce((n, r) => n + r.total, 0);
  const failed = sends.reduce((n, r) => n + r.serverErrors, 0);
  const timed = sends.filter((r) => r.averageMs !== null && r.total > 0);
  const weight = timed.reduce((n, r) => n + r.total, 0);
  const latencyMs = weight ? Math.round(timed.reduce((n, r) => n + r.averageMs! * r.total, 0) / weight) : null;
  const status: ServiceStatus = breaker === 'open' ? 'down' : breaker === 'half-open' || failed > 0 ? 'degraded' : 'healthy';
  const detail = total ? `${total} sends in 24 h, ${failed} failed` : 'No sends in 24 h';
  return { status, latencyMs, detail };
}
