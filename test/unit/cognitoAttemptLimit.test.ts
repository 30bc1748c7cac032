// The local Cognito's limit on mailed codes: a few per user in any hour, the hour sliding, and no memory kept of users
// with no recent call once many are tracked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttemptLimit, CODE_REQUESTS_PER_HOUR, TRACKED_USERS_BEFORE_SWEEP } from '../../infra/local/cognitoAdapter';

afterEach(() => vi.useRealTimers());

describe('the attempt limit', () => {
  it('refuses a user past the limit until an hour after the first call, others meanwhile not', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    const limit = new AttemptLimit();
    for (let i = 0; i < CODE_REQUESTS_PER_HOUR; i++) limit.take('forgot:pat@example.com');
    expect(() => limit.take('forgot:pat@example.com')).toThrow('Attempt limit exceeded, please try after some time.');
    limit.take('forgot:sam@example.com');
    vi.advanceTimersByTime(60 * 60 * 1000 - 1);
    expect(() => limit.take('forgot:pat@example.com')).toThrow(expect.objectContaining({ type: 'LimitExceededException' }));
    vi.advanceTimersByTime(1);
    limit.take('forgot:pat@example.com');
  });

  it('forgets the users with no call in the last hour once it tracks many', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    const limit = new AttemptLimit();
    for (let i = 0; i < TRACKED_USERS_BEFORE_SWEEP; i++) limit.take(`forgot:u${i}@example.com`);
    vi.advanceTimersByTime(30 * 60 * 1000);
    limit.take('forgot:recent@example.com');
    expect(limit.tracked).toBe(TRACKED_USERS_BEFORE_SWEEP + 1);
    vi.advanceTimersByTime(30 * 60 * 1000);
    limit.take('forgot:late@example.com');
    expect(limit.tracked).toBe(2);
  });
});
