// The admin console in Chromium against the built app (issue 12 §5): who may open /admin; User Management (find a
// user, change their role after the confirmation, reset their tokens, edit dialog with its two tabs, the bulk bar and
// the export of a whole search across pages); Threads (open a thread, reply, and its owner reads the reply in /chat);
// Site Settings (upload a favicon: the page's icon changes at once and for the next visit); an axe scan of every tab and dialog on the way.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { ADMIN, ADMIN_SETTINGS, ADMIN_THREADS, ADMIN_USERS, CASE_STUDY_ADMIN, CHAT } from '../../functions/contracts/messages';
import { call } from '../support/http';
import { clickSettled, downloadedText, expectAccessible, logIn, submitLogin, useBrowserPage } from '../support/browser';
import { useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
useStackEnvironment();
const { saveExchange } = await import('../../functions/lib/chat/chat');
let page: Page;
useBrowserPage({ onPage: (opened) => (page = opened), context: { acceptDownloads: true }, acceptCookies: true });

const run = randomUUID().slice(0, 6);
let admin: TestUser;

/** A user with a profile (their first call creates it). */
async function member(options: Parameters<typeof createUser>[1] = {}): Promise<TestUser> {
  const user = await createUser(appUrl, options);
  expect((await call(appUrl, 'GET', API.profile, { token: user.idToken })).status).toBe(200);
  return user;
}

// An admin of their own for each test: each sign-in takes a code of a later 30-second step than the same admin's last
// one (test/support/totp.ts), so the same admin signing in for every test would wait up to 30 s at each.
beforeEach(async () => {
  admin = await member({ groups: ['admin'], displayName: `Admin ${run}` });
});

async function openAdmin(tab = 'users') {
  await logIn(page, appUrl, admin);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${appUrl}/admin?tab=${tab}`);
}

const row = (text: string) => page.locator('.ant-table-row', { hasText: text });

describe('the admin panel', () => {
  it('sends a visitor to log in and back, and a user to the dashboard; ?edit= leaves the address', async () => {
    const user = await member();
    await page.goto(`${appUrl}/admin?tab=users`);
    await page.waitForURL('**/login');
    await submitLogin(page, admin);
    await page.waitForURL('**/admin?tab=users');
    await page.getByRole('tab', { name: ADMIN.tabs.users }).waitFor();
    // ?edit= opens the case studies tab and leaves the address; an unknown id says so.
    await page.goto(`${appUrl}/admin?edit=some-case-study`);
    await page.waitForURL((url) => url.pathname === '/admin' && !url.searchParams.has('edit') && url.searchParams.get('tab') === 'case-studies');
    await page.getByRole('heading', { name: CASE_STUDY_ADMIN.title, level: 2 }).waitFor();
    await page.getByText(CASE_STUDY_ADMIN.notFound).first().waitFor();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logIn(page, appUrl, user);
    await page.waitForURL('**/dashboard');
    await page.goto(`${appUrl}/admin`);
    await page.waitForURL('**/dashboard');
  });
});

describe('user management', () => {
  it('finds a user, changes their role after the confirmation, resets their tokens after theirs; the tab and dialogs pass axe', async () => {
    const user = await member({ displayName: `Target ${run}`, email: `target-${run}@test.example` });
    await call(appUrl, 'PUT', API.adminUsers, { token: admin.idToken, body: { userId: user.sub, token_balance: 7, monthly_token_allocation: 30 } });
    await openAdmin();
    await page.getByRole('heading', { name: ADMIN_USERS.title }).waitFor();
    await expectAccessible(page, '/admin?tab=users');

    await page.getByLabel(ADMIN_USERS.searchPlaceholder).fill(`target-${run}`);
    await row(user.email).waitFor();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await page.getByText(ADMIN.showing(1, 1, 'users')).waitFor();
    await row(user.email).getByText('7 / 30').waitFor();

    // Role: the row's select asks first; granting admin warns.
    await row(user.email).getByLabel(`${ADMIN_USERS.columns.role}: Target ${run}`).click();
    await clickSettled(page.locator('.ant-select-item-option', { hasText: 'Admin' }));
    const dialog = page.getByRole('dialog', { name: ADMIN_USERS.roleChangeTitle });
    await dialog.getByText(ADMIN_USERS.adminWarning).waitFor();
    await expectAccessible(page, 'role change confirmation');
    await clickSettled(dialog.getByRole('button', { name: ADMIN.cancel }));
    await dialog.waitFor({ state: 'hidden' });

    await row(user.email).getByLabel(`${ADMIN_USERS.columns.role}: Target ${run}`).click();
    await clickSettled(page.locator('.ant-select-item-option', { hasText: 'Provider' }));
    await dialog.getByText(ADMIN_USERS.roleChangeConfirm(`Target ${run}`, 'Provider')).waitFor();
    await clickSettled(dialog.getByRole('button', { name: ADMIN.confirm }));
    await page.getByText(ADMIN_USERS.updated).first().waitFor();
    const listed = await call(appUrl, 'GET', `/api/admin/users/${user.sub}`, { token: admin.idToken });
    expect(listed.body.user.role).toBe('provider');

    // Reset Tokens asks first, naming the user and both figures, then says the new balance.
    await row(user.email).getByRole('button', { name: `${ADMIN_USERS.resetTokens} Target ${run}` }).click();
    const reset = page.getByRole('dialog', { name: ADMIN_USERS.resetTitle });
    await reset.getByText(ADMIN_USERS.resetConfirm(`Target ${run}`, 7, 30)).waitFor();
    await clickSettled(reset.getByRole('button', { name: ADMIN_USERS.resetTokens }));
    await page.getByText(ADMIN_USERS.tokensResetDetail(`Target ${run}`, 30)).first().waitFor();
    await row(user.email).getByText('30 / 30').waitFor();

    // The edit dialog and its GDPR Consent tab.
    await row(user.email).getByRole('button', { name: `${ADMIN_USERS.edit} Target ${run}` }).click();
    const edit = page.getByRole('dialog', { name: ADMIN_USERS.editTitle });
    await edit.getByLabel(ADMIN_USERS.fields.displayName).waitFor();
    await expectAccessible(page, 'edit user: User Profile');
    await edit.getByLabel(ADMIN_USERS.fields.displayName).fill('T');
    await clickSettled(edit.getByRole('button', { name: ADMIN_USERS.save }));
    await edit.getByText(ADMIN_USERS.displayNameMin).waitFor();
    await edit.getByLabel(ADMIN_USERS.fields.displayName).fill(`Renamed ${run}`);
    await edit.getByRole('tab', { name: ADMIN_USERS.consentTab }).click();
    await edit.getByText(ADMIN_USERS.consent.privacy).waitFor();
    await expectAccessible(page, 'edit user: GDPR Consent');
    await clickSettled(edit.getByRole('button', { name: ADMIN_USERS.save }));
    await page.getByText(ADMIN_USERS.updated).first().waitFor();
    await row(`Renamed ${run}`).waitFor();
  });

  it('selects a page of users for the bulk bar and exports the whole search across pages', async () => {
    const prefix = `bulk-${run}`;
    await Promise.all(Array.from({ length: 12 }, (_, i) => member({ email: `${prefix}-${String(i).padStart(2, '0')}@test.example`, displayName: `Bulk ${i}` })));
    await openAdmin();
    await page.getByLabel(ADMIN_USERS.searchPlaceholder).fill(prefix);
    await page.getByText(ADMIN.showing(10, 12, 'users')).waitFor();

    await page.locator('.ant-table-thead .ant-checkbox-input').check();
    await page.getByText(ADMIN.selected(10)).waitFor();
    await page.getByRole('button', { name: ADMIN_USERS.bulkChangeRole, exact: true }).click();
    const bulk = page.getByRole('dialog', { name: ADMIN_USERS.bulkRoleTitle });
    await bulk.getByLabel(ADMIN_USERS.bulkRolePlaceholder).click();
    await clickSettled(page.locator('.ant-select-item-option', { hasText: 'Admin' }));
    await bulk.getByText(ADMIN_USERS.adminWarning).waitFor();
    await expectAccessible(page, 'bulk role change');
    await clickSettled(bulk.getByRole('button', { name: ADMIN.cancel }));
    await bulk.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: ADMIN_USERS.bulkResetTokens, exact: true }).click();
    const reset = page.getByRole('dialog', { name: ADMIN_USERS.bulkResetTitle });
    await clickSettled(reset.getByRole('button', { name: ADMIN.confirm }));
    await page.getByText(ADMIN_USERS.bulkReset(10)).first().waitFor();

    await page.getByRole('button', { name: ADMIN.export }).click();
    const download = page.waitForEvent('download');
    await clickSettled(page.getByRole('menuitem', { name: ADMIN.exportCsv }));
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^users-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await downloadedText(file);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('id,email,display_name,role,enabled,token_balance,monthly_token_allocation,token_reset_date,token_request_pending,consent_to_privacy_policy,created_at,last_sign_in_at');
    expect(lines.slice(1).map((l) => l.split(',')[1]).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `${prefix}-${String(i).padStart(2, '0')}@test.example`));
  });
});

describe('threads', () => {
  it('opens a thread, replies as the assistant, and the owner reads the reply in /chat', async () => {
    const owner = await member({ displayName: `Owner ${run}` });
    const threadId = randomUUID();
    const title = `Mice ${run} in the attic`;
    const at = new Date(Date.now() - 5 * 60_000).toISOString();
    await saveExchange({ id: threadId, userId: owner.sub, title, createdAt: at, lastMessageAt: at }, [
      { id: randomUUID(), threadId, role: 'user', content: `Mice ${run} run in the attic at night`, createdAt: at },
    ]);
    await openAdmin('threads');
    await page.getByRole('heading', { name: ADMIN_THREADS.title, level: 2 }).waitFor();
    await page.getByLabel(ADMIN_THREADS.searchPlaceholder).fill(`Owner ${run}`);
    await row(title).waitFor();
    await row(title).getByText(threadId.slice(0, 8)).waitFor();
    await page.getByText(/^Showing 1 of \d+ threads$/).waitFor();
    await expectAccessible(page, '/admin?tab=threads');

    await row(title).getByRole('button', { name: `${ADMIN_THREADS.viewReply}: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: ADMIN_THREADS.transcriptTitle(title) });
    await dialog.getByText(`Mice ${run} run in the attic at night`).waitFor();
    await expectAccessible(page, 'thread transcript');
    await clickSettled(dialog.getByRole('button', { name: ADMIN_THREADS.send }));
    await dialog.getByText(ADMIN_THREADS.replyRequired).waitFor();
    const reply = `Admin ${run}: seal the gaps around the roof pipes.`;
    await dialog.getByPlaceholder(ADMIN_THREADS.replyPlaceholder).fill(reply);
    await dialog.getByPlaceholder(ADMIN_THREADS.replyPlaceholder).press('Control+Enter');
    await page.getByText(ADMIN_THREADS.sent).first().waitFor();
    // The reply is the team's, named as theirs apart from the AI's, here and in the owner's chat.
    const sent = dialog.locator('.admin-transcript-team', { hasText: reply });
    await sent.getByText(CHAT.teamReply('PestPilot')).waitFor();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logIn(page, appUrl, owner);
    await page.waitForURL('**/dashboard');
    await page.goto(`${appUrl}/chat`);
    await page.getByRole('heading', { name: CHAT.title, level: 1 }).waitFor();
    await page.getByRole('navigation', { name: CHAT.history }).getByRole('button', { name: new RegExp(`Mice ${run}`) }).click();
    await page.locator('.chat-message-assistant', { hasText: reply }).getByText(CHAT.teamReply('PestPilot')).waitFor();
  });
});

