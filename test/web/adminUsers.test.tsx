// User Management in jsdom (issue 31 §3, §6, §7): every path that grants or removes admin (the edit dialog, the
// row's select, the bulk bar) asks the one role confirmation naming the user; a single Reset Tokens asks first and
// says what it did; a list that keeps failing says so in the product's words, in one toast; disable, enable and sign
// out everywhere ask first naming the user and say what they did (not one's own disabling); the status, sign-up and
// last sign-in columns; the export's columns are the user entity's.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@contracts/adminUsers';
import { ADMIN, ADMIN_USERS } from '@contracts/messages';
import { USER_EXPORT } from '@contracts/users';
import { USER_EXPORT_COLUMNS } from '../../web/src/features/admin/users/columns';
import UsersTab from '../../web/src/features/admin/users/UsersTab';
import { adminStage, endsWith, findDialog, json, toast } from './adminNetwork';
import { chooseOption } from './select';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

afterEach(() => vi.unstubAllGlobals());

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

describe('a user’s access', () => {
  const more = async (name: string) => {
    fireEvent.click(await screen.findByRole('button', { name: `${ADMIN_USERS.more}: ${name}` }));
    return (label: string) => waitFor(() => {
      const item = [...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]')].find((i) => i.textContent === label);
      if (!item) throw new Error(`No menu item ${label}`);
      return item;
    });
  };

  it('disables a user after a confirmation naming them, then says so; enabling asks too', async () => {
    const dan = person(6, { display_name: 'Dan Disable' });
    const { calls, renderTab } = adminStage({
      [`GET ${USERS}`]: [list([dan]), list([{ ...dan, enabled: false }])],
      [`POST ${USERS}/u-6/access`]: (body) => json(200, { user: { ...dan, enabled: (body as { action: string }).action !== 'disable' } }),
    });
    renderTab(<UsersTab />);
    fireEvent.click(await (await more('Dan Disable'))(ADMIN_USERS.disable));
    const confirm = await findDialog(ADMIN_USERS.disableTitle);
    expect(within(confirm).getByText(ADMIN_USERS.disableConfirm('Dan Disable'))).toBeTruthy();
    expect(calls('POST', `${USERS}/u-6/access`)).toHaveLength(0);
    fireEvent.click(dialogButton(confirm, ADMIN_USERS.disable));
    await waitFor(() => expect(calls('POST', `${USERS}/u-6/access`).map((c) => c.body)).toEqual([{ action: 'disable' }]));
    await toast(ADMIN_USERS.disabledDone('Dan Disable'));
    expect(await screen.findByText(ADMIN_USERS.disabled)).toBeTruthy();

    fireEvent.click(await (await more('Dan Disable'))(ADMIN_USERS.enable));
    const enable = await findDialog(ADMIN_USERS.enableTitle);
    expect(within(enable).getByText(ADMIN_USERS.enableConfirm('Dan Disable'))).toBeTruthy();
    // The dialog is the one the disable used: its button's busy icon is still leaving (antd's motion), named 'loading'.
    fireEvent.click(within(enable).getByRole('button', { name: endsWith(ADMIN_USERS.enable) }));
    await waitFor(() => expect(calls('POST', `${USERS}/u-6/access`).map((c) => c.body)).toEqual([{ action: 'disable' }, { action: 'enable' }]));
    await toast(ADMIN_USERS.enabledDone('Dan Disable'));
  });

  it('signs a user out everywhere after a confirmation naming them; Cancel sends nothing', async () => {
    const sue = person(7, { display_name: 'Sue Signout' });
    const { calls, renderTab } = adminStage({ [`GET ${USERS}`]: list([sue]), [`POST ${USERS}/u-7/access`]: json(200, { user: sue }) });
    renderTab(<UsersTab />);
    fireEvent.click(await (await more('Sue Signout'))(ADMIN_USERS.signOut));
    fireEvent.click(dialogButton(await findDialog(ADMIN_USERS.signOutTitle), ADMIN.cancel));
    fireEvent.click(await (await more('Sue Signout'))(ADMIN_USERS.signOut));
    const confirm = await findDialog(ADMIN_USERS.signOutTitle);
    expect(within(confirm).getByText(ADMIN_USERS.signOutConfirm('Sue Signout'))).toBeTruthy();
    expect(calls('POST', `${USERS}/u-7/access`)).toHaveLength(0);
    fireEvent.click(dialogButton(confirm, ADMIN_USERS.signOut));
    await waitFor(() => expect(calls('POST', `${USERS}/u-7/access`).map((c) => c.body)).toEqual([{ action: 'sign-out' }]));
    await toast(ADMIN_USERS.signedOutDone('Sue Signout'));
  });

  it('cannot disable one’s own account: the menu item is off and opens nothing', async () => {
    let myId = '';
    const { me, calls, renderTab } = adminStage({ [`GET ${USERS}`]: () => list([person(11, { id: myId, display_name: 'Me Myself', role: 'admin' })]) });
    myId = me.id;
    renderTab(<UsersTab />);
    const item = await (await more('Me Myself'))(ADMIN_USERS.disable);
    expect(item.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(item);
    expect(document.querySelector('.ant-modal-title')).toBeNull();
    expect(calls('POST', `${USERS}/${myId}/access`)).toHaveLength(0);
  });

  it('shows the status, the sign-up date and the last sign-in (Never before the first)', async () => {
    const { renderTab } = adminStage({
      [`GET ${USERS}`]: list([
        person(8, { display_name: 'Newer', created_at: '2026-03-04T10:00:00.000Z', last_sign_in_at: null }),
        person(9, { display_name: 'Off', enabled: false, last_sign_in_at: '2026-11-20T15:30:00.000Z' }),
      ]),
    });
    renderTab(<UsersTab />);
    await screen.findByText('Newer');
    for (const title of [ADMIN_USERS.columns.status, ADMIN_USERS.columns.signedUp, ADMIN_USERS.columns.lastSignIn]) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const row = (name: string) => screen.getByText(name).closest('tr')!;
    expect(within(row('Newer')).getByText(ADMIN_USERS.active)).toBeTruthy();
    expect(within(row('Newer')).getByText('Mar 4, 2026')).toBeTruthy();
    expect(within(row('Newer')).getByText(ADMIN_USERS.neverSignedIn)).toBeTruthy();
    expect(within(row('Off')).getByText(ADMIN_USERS.disabled)).toBeTruthy();
    expect(within(row('Off')).getByText(/Nov 20, 2026/)).toBeTruthy();
  });

  it('exports the user entity’s columns, the access fields among them', () => {
    expect(USER_EXPORT_COLUMNS.map((c) => c.header)).toEqual(USER_EXPORT.map(([, header]) => header));
    const off = person(10, { enabled: false, last_sign_in_at: '2026-11-20T15:30:00.000Z' });
    const value = (header: string) => USER_EXPORT_COLUMNS.find((c) => c.header === header)!.value(off);
    expect([value('enabled'), value('last_sign_in_at'), value('created_at')]).toEqual([false, '2026-11-20T15:30:00.000Z', off.created_at]);
  });
});
