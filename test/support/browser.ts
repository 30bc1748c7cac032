// The journeys' pages in the run's Chromium (support/chromium) with a fresh context for each test, what that page saw
// when its test fails, a download's content, an axe-core scan, and the local mailbox's links.
import { text } from 'node:stream/consumers';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContextOptions, type Download, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, type TestContext } from 'vitest';
import './chromium';
import { MFA } from '../../functions/contracts/messages';
import { readMailbox } from '../../infra/local/mail';
import { SEEDED_ADMIN_TOTP_SECRET, SEED_USERS } from '../../infra/local/settings';
import { runsAlone } from './aloneFiles';
import { sharedTurn, turnAlone } from './fileTurns';
import { nextTotpCode } from './totp';

export interface BrowserPageOptions {
  /** Called before each test with that test's new page (for example `(opened) => (page = opened)`). */
  onPage: (page: Page) => void;
  /** Options for each test's new browser context (locale, downloads, …). */
  context?: BrowserContextOptions;
  /** Store the cookie choice before any page loads, so the cookie banner stays away (it covers some controls). */
  acceptCookies?: boolean;
}

/** Chromium's console line for anything the Content-Security-Policy refused (a script, an image, a connection, ...). */
const CSP_VIOLATION = /violates the following Content Security Policy directive/;

/**
 * What a page went through, for the report of a failed journey: its URLs (history navigations included), console
 * warnings and errors, uncaught errors, its API and Cognito calls, and failed or refused requests, each with the
 * time since the page opened.
 */
