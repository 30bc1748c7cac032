// The admin console when the server keeps failing (issue 31 §7), in a file of its own: the admin calls' breaker is the
// module's, so once open it stays open for the rest of the file. After 3 failures in a row the users list says what
// happened and when requests resume in the product's words ('Circuit is open' was shown), in one toast, not three.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contracts/api';
import { ADMIN, ADMIN_USERS, CHAT } from '@contracts/messages';
import { ADMIN_BREAKER } from '@contracts/resilience';
import UsersTab from '../../web/src/features/admin/users/UsersTab';
import { adminStage, endsWith, json } from './adminNetwork';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

afterEach(() => vi.unstubAllGlobals());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a users list that keeps failing', () => {
  it('says the console paused its requests and when they resume, in one toast', async () => {
    const failing = json(503, { error: { code: 'ServiceUnavailable', message: 'Service temporarily unavailable' } });
    const { calls, renderTab } = adminStage({ [`GET ${API.adminUsers}`]: failing });
    renderTab(<UsersTab />);
    const refresh = screen.getByRole('button', { name: endsWith(ADMIN.refresh) });
    for (let n = 2; n <= ADMIN_BREAKER.failureThreshold; n += 1) {
      await waitFor(() => expect(calls('GET', API.adminUsers).length).toBeGreaterThanOrEqual(n - 1));
      await waitFor(() => expect(screen.getAllByText(/Service temporarily unavailable/).length).toBeGreaterThan(0));
      fireEvent.click(refresh);
    }
    await waitFor(() => expect(calls('GET', API.adminUsers).length).toBe(ADMIN_BREAKER.failureThreshold));
    fireEvent.click(refresh);
    // The seconds left: 60 less the moments since the breaker opened.
    const [before, after] = ADMIN.paused(ADMIN_BREAKER.failureThreshold, 0).split(' 0 ').map(escape);
    const paused = new RegExp(`${before} \\d+ ${after}`);
    await waitFor(() => expect(screen.getAllByText(paused).length).toBeGreaterThan(0));
    expect(calls('GET', API.adminUsers)).toHaveLength(ADMIN_BREAKER.failureThreshold);
    expect(screen.queryByText(new RegExp(CHAT.circuitOpen))).toBeNull();
    expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(1);
    await waitFor(() => expect(document.querySelector('.ant-notification-notice')?.textContent).toMatch(new RegExp(`^${escape(ADMIN_USERS.loadFailed)}${paused.source}`)));
    expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(1);
  });
});
