// An admin's second factor in Chromium against the built app (the test stack requires it of admins, as every deployed
// stage does): an admin without TOTP who opens the console sets it up from the screen's QR code and key first, then
// reaches it; signs out, and signing in again asks for the authenticator's code before the console opens.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ADMIN, MFA } from '../../functions/contracts/messages';
import { clickSettled, expectAccessible, logIn, useBrowserPage } from '../support/browser';
import { nextTotpCode } from '../support/totp';
import { createUser } from '../support/users';

const appUrl = inject('appUrl');
let page: Page;
useBrowserPage({ onPage: (opened) => (page = opened), acceptCookies: true });

describe('an admin’s second factor', () => {
  it('is set up before the console opens, and asked for at the next sign-in', async () => {
    const admin = await createUser(appUrl, { groups: ['admin'], displayName: 'Enrolling Admin', totp: false });
    await logIn(page, appUrl, admin);
    await page.waitForURL('**/dashboard');

    await page.goto(`${appUrl}/admin`);
    await page.getByRole('heading', { name: MFA.enrolTitle, level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: ADMIN.title }).count()).toBe(0);
    await page.getByRole('img', { name: MFA.qrLabel }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page, 'TOTP set-up');
    await page.getByLabel(MFA.codeLabel).fill(await nextTotpCode(secret));
    await page.getByRole('button', { name: MFA.verify }).click();
    await page.getByRole('heading', { name: ADMIN.title, level: 1 }).waitFor();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await clickSettled(page.getByText('Log out'));
    await page.waitForURL(`${appUrl}/`);

    await logIn(page, appUrl, { ...admin, totpSecret: secret });
    await page.waitForURL('**/dashboard');
    await page.goto(`${appUrl}/admin`);
    await page.getByRole('heading', { name: ADMIN.title, level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: MFA.enrolTitle }).count()).toBe(0);
  });
});
