// The account area in Chromium against the built app: the profile's tabs (display name, marketing consent, the
// data export), the password change and a login with the new password, a data deletion request (pending, signed
// out, back at /), the dashboard's charts and CSV report, and an axe scan of every page and tab on the way.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ACCOUNT_EXPORT, type AccountExport } from '../../functions/contracts/account';
import { DASHBOARD } from '../../functions/contracts/analytics';
import type { ChatMessage } from '../../functions/contracts/chat';
import {
  AUTH,
  DASHBOARD_PAGE,
  DATA_DELETION,
  DATA_DELETION_PAGE,
  PASSWORD_CHANGE_DIALOG,
  PROFILE_PAGE,
  SETTINGS_TAB,
} from '../../functions/contracts/messages';
import { clickSettled, downloadedText, expectAccessible, logIn, useBrowserPage } from '../support/browser';
import { useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
useStackEnvironment();
const { saveExchange } = await import('../../functions/lib/chat/chat');

let page: Page;
// The cookie banner has its own journeys; here it would only cover the controls.
useBrowserPage({ onPage: (opened) => (page = opened), context: { acceptDownloads: true }, acceptCookies: true });

async function signedInAs(user: TestUser) {
  await logIn(page, appUrl, user);
  await page.waitForURL('**/dashboard');
}

/** A conversation of `user` with one question and its answer a minute later, asked `daysAgo` days ago. */
async function conversation(user: TestUser, question: string, daysAgo: number) {
  const id = randomUUID();
  const asked = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  const answered = new Date(asked.getTime() + 60_000);
  const messages: ChatMessage[] = [
    { id: randomUUID(), threadId: id, role: 'user', content: question, createdAt: asked.toISOString() },
    { id: randomUUID(), threadId: id, role: 'assistant', content: 'Start with sealing entry points.', createdAt: answered.toISOString() },
  ];
  await saveExchange({ id, userId: user.sub, title: question.slice(0, 30), createdAt: asked.toISOString(), lastMessageAt: answered.toISOString() }, messages);
}

describe('profile', () => {
  it('edits the display name, toggles marketing consent and downloads the export; every tab passes axe', async () => {
    const user = await createUser(appUrl, { displayName: 'Area User' });
    await signedInAs(user);

    await page.goto(`${appUrl}/profile`);
    const name = page.getByLabel('Display name');
    expect(await name.inputValue()).toBe('Area User');
    await expectAccessible(page, '/profile?tab=profile');
    await name.fill('Area Person');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(PROFILE_PAGE.updated).waitFor();
    await page.reload();
    await page.getByLabel('Display name').waitFor();
    expect(await page.getByLabel('Display name').inputValue()).toBe('Area Person');

    await page.getByRole('tab', { name: 'Tokens' }).click();
    await page.waitForURL('**/profile?tab=tokens');
    await page.getByText('Request More Tokens').waitFor();
    await expectAccessible(page, '/profile?tab=tokens (Token Usage)');
    await page.getByRole('tab', { name: 'Token History' }).click();
    await page.getByRole('columnheader', { name: 'Messages' }).waitFor();
    await expectAccessible(page, '/profile?tab=tokens (Token History)');

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.waitForURL('**/profile?tab=settings');
    const consent = page.getByRole('switch', { name: 'Marketing e-mails' });
    expect(await consent.getAttribute('aria-checked')).toBe('false');
    await page.getByText(SETTINGS_TAB.privacyUnknown, { exact: true }).waitFor();
    await expectAccessible(page, '/profile?tab=settings');
    await consent.click();
    await page.getByText(/Consented on /).waitFor();
    await page.reload();
    await page.getByRole('switch', { name: 'Marketing e-mails', checked: true }).waitFor();
    await page.getByRole('switch', { name: 'Marketing e-mails' }).click();
    await page.getByRole('switch', { name: 'Marketing e-mails', checked: false }).waitFor();
    await page.reload();
    await page.getByRole('switch', { name: 'Marketing e-mails', checked: false }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export My Data' }).click()]);
    // Downloaded from the short-lived link to the user's own file, with the dated name the link's file carries.
    expect(new URL(download.url()).pathname).toContain(`/${ACCOUNT_EXPORT.prefix}${user.sub}/`);
    expect(download.suggestedFilename()).toMatch(/^pestpilot-data-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await downloadedText(download)) as AccountExport;
    expect(exported.profile.email).toBe(user.email);
    expect(exported.profile.displayName).toBe('Area Person');
    expect(exported.consents.marketingConsent).toBe(false);
  });

  it('changes the password, signs out to /login and logs in with the new one', async () => {
    const user = await createUser(appUrl);
    await signedInAs(user);
    await page.goto(`${appUrl}/profile?tab=settings`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: PASSWORD_CHANGE_DIALOG.title });
    await dialog.getByLabel('Current Password').fill(user.password);
    await dialog.getByLabel('New Password', { exact: true }).fill('Changed456');
    await dialog.getByLabel('Confirm New Password').fill('Changed457');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await dialog.getByText('New passwords do not match').waitFor();
    await expectAccessible(page, 'change-password dialog');
    await dialog.getByLabel('Confirm New Password').fill('Changed456');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await clickSettled(page.getByRole('button', { name: 'Yes, change my password' }));
    // The change ends in the success message or the dialog's error: a failure names the error it showed.
    const refused = dialog.getByRole('alert');
    await page.getByText(PASSWORD_CHANGE_DIALOG.success).first().or(refused).first().waitFor();
    expect(await refused.allTextContents()).toEqual([]);
    await page.waitForURL('**/login', { timeout: 10_000 });

    // The old password no longer works; the new one does, and leads back to the settings.
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText(AUTH.invalidCredentials).waitFor();
    await page.getByLabel('Password').fill('Changed456');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // Signed in: the login page sends the user on (back to the settings they came from, or the dashboard).
    await page.getByRole('button', { name: /Account menu/ }).waitFor();
    await page.waitForURL((url) => url.pathname !== '/login');
  });
});

describe('data deletion', () => {
  it('requests deletion: pending shown, signed out, back at /', async () => {
    const user = await createUser(appUrl);
    await signedInAs(user);
    // A new user's dashboard: empty states instead of a pie and activities.
    await page.getByText(DASHBOARD_PAGE.noPestData).waitFor();
    await page.getByText(DASHBOARD_PAGE.noActivities).waitFor();
    await expectAccessible(page, '/dashboard (no conversations yet)');
    await page.goto(`${appUrl}/data-deletion`);
    await page.getByText(DATA_DELETION.warning).waitFor();
    await expectAccessible(page, '/data-deletion');

    await page.getByRole('button', { name: DATA_DELETION_PAGE.submit }).click();
    await page.getByText(DATA_DELETION.confirmRequired).waitFor();
    await page.getByRole('checkbox', { name: DATA_DELETION_PAGE.confirmLabel }).check();
    await page.getByRole('button', { name: DATA_DELETION_PAGE.submit }).click();
    await page.getByText(DATA_DELETION_PAGE.dialogText).waitFor();
    await expectAccessible(page, 'data deletion dialog');
    await page.getByRole('button', { name: DATA_DELETION.confirmButton }).click();

    await page.getByText(DATA_DELETION.submittedTitle).waitFor();
    await page.getByText(DATA_DELETION_PAGE.pendingTitle).waitFor();
    await page.waitForURL(`${appUrl}/`, { timeout: 10_000 });
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    await page.goto(`${appUrl}/data-deletion`);
    await page.waitForURL('**/login');
  });
});

describe('dashboard', () => {
  it('draws the charts, downloads the CSV report and passes axe', async () => {
    const user = await createUser(appUrl, { displayName: 'Chart User' });
    await conversation(user, 'Ants in the kitchen again', 0);
    await conversation(user, 'Mice behind the fridge', 1);
    await conversation(user, 'Ant trail by the window', 4);
    await signedInAs(user);

    await page.getByRole('heading', { name: 'Welcome back, Chart User' }).waitFor();
    await page.getByRole('heading', { name: 'Analytics and Reporting' }).waitFor();
    await page.locator('.dashboard-chart canvas').nth(2).waitFor({ timeout: 20_000 });
    expect(await page.locator('.dashboard-chart canvas').count()).toBeGreaterThanOrEqual(3);
    await page.getByText('Ants in the kitchen again').waitFor();
    await expectAccessible(page, '/dashboard');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Report' }).click()]);
    expect(download.suggestedFilename()).toBe(DASHBOARD.reportFileName);
    const csv = await downloadedText(download);
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('Period,Messages');
    expect(lines).toHaveLength(1 + DASHBOARD.dailyBuckets);
    expect(lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[1]), 0)).toBe(6);

    await page.getByText('Month', { exact: true }).click();
    await page.getByRole('heading', { name: 'Message usage, last 6 months' }).waitFor();
    await page.locator('.dashboard-chart canvas').first().waitFor();
  });
});