function recordPage(page: Page): string[] {
  const opened = Date.now();
  const log: string[] = [];
  const note = (line: string) => log.push(`+${((Date.now() - opened) / 1000).toFixed(2)}s ${line}`);
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`url ${frame.url()}`));
  page.on('console', (m) => ['warning', 'error'].includes(m.type()) && note(`console.${m.type()} ${m.text()}`));
  page.on('pageerror', (error) => note(`page error ${error.message}`));
  page.on('requestfailed', (r) => note(`request failed ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    const call = pathname.startsWith('/api/') || pathname.startsWith('/cognito');
    if (call || r.status() >= 400) note(`${r.status()} ${r.request().method()} ${pathname} ${r.request().headers()['x-amz-target'] ?? ''}`);
  });
  return log;
}

/** The report of a failed journey: where the page is, its toasts and alerts, its text, and what it went through. */
async function failureReport(page: Page, log: string[]): Promise<string> {
  const shown = await page
    .locator('.ant-message-notice, .ant-notification-notice, [role="alert"], [role="status"]')
    .allInnerTexts()
    .catch((error: Error) => [`(could not read: ${error.message})`]);
  const text = await page
    .locator('body')
    .innerText()
    .catch((error: Error) => `(could not read: ${error.message})`);
  return [
    `page at ${page.url()}`,
    `showing: ${JSON.stringify(shown.filter(Boolean))}`,
    `text: ${JSON.stringify(text.replace(/\s+/g, ' ').slice(0, 600))}`,
    ...log,
  ].join('\n  ');
}

/**
 * The browser/page lifecycle of a journey file: its turn beside the other worker's file (or alone, support/aloneFiles),
 * a connection to the run's Chromium for the file (made before all its tests, closed after them) and, for each test, a
 * new context and page, closed after the test; a failed test prints what its page saw. Call once at the top level of
 * the file, before any hook of its own (its afterAll hooks then run before the turn is given back).
 */
export function useBrowserPage({ onPage, context: contextOptions, acceptCookies = false }: BrowserPageOptions): void {
  let browser: Browser | undefined;
  let page: Page | undefined;
  let log: string[] = [];
  let endTurn: (() => void) | undefined;
  beforeAll(async () => {
    const { testPath } = expect.getState();
    if (!testPath) throw new Error("expect's state names no running file, so its turn cannot be chosen");
    endTurn = await (runsAlone(testPath) ? turnAlone() : sharedTurn());
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    // A connected browser's close() drops this file's contexts and the connection; the run's Chromium stays.
    await browser?.close();
    endTurn?.();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('The browser did not launch');
    const context = await browser.newContext(contextOptions);
    if (acceptCookies) await context.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    page = await context.newPage();
    log = recordPage(page);
    onPage(page);
  });
  afterEach(async ({ task }: TestContext) => {
    if (page && task.result?.state === 'fail') console.error(`What the page saw in '${task.name}':\n  ${await failureReport(page, log)}`);
    await page?.context().close();
    page = undefined;
    // The journeys run under the site's real CSP (infra/securityHeaders.ts): anything it refused is a failure.
    expect(log.filter((line) => CSP_VIOLATION.test(line))).toEqual([]);
  });
}

/** A finished download's content as text (read over the connection: a connected browser's files have no local path). */
export async function downloadedText(download: Download): Promise<string> {
  return text(await download.createReadStream());
}

/**
 * Logs in from the login page as a user does, giving the authenticator's code when the user has TOTP on (an admin
 * from createUser, or the seeded admin, whom the test stacks enrol): where the app goes next is the caller's to check.
 */
export async function logIn(page: Page, appUrl: string, user: { email: string; password: string; totpSecret?: string }): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await submitLogin(page, user);
}

/** Fills and sends the login form the page shows, and the code step after it for a user with TOTP on (see logIn). */
export async function submitLogin(page: Page, { email, password, totpSecret }: { email: string; password: string; totpSecret?: string }): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const secret = totpSecret ?? (email === SEED_USERS.admin.email ? SEEDED_ADMIN_TOTP_SECRET : undefined);
  if (!secret) return;
  await page.getByLabel(MFA.codeLabel).fill(await nextTotpCode(secret));
  await page.getByRole('button', { name: MFA.verify, exact: true }).click();
}

/** Waits until the app has taken the page over: the canonical link is the app's (DocumentTitle), never pre-rendered. */
export async function hydrated(target: Page): Promise<void> {
  await target.locator('link[rel="canonical"]').waitFor({ state: 'attached' });
}

/**
 * An element in one of antd's enter/appear/leave motions. Left out: a button's loading icon (its exit can stall,
 * hidden: web/src/app/styles.css) and the wave of a clicked button (a shadow without text fading for 2 s, which a scan
 * after a click waited out: about 2 s a scan, 14 scans of the run).
 */
const MOVING = ['-enter', '-appear', '-leave'].map((c) => `[class*="${c}"]:not(.ant-btn-loading-icon, .ant-wave)`).join(', ');

/**
 * Clicks `target` (in a dialog or menu that has just opened) once its opening motion is over. antd holds an opening
 * overlay on its first frame for a moment, which passes Playwright's stability check; a press made then lands where
 * the element is about to leave, the release lands elsewhere, and the click is lost without an error.
 */
export async function clickSettled(target: Locator): Promise<void> {
  const element = await target.elementHandle();
  await target.page().waitForFunction(([el, moving]) => !(el as Element).closest(moving as string), [element, MOVING] as const);
  await target.click();
}

/** An open modal dialog (antd's Modal and Drawer): while it is open, the page behind it is out of the user's reach. */
const MODAL = '[role="dialog"][aria-modal="true"]';

/**
 * No serious or critical accessibility violation on the page once antd's enter/leave animations are over; with a modal
 * dialog open, in the dialog (the journeys scan the page behind it in its own state, and a scan of the whole page
 * again cost as much as the dialog's several times over).
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Mid-animation (a dialog fading in, a menu fading out) text is at partial opacity and fails contrast: wait for every
  // animation to end (an animation that never ends fails at Playwright's bound, as a hung wait).
  await page.waitForFunction((selector) => !document.querySelector(selector), MOVING);
  // Legacy mode runs axe in the page itself (the default opens a blank page per scan to merge frame results: the app
  // has no cross-origin frames to merge) and only violations carry their nodes: half the time per scan, same findings.
  const scan = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (await page.locator(`${MODAL}:visible`).count()) scan.include(MODAL);
  const results = await scan.analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `accessibility of ${label}`).toEqual([]);
}

/** The first link in the newest mail to `to` whose href contains `path`, waiting for it to arrive. */
export async function linkFromMailbox(mailboxUrl: string, to: string, path: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mails = (await readMailbox(mailboxUrl)).filter((m) => m.destination.to.includes(to));
    for (const mail of mails.reverse()) {
      const html = mail.body.html ?? mail.body.text ?? '';
      const href = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&')).find((h) => h.includes(path));
      if (href) return href;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} with a link to ${path}`);
}
