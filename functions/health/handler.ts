// health: the API's liveness, polled by the web's status banner and by monitoring.
import { healthRoutes } from '../contracts/routes/health';
import { api } from '../lib/platform/http';

export const handler = api(healthRoutes, {
  'GET /api/health': async () => ({ body: { status: 'ok', time: new Date().toISOString() } }),
});
