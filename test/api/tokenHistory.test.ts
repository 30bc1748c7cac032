// The Token History's figures through the stack: each chat send's charge is kept on its thread and the analytics give
// the tokens used per day, the same figure the send reported (a retried send counts once).
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Analytics } from '../../functions/contracts/analytics';
import { API } from '../../functions/contracts/api';
import { call } from '../support/http';
import { createUser } from '../support/users';

const appUrl = inject('appUrl');

describe('tokens per day', () => {
  it('are what the sends were charged, on the day they were answered', async () => {
    const user = await createUser(appUrl);
    const send = async (message: string, threadId?: string, operationId = randomUUID()) => {
      const res = await call(appUrl, 'POST', API.pestConsultant, { token: user.idToken, body: { message, threadId, operationId, location: 'US' } });
      expect(res.status).toBe(200);
      return res.body as { threadId: string; tokensUsed: number };
    };
    const first = await send('Ants are marching across my kitchen counter every morning. How do I stop them?');
    const again = randomUUID();
    const second = await send('Will vinegar keep them away from the sugar bowl?', first.threadId, again);
    // The same operation again: its stored answer, charged and counted once.
    await send('Will vinegar keep them away from the sugar bowl?', first.threadId, again);
    expect(first.tokensUsed).toBeGreaterThan(0);

    const res = await call<Analytics>(appUrl, 'GET', `${API.analytics}?range=week&utcOffset=0`, { token: user.idToken });
    expect(res.status).toBe(200);
    // Today's bucket, or yesterday's and today's when the sends straddled midnight (UTC).
    const sum = (key: 'tokens' | 'messages') => res.body.daily.reduce((total, day) => total + day[key], 0);
    expect(sum('tokens')).toBe(first.tokensUsed + second.tokensUsed);
    expect(sum('messages')).toBe(4);
    expect(res.body.daily.slice(0, -2).every((d) => d.tokens === 0)).toBe(true);
  });
});