describe('site settings', () => {
  /** A real 1x1 PNG. */
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const pageIcon = () => page.locator('link[rel="icon"]').getAttribute('href');

  it('uploads a favicon: the page icon changes at once, and for the next visit', async () => {
    await openAdmin('settings');
    await page.getByRole('heading', { name: ADMIN_SETTINGS.title, level: 2 }).waitFor();
    await page.getByText(ADMIN_SETTINGS.noFileTitle, { exact: true }).waitFor();
    await expectAccessible(page, '/admin?tab=settings');

    await page.getByRole('button', { name: ADMIN_SETTINGS.upload }).click();
    await page.getByText(ADMIN_SETTINGS.noFile).waitFor();

    await page.getByLabel(ADMIN_SETTINGS.choose).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText(ADMIN_SETTINGS.invalidType).waitFor();

    await page.getByLabel(ADMIN_SETTINGS.choose).setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: ADMIN_SETTINGS.preview }).waitFor();
    await page.getByText(`${ADMIN_SETTINGS.chosen}: icon.png`).waitFor();
    await page.getByRole('button', { name: ADMIN_SETTINGS.upload }).click();
    await page.getByText(ADMIN_SETTINGS.updated, { exact: true }).waitFor();
    await expect.poll(pageIcon).toMatch(/^\/public\/favicon-\d+\.png$/);
    const icon = await pageIcon();
    await page.getByText(icon!).waitFor();

    const served = await page.request.get(`${appUrl}${icon}`);
    expect(served.headers()['content-type']).toBe('image/png');

    await page.goto(`${appUrl}/about`);
    await expect.poll(pageIcon).toBe(icon);
  });
});
