// analytics: GET /api/analytics?range=week|month|year&utcOffset=minutes, from the caller's own threads and messages.
import { DASHBOARD } from '../contracts/analytics';
import { analyticsRoutes } from '../contracts/routes/analytics';
import { analyze, rangeStart } from '../lib/analytics';
import { listThreads, threadMessages, userThreads } from '../lib/chat';
import { api, signedIn } from '../lib/http';

export const handler = api(analyticsRoutes, {
  'GET /api/analytics': async (req) => {
    const { sub } = signedIn(req);
    const query = req.query;
    const now = new Date();
    const since = rangeStart(query.range, now, query.utcOffset).toISOString();
    const [active, recent] = await Promise.all([userThreads(sub, since), listThreads(sub, DASHBOARD.recentActivities)]);
    const threads = [...new Map([...active, ...recent].map((t) => [t.id, t])).values()];
    const messages = (await Promise.all(threads.map((t) => threadMessages(t.id)))).flat();
    return { body: analyze(threads, messages, { ...query, now }) };
  },
});
