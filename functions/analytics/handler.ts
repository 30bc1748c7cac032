// analytics: GET /api/analytics?range=week|month|year&utcOffset=minutes, from the counts kept on the caller's own
// threads (no message is read).
import { DASHBOARD } from '../contracts/analytics';
import { analyticsRoutes } from '../contracts/routes/analytics';
import { analyze, rangeStart } from '../lib/monitoring';
import { threadsWithStats } from '../lib/chat';
import { api, signedIn } from '../lib/platform/http';

export const handler = api(analyticsRoutes, {
  'GET /api/analytics': async (req) => {
    const { sub } = signedIn(req);
    const query = req.query;
    const now = new Date();
    const since = rangeStart(query.range, now, query.utcOffset).toISOString();
    const [active, recent] = await Promise.all([threadsWithStats(sub, { since }), threadsWithStats(sub, { limit: DASHBOARD.recentActivities })]);
    const threads = [...new Map([...active, ...recent].map((t) => [t.id, t])).values()];
    return { body: analyze(threads, { ...query, now }) };
  },
});
