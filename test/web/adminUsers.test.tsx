// User Management in jsdom (issue 31 §3, §6, §7): every path that grants or removes admin (the edit dialog, the
// row's select, the bulk bar) asks the one role confirmation naming the user; a single Reset Tokens asks first and
// says what it did; a list that keeps failing says so in the product's words, in one toast.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@contracts/adminUsers';
import { ADMIN, ADMIN_USERS } from '@contracts/messages';
import UsersTab from '../../web/src/features/admin/users/UsersTab';
import { adminStage, findDialog, json, toast } from './adminNetwork';
import { chooseOption } from './select';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 60_000 });

const USERS = '/api/admin/users';

function person(n: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: `u-${n}`,
    email: `person${n}@example.com`,
    display_name: `Person ${n}`,
    role: 'user',
    token_balance: 3,
    monthly_token_allocation: 50,
    token_reset_date: '2026-12-01T00:00:00.000Z',
    token_request_pending: false,
    consent_to_privacy_policy: true,
    created_at: '2026-01-01T00:00:00.000Z',
    enabled: true,
    last_sign_in_at: null,
    ...overrides,
  };
}

const list = (users: AdminUser[]) => json(200, { users, pagination: { page: 1, pageSize: 10, total: users.length, pages: 1 }, nextCursor: null });
const dialogButton = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

describe('a change of role', () => {
  it('from the edit dialog: Role = Admin, Save asks first, naming the user, with the admin warning', async () => {
    const edna = person(1, { display_name: 'Edna Edit' });
    const { calls, renderTab } = adminStage({
      [`GET ${USERS}`]: list([edna]),
      [`PUT ${USERS}`]: (body) => json(200, { user: { ...edna, ...(body as object) } }),
    });
    renderTab(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: `${ADMIN_USERS.edit} Edna Edit` }));
    const edit = await findDialog(ADMIN_USERS.editTitle);
    await chooseOption(ADMIN_USERS.fields.role, 'Admin', within(edit));
    fireEvent.click(dialogButton(edit, ADMIN_USERS.save));

    const confirm = await findDialog(ADMIN_USERS.roleChangeTitle);
    expect(within(confirm).getByText(ADMIN_USERS.roleChangeConfirm('Edna Edit', 'Admin'))).toBeTruthy();
    expect(within(confirm).getByText(ADMIN_USERS.adminWarning)).toBeTruthy();
    expect(calls('PUT', USERS)).toHaveLength(0);
    fireEvent.click(dialogButton(confirm, ADMIN.confirm));
    await waitFor(() => expect(calls('PUT', USERS).map((c) => c.body)).toEqual([{ userId: 'u-1', role: 'admin' }]));
    await toast(ADMIN_USERS.updated);
  });

  it('from the edit dialog: Cancel on the confirmation saves nothing and leaves the dialog open', async () => {
    const edna = person(1, { display_name: 'Edna Edit' });
    const { calls, renderTab } = adminStage({ [`GET ${USERS}`]: list([edna]) });
    renderTab(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: `${ADMIN_USERS.edit} Edna Edit` }));
    const edit = await findDialog(ADMIN_USERS.editTitle);
    await chooseOption(ADMIN_USERS.fields.role, 'Admin', within(edit));
    fireEvent.click(dialogButton(edit, ADMIN_USERS.save));
    fireEvent.click(dialogButton(await findDialog(ADMIN_USERS.roleChangeTitle), ADMIN.cancel));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')?.textContent).toBe(ADMIN_USERS.editTitle));
    expect(calls('PUT', USERS)).toHaveLength(0);
  });

  it("from the row's select: taking admin away names the user who loses it", async () => {
    const ada = person(2, { display_name: 'Ada Admin', role: 'admin' });
    const { calls, renderTab } = adminStage({
      [`GET ${USERS}`]: list([ada]),
      [`PUT ${USERS}`]: json(200, { user: { ...ada, role: 'user' } }),
    });
    renderTab(<UsersTab />);
    await screen.findByText('Ada Admin');
    await chooseOption(`${ADMIN_USERS.columns.role}: Ada Admin`, 'User');
    const confirm = await findDialog(ADMIN_USERS.roleChangeTitle);
    expect(within(confirm).getByText(ADMIN_USERS.roleChangeConfirm('Ada Admin', 'User'))).toBeTruthy();
    expect(within(confirm).getByText(ADMIN_USERS.adminRemovedWarning('Ada Admin'))).toBeTruthy();
    fireEvent.click(dialogButton(confirm, ADMIN.confirm));
    await waitFor(() => expect(calls('PUT', USERS).map((c) => c.body)).toEqual([{ userId: 'u-2', role: 'user' }]));
  });

  it('from the bulk bar: the same confirmation names the selected users and warns before granting admin', async () => {
    const { calls, renderTab } = adminStage({
      [`GET ${USERS}`]: list([person(3, { display_name: 'Bea' }), person(4, { display_name: 'Cal' })]),
      [`PUT ${USERS}`]: json(200, { count: 2 }),
    });
    renderTab(<UsersTab />);
    fireEvent.click(await screen.findByLabelText('Select Bea'));
    fireEvent.click(screen.getByLabelText('Select Cal'));
    fireEvent.click(screen.getByRole('button', { name: ADMIN_USERS.bulkChangeRole }));
    const confirm = await findDialog(ADMIN_USERS.roleChangeTitle);
    await chooseOption(ADMIN_USERS.bulkRolePlaceholder, 'Admin', within(confirm));
    expect(within(confirm).getByText(ADMIN_USERS.bulkRoleConfirm(2, 'Admin'))).toBeTruthy();
    expect(within(confirm).getByText(ADMIN_USERS.bulkRoleNames('Bea, Cal'))).toBeTruthy();
    expect(within(confirm).getByText(ADMIN_USERS.adminWarning)).toBeTruthy();
    fireEvent.click(dialogButton(confirm, ADMIN.confirm));
    await waitFor(() => expect(calls('PUT', USERS).map((c) => c.body)).toEqual([{ userIds: ['u-3', 'u-4'], bulk_update_role: true, role: 'admin' }]));
  });
});

describe('Reset Tokens of one user', () => {
  it('asks first, naming the user and both figures, then says what the balance is now', async () => {
    const rex = person(5, { display_name: 'Rex Reset', token_balance: 3, monthly_token_allocation: 50 });
    const { calls, renderTab } = adminStage({
      [`GET ${USERS}`]: list([rex]),
      [`PUT ${USERS}`]: json(200, { user: { ...rex, token_balance: 50 } }),
    });
    renderTab(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: `${ADMIN_USERS.resetTokens} Rex Reset` }));
    const confirm = await findDialog(ADMIN_USERS.resetTitle);
    expect(within(confirm).getByText(ADMIN_USERS.resetConfirm('Rex Reset', 3, 50))).toBeTruthy();
    expect(calls('PUT', USERS)).toHaveLength(0);
    fireEvent.click(dialogButton(confirm, ADMIN_USERS.resetTokens));
    await waitFor(() => expect(calls('PUT', USERS).map((c) => c.body)).toEqual([{ userId: 'u-5', reset_tokens: true, token_request_pending: false }]));
    await toast(ADMIN_USERS.tokensReset);
    await toast(ADMIN_USERS.tokensResetDetail('Rex Reset', 50));
  });
});
