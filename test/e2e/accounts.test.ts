// Account journeys in Chromium against the built app: register (a toast, then /login), confirm from the mailbox,
// log in, navigate,
// log out; forgot and reset password from the mailbox; the admin menu; the 404 page; accessibility of each page.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AUTH } from '../../functions/contracts/messages';
import { SEED_USERS } from '../../infra/local/settings';
import { clickSettled, expectAccessible, logIn, linkFromMailbox, useBrowserPage } from '../support/browser';

const appUrl = inject('appUrl');
const mailboxUrl = inject('mailboxUrl');
let page: Page;
useBrowserPage({ onPage: (opened) => (page = opened) });

async function logOut() {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await clickSettled(page.getByText('Log out'));
  await page.waitForURL(`${appUrl}/`);
}

describe('accounts', () => {
  it('registers, confirms through the mailbox link, logs in, navigates and logs out', async () => {
    const email = `new${Date.now()}@example.com`;
    await page.goto(`${appUrl}/register`);
    await expectAccessible(page, '/register');
    await page.getByLabel('Display Name').fill('New Person');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(AUTH.passwordMin).waitFor();
    await page.getByLabel('Password').fill('NewPass123');
    // The message leaves with a collapse that moves the button up: a press while it moves lands beside it.
    await page.getByText(AUTH.passwordMin).waitFor({ state: 'detached' });
    const created = Date.now();
    await page.getByRole('button', { name: 'Create account' }).click();
    // Spec: a toast, then /login with the email prefilled (3 seconds at the latest).
    await page.getByText(AUTH.registerConfirmationSent).waitFor();
    await page.waitForURL('**/login', { timeout: 3_000 });
    expect(Date.now() - created).toBeLessThan(3_500);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Confirmation code').count()).toBe(0);

    await page.goto(await linkFromMailbox(mailboxUrl, email, '/register?confirm=1'));
    await page.getByText(AUTH.accountConfirmed).waitFor();
    await page.waitForURL('**/login', { timeout: 10_000 });
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    await page.getByLabel('Password').fill('NewPass123');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /New Person/ }).waitFor();
    await expectAccessible(page, '/dashboard');

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Dashboard', 'Consult AI', 'Providers', 'Knowledgebase', 'FAQ', 'Add Your Business']) {
      await nav.getByRole('link', { name: label }).waitFor();
    }
    await page.getByRole('button', { name: /Account menu/ }).click();
    await clickSettled(page.getByRole('link', { name: 'Profile', exact: true }));
    await page.waitForURL('**/profile');
    expect(await page.getByLabel('Display name').inputValue()).toBe('New Person');
    await expect(page.getByRole('link', { name: 'Admin Panel' }).count()).resolves.toBe(0);
    await expectAccessible(page, '/profile');

    await logOut();
    await page.getByRole('link', { name: 'Sign up' }).first().waitFor();
    await page.goto(`${appUrl}/profile`);
    await page.waitForURL('**/login');
  });

  it('rejects a wrong password with the spec message', async () => {
    await logIn(page, appUrl, { email: SEED_USERS.demo.email, password: 'WrongPass123' });
    await page.getByText(AUTH.invalidCredentials).waitFor();
    await expectAccessible(page, '/login');
  });

  it('resets a forgotten password through the mailbox link and logs in with the new one', async () => {
    const email = SEED_USERS.demo.email;
    await page.goto(`${appUrl}/forgot-password`);
    await expectAccessible(page, '/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(AUTH.resetLinkSentTitle).waitFor();

    await page.goto(await linkFromMailbox(mailboxUrl, email, '/reset-password'));
    await page.getByLabel('New Password').waitFor();
    await expectAccessible(page, '/reset-password');
    await page.getByLabel('New Password').fill('Changed123');
    await page.getByLabel('Confirm Password').fill('Changed124');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(AUTH.passwordsDoNotMatch).waitFor();
    await page.getByLabel('Confirm Password').fill('Changed123');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(AUTH.resetSuccess).waitFor();
    await page.waitForURL('**/login', { timeout: 10_000 });

    await logIn(page, appUrl, { email, password: SEED_USERS.demo.password });
    await page.getByText(AUTH.invalidCredentials).waitFor();
    await logIn(page, appUrl, { email, password: 'Changed123' });
    await page.waitForURL('**/dashboard');
    await logOut();
  });

  it('always says the reset link was sent, even for an unknown e-mail', async () => {
    await page.goto(`${appUrl}/forgot-password`);
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(AUTH.resetLinkSentTitle).waitFor();
  });

  it('shows an invalid reset link as such', async () => {
    await page.goto(`${appUrl}/reset-password?type=recovery`);
    await page.getByText(AUTH.resetInvalidTitle).waitFor();
  });

  it('gives the admin the Admin Panel and System Monitoring', async () => {
    await logIn(page, appUrl, SEED_USERS.admin);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Admin Panel', exact: true }).waitFor();
    await page.getByRole('link', { name: 'System Monitoring', exact: true }).waitFor();
  });

  it('shows the 404 page with Go Back and Back to Home', async () => {
    await page.goto(`${appUrl}/about`);
    await expectAccessible(page, '/about');
    await page.goto(`${appUrl}/no-such-page`);
    await page.getByText('Page Not Found').waitFor();
    await expectAccessible(page, '404');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/about');
    await page.goto(`${appUrl}/no-such-page`);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${appUrl}/`);
    await expectAccessible(page, '/');
  });

  it('opens the slide-down menu on a phone-sized screen', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${appUrl}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).waitFor();
    await expectAccessible(page, 'mobile menu');
  });
});
