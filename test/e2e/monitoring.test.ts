// System monitoring in Chromium against the built app: an admin sees a chat send in API Performance, a client error
// thrown in the page in the Errors tab and clears it; a user reads that the page is for admins and a visitor is sent
// to log in; the status alert appears while the API does not answer and goes when it does; axe on every tab.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { STARTER_QUESTIONS } from '../../functions/contracts/chat';
import { CHAT, ERROR_PANEL, MONITORING, SYSTEM_STATUS } from '../../functions/contracts/messages';
import type { MonitoringMetrics } from '../../functions/contracts/monitoring';
import { HEALTH_CHECK_INTERVAL_MS } from '../../functions/contracts/monitoring';
import { expectAccessible, logIn, useBrowserPage } from '../support/browser';
import { call } from '../support/http';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
let page: Page;
// Alone (support/aloneFiles): the panel counts every model call of the stack and shows, then clears, every file's
// client errors.
useBrowserPage({ onPage: (opened) => (page = opened), acceptCookies: true });

async function signedInAs(user: TestUser) {
  await logIn(page, appUrl, user);
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
}

const tab = (name: string) => page.getByRole('tab', { name });

describe('monitoring', () => {
  it('shows an admin a chat send in API Performance, and a thrown client error in the Errors tab until cleared; every tab passes axe', async () => {
    const admin = await createUser(appUrl, { groups: ['admin'], displayName: 'Monitoring Admin' });
    const before = (await call<MonitoringMetrics>(appUrl, 'GET', API.monitoringMetrics, { token: admin.idToken })).body;
    await signedInAs(admin);

    await page.getByRole('link', { name: 'Open System Monitoring' }).click();
    await page.waitForURL('**/monitoring');
    await page.getByRole('heading', { name: MONITORING.title, level: 1 }).waitFor();

    await page.goto(`${appUrl}/chat`);
    await page.getByRole('heading', { name: CHAT.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: STARTER_QUESTIONS[0] }).click();
    // The whole reply (a streaming one is still being written and its call not yet counted).
    await page.locator('.chat-message-assistant:not([data-streaming])').first().waitFor();

    // The error is thrown in a task of its own, as a page's code throws; it is reported (kept until the reporter has
    // loaded, when the browser is idle) before the admin goes to see it.
    const message = `E2E monitoring error ${randomUUID()}`;
    const reported = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === API.clientErrors && (request.postData() ?? '').includes(message));
    await page.evaluate((text) => void setTimeout(() => {
      throw new Error(text);
    }), message);
    await reported;

    await page.goto(`${appUrl}/monitoring`);
    await page.getByText(MONITORING.apiPerformance, { exact: true }).waitFor();
    await page.getByText(`${before.successfulRequests + 1}/${before.totalRequests + 1}`, { exact: false }).first().waitFor();
    await page.getByText(MONITORING.circuit.closed).waitFor();
    await page.getByRole('heading', { name: MONITORING.responseHistory }).waitFor();
    await page.locator('canvas').first().waitFor();
    await page.getByText(MONITORING.noPendingOperations, { exact: false }).waitFor();
    await expectAccessible(page, '/monitoring (Overview)');

    await tab(MONITORING.tabs.health).click();
    for (const name of Object.values(MONITORING.services)) await page.getByRole('heading', { name, level: 3 }).waitFor();
    await page.getByRole('button', { name: MONITORING.hideDetails }).waitFor();
    expect(await page.getByRole('button', { name: MONITORING.hideDetails }).count()).toBe(1);
    await page.getByRole('button', { name: MONITORING.showDetails }).nth(1).click();
    await page.getByText(MONITORING.apiMetrics).waitFor();
    expect(await page.getByRole('button', { name: MONITORING.hideDetails }).count()).toBe(1);
    await expectAccessible(page, '/monitoring (Health)');

    await tab(MONITORING.tabs.errors).click();
    await page.getByText(message).waitFor();
    await page.getByText(ERROR_PANEL.totalErrors).waitFor();
    await expectAccessible(page, '/monitoring (Errors)');
    await page.getByText(message).click();
    await page.getByText(ERROR_PANEL.stack, { exact: true }).waitFor();

    // Clear All asks first, then says what it deleted.
    await page.getByRole('button', { name: ERROR_PANEL.clearAll }).click();
    const confirm = page.getByRole('dialog', { name: ERROR_PANEL.clearTitle });
    await confirm.waitFor();
    await expectAccessible(page, 'clear the error log');
    await confirm.getByRole('button', { name: ERROR_PANEL.clear }).click();
    await page.getByText(ERROR_PANEL.cleared).first().waitFor();
    await page.getByText(ERROR_PANEL.empty).waitFor();
    expect(await page.getByText(message).count()).toBe(0);
  });

  it('tells a user the page is for admins, and sends a visitor to log in', async () => {
    await page.goto(`${appUrl}/monitoring`);
    await page.waitForURL('**/login');
    // Logging in on the page the guard sent the visitor to brings them back to /monitoring.
    const user = await createUser(appUrl);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/monitoring');
    await page.getByText(MONITORING.adminOnly).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
  });
});

describe('the status alert', () => {
  it('appears while the API does not answer and goes when it answers again', async () => {
    await page.clock.install();
    await page.route('**/api/health', (route) => route.abort('connectionrefused'));
    await page.goto(`${appUrl}/about`);
    const alert = page.getByRole('alert').filter({ hasText: SYSTEM_STATUS.unavailable });
    await alert.waitFor();
    await expectAccessible(page, '/about with the status alert');

    await page.unroute('**/api/health');
    await page.clock.fastForward(HEALTH_CHECK_INTERVAL_MS);
    await alert.waitFor({ state: 'detached' });
  });
});
