// 'Connect with a professional' in Chromium against the built app: it asks first (the provider it picked, the user's
// name, e-mail and chat that will be sent, the directory instead), axe on the dialog, then one toast with the reference.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STARTER_QUESTIONS } from '../../functions/contracts/chat';
import { CHAT, CONNECT_DIALOG } from '../../functions/contracts/messages';
import { clickSettled, expectAccessible, logIn, useBrowserPage } from '../support/browser';
import { createUser } from '../support/users';

const appUrl = inject('appUrl');
let page: Page;
useBrowserPage({ onPage: (opened) => (page = opened), context: { locale: 'en-GB' }, acceptCookies: true });

describe('connect with a professional', () => {
  it('names the provider and what will be sent before sending, then says so once', async () => {
    const user = await createUser(appUrl, { displayName: 'Connie Connect' });
    await logIn(page, appUrl, user);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    await page.goto(`${appUrl}/chat`);
    await page.getByRole('button', { name: STARTER_QUESTIONS[0] }).click();
    await page.locator('.chat-message-assistant').first().getByText('Likely pest: Cockroaches').waitFor();

    await page.getByRole('button', { name: CHAT.connectProfessional }).click();
    const dialog = page.getByRole('dialog', { name: CONNECT_DIALOG.title });
    await dialog.getByText(/^We will send your request to .+, a well-rated provider near you\.$/).waitFor();
    await dialog.getByText('Connie Connect').waitFor();
    await dialog.getByText(user.email).waitFor();
    expect(await dialog.getByLabel(CONNECT_DIALOG.chat).innerText()).toContain(`Me: ${STARTER_QUESTIONS[0]}`);
    expect(await dialog.getByRole('link', { name: CONNECT_DIALOG.choose }).getAttribute('href')).toBe('/providers');
    await expectAccessible(page, 'the connect dialog');

    await clickSettled(dialog.getByRole('button', { name: CONNECT_DIALOG.send }));
    await page.getByText(/Request sent! \(Ref: #\w{8}\) A pest control provider will contact you soon\./).waitFor();
    expect(await page.getByText(/Request sent!/).count()).toBe(1);
    await dialog.waitFor({ state: 'detached' });
  });
});
