// The Audit Log in jsdom (issue 31): the records (when, admin, action's label, object, changes); the admin, action and
// day-range filters kept in the address and sent to the server (the range as the viewer's day boundaries); Next asks
// for the page after from the server's cursor; the tab is offered in the console's list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@contracts/adminUsers';
import type { AuditEntry } from '@contracts/audit';
import { ADMIN, AUDIT } from '@contracts/messages';
import AuditTab from '../../web/src/features/admin/audit/AuditTab';
import { availableTabs, tabLabel } from '../../web/src/features/admin/tabs';
import { adminStage, json } from './adminNetwork';
import { chooseOption } from './select';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);
afterEach(() => vi.unstubAllGlobals());

const AUDIT_PATH = '/api/admin/audit';
const USERS = '/api/admin/users';

function entry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `e-${n}`,
    admin_id: 'adm-1',
    admin_email: 'ada@example.com',
    action: 'user.disable',
    route: 'POST /api/admin/users/{userId}/access',
    target: [`u-${n}`],
    changes: null,
    at: `2026-11-2${n % 10}T10:00:00.000Z`,
    ...overrides,
  };
}
const page = (entries: AuditEntry[], { total = entries.length, next = null as string | null, n = 1 } = {}) =>
  json(200, { entries, pagination: { page: n, pageSize: 20, total, pages: Math.ceil(total / 20) }, nextCursor: next });
const admins = json(200, {
  users: [{ id: 'adm-1', email: 'ada@example.com' }, { id: 'adm-2', email: 'bob@example.com' }] as AdminUser[],
  pagination: { page: 1, pageSize: 100, total: 2, pages: 1 },
  nextCursor: null,
});

describe('the audit log', () => {
  it('is a tab of the console, labelled Audit Log', () => {
    expect(availableTabs()).toContain('audit');
    expect(tabLabel('audit')).toBe(AUDIT.title);
  });

  it('shows who did what to which object, when, and what changed', async () => {
    const { renderTab } = adminStage({
      [`GET ${AUDIT_PATH}`]: page([entry(1, { action: 'user.update', changes: { role: 'admin' } }), entry(2, { action: 'PUT /api/site-settings', target: ['site_settings'] })]),
      [`GET ${USERS}`]: admins,
    });
    renderTab(<AuditTab />);
    const row = (await screen.findByText('u-1')).closest('tr')!;
    expect(within(row).getByText('User updated')).toBeTruthy();
    expect(within(row).getByText('ada@example.com')).toBeTruthy();
    expect(within(row).getByText('{"role":"admin"}')).toBeTruthy();
    // An action without a label of its own shows the route it was recorded under.
    expect(screen.getByText('PUT /api/site-settings')).toBeTruthy();
    expect(screen.getByText(ADMIN.showing(2, 2, AUDIT.noun))).toBeTruthy();
  });

  it('keeps the admin and action filters in the address and sends them', async () => {
    const { sent, renderTab } = adminStage({ [`GET ${AUDIT_PATH}`]: page([entry(1)]), [`GET ${USERS}`]: admins });
    const { router } = renderTab(<AuditTab />);
    await screen.findByText('u-1');
    await chooseOption(AUDIT.adminFilter, 'bob@example.com');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('admin')).toBe('adm-2'));
    await chooseOption(AUDIT.actionFilter, 'User disabled');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('action')).toBe('user.disable'));
    await waitFor(() => {
      const last = sent.filter((s) => s.path === AUDIT_PATH).at(-1)!;
      expect([last.query.get('admin'), last.query.get('action')]).toEqual(['adm-2', 'user.disable']);
    });
  });

  it('reads the day range from the address and asks for it as the viewer’s day boundaries', async () => {
    const { sent, renderTab } = adminStage({ [`GET ${AUDIT_PATH}`]: page([entry(1)]), [`GET ${USERS}`]: admins });
    renderTab(<AuditTab />, '?from=2026-11-01&to=2026-11-15');
    await screen.findByText('u-1');
    const asked = sent.find((s) => s.path === AUDIT_PATH)!;
    expect(asked.query.get('from')).toBe(dayjs('2026-11-01').startOf('day').toISOString());
    expect(asked.query.get('to')).toBe(dayjs('2026-11-16').startOf('day').toISOString());
    expect(screen.getByDisplayValue('2026-11-01')).toBeTruthy();
    expect(screen.getByDisplayValue('2026-11-15')).toBeTruthy();
  });

  it('asks for the next page from the cursor the first page gave', async () => {
    const first = Array.from({ length: 20 }, (_, i) => entry(i + 1, { id: `e-${i + 1}`, target: [`t-${i + 1}`] }));
    const { sent, renderTab } = adminStage({
      [`GET ${AUDIT_PATH}`]: (_, url) => (url.searchParams.get('page') === '2' ? page([entry(30, { target: ['t-30'] })], { total: 21, n: 2 }) : page(first, { total: 21, next: 'next-cursor' })),
      [`GET ${USERS}`]: admins,
    });
    const { router } = renderTab(<AuditTab />);
    await screen.findByText('t-1');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText('t-30');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(sent.filter((s) => s.path === AUDIT_PATH).at(-1)!.query.get('cursor')).toBe('next-cursor');
  });
});
