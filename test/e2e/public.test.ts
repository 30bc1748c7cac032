// Public pages in Chromium against the built app: the cookie banner (Accept All hides it for good, close declines, on a
// phone it is never a page's largest paint nor over the chat's send button),
// the contact form reaching the support mailbox, and axe scans of / (with the footer and the cookie banner on screen),
// /about, /contact and /privacy-policy (as a visitor who has chosen) and of the cookie dialog.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '../../functions/contracts/config';
import { CHAT, CONTACT, COOKIES, PRIVACY_POLICY } from '../../functions/contracts/messages';
import { readMailbox } from '../../infra/local/mail';
import { COOKIE_BANNER_DELAY_MS } from '../../web/src/features/cookies/consent';
import { expectAccessible, hydrated, logIn, useBrowserPage } from '../support/browser';
import { createUser } from '../support/users';

const appUrl = inject('appUrl');
const mailboxUrl = inject('mailboxUrl');
const supportEmail = process.env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL;
let page: Page;
useBrowserPage({ onPage: (opened) => (page = opened) });

const banner = () => page.getByRole('region', { name: COOKIES.label });
const storedChoice = () => page.evaluate(() => localStorage.getItem('cookiesAccepted'));

/**
 * Opens a page and waits for it and, on a first visit, for the cookie banner, which appears late; without the banner,
 * as a visitor who has chosen (so that it cannot appear while the page is measured or scanned).
 */
async function openSettled(path: string, { banner: withBanner = true } = {}) {
  if (!withBanner) await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await page.goto(`${appUrl}${path}`);
  await page.getByRole('contentinfo').waitFor();
  if (withBanner) await banner().waitFor();
}

/** With the page's clock installed: lets the banner's delay pass, and finds no banner. */
async function expectNoBannerAfterItsDelay() {
  await page.getByRole('banner').waitFor();
  await page.clock.runFor(COOKIE_BANNER_DELAY_MS * 2);
  await page.getByRole('contentinfo').waitFor();
  expect(await banner().count()).toBe(0);
}

describe('cookie banner', () => {
  it('appears after about 1.5 s, and Accept All hides it for good', async () => {
    const started = Date.now();
    await page.goto(`${appUrl}/`);
    await page.getByRole('heading', { name: 'Free AI pest-control advice' }).waitFor();
    await banner().waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    await banner().getByRole('button', { name: COOKIES.acceptAll }).click();
    await banner().waitFor({ state: 'detached' });
    expect(await storedChoice()).toBe('true');

    await page.clock.install();
    await page.reload();
    await expectNoBannerAfterItsDelay();
    await page.goto(`${appUrl}/about`);
    await expectNoBannerAfterItsDelay();
  });

  it('counts closing the banner as Decline', async () => {
    await page.goto(`${appUrl}/contact`);
    await banner().getByRole('button', { name: COOKIES.close }).click();
    await banner().waitFor({ state: 'detached' });
    expect(await storedChoice()).toBe('false');
    await page.clock.install();
    await page.reload();
    await expectNoBannerAfterItsDelay();
  });

  // It appears late, so a banner whose text outsized the page's own was the page's largest paint (a poor LCP).
  it.each(['/register', '/chat', '/providers'])("is never the largest paint of %s on a phone: its one line is smaller than the page's text", async (path) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${appUrl}${path}`);
    await banner().waitFor();
    const bannerPaints = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          // Two frames: the banner has been presented, so a paint of it is among the buffered entries.
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              new PerformanceObserver((list, observer) => {
                observer.disconnect();
                resolve(list.getEntries().filter((entry) => (entry as PerformanceEntry & { element: Element | null }).element?.closest('.cookie-banner')).length);
              }).observe({ type: 'largest-contentful-paint', buffered: true }),
            ),
          );
        }),
    );
    expect(bannerPaints).toBe(0);
  });

  it("leaves the chat's send button clear on a phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, appUrl, await createUser(appUrl));
    await page.waitForURL('**/dashboard');
    await page.goto(`${appUrl}/chat`);
    const send = page.getByRole('button', { name: CHAT.send });
    await send.waitFor();
    await banner().waitFor();
    const [a, b] = [(await send.boundingBox())!, (await banner().boundingBox())!];
    const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps, `send button ${JSON.stringify(a)}, banner ${JSON.stringify(b)}`).toBe(false);
  });

  it('explains the cookies in an accessible Learn more dialog', async () => {
    await openSettled('/');
    await banner().getByRole('button', { name: COOKIES.learnMore }).click();
    const dialog = page.getByRole('dialog', { name: COOKIES.dialogTitle });
    await dialog.getByRole('heading', { name: COOKIES.targetingTitle }).waitFor();
    await expectAccessible(page, 'cookie dialog');
    await dialog.getByRole('link', { name: PRIVACY_POLICY.title }).click();
    await page.waitForURL('**/privacy-policy');
    await banner().waitFor();
  });
});

describe('contact form', () => {
  it('sends a message that reaches the support mailbox', async () => {
    const subject = `Wasps by the door ${Date.now()}`;
    await page.goto(`${appUrl}/contact`);
    await page.getByText('Monday to Friday 9am-5pm').waitFor();
    // Once the app has taken the pre-rendered page over: its start moved the button scrolled to (a press there missed it).
    await hydrated(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(CONTACT.consentRequired).waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Casey Contact');
    await page.getByLabel('Email', { exact: true }).fill('casey@example.com');
    await page.getByLabel('Phone (optional)').fill('+1 555 0100');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('There is a wasp nest right by our front door. What can we do?');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(CONTACT.sent).waitFor();
    expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe('');

    const deadline = Date.now() + 15_000;
    let mail;
    while (!mail && Date.now() < deadline) {
      mail = (await readMailbox(mailboxUrl)).find((m) => m.subject.includes(subject));
      if (!mail) await new Promise((r) => setTimeout(r, 200));
    }
    expect(mail, 'the contact message in the local mailbox').toBeDefined();
    expect(mail!.destination.to).toEqual([supportEmail]);
    expect(mail!.body.text).toContain('There is a wasp nest right by our front door.');
    expect(mail!.body.text).toContain('casey@example.com');
    expect(mail!.body.text).toContain('+1 555 0100');
  });
});

describe('accessibility of the public pages', () => {
  it('/ has no serious or critical violations, with the footer and the cookie banner on screen', async () => {
    await openSettled('/');
    await expectAccessible(page, '/');
  });

  // The banner is the same on every page: scanned on the home page (and its dialog above), not waited for (1.5 s) on each.
  it.each(['/about', '/contact', '/privacy-policy'])('%s has no serious or critical violations', async (path) => {
    await openSettled(path, { banner: false });
    await expectAccessible(page, path);
  });

  it('the home page on a phone, once its staggered sections are in', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openSettled('/');
    await page.getByRole('heading', { name: 'Run a pest-control business?' }).waitFor();
    await expectAccessible(page, '/ on a phone');
  });

  it("the sign-up form's show-password toggle is a target of at least 24 px (WCAG 2.2), the input no taller", async () => {
    await openSettled('/register', { banner: false });
    // Measured on the app's page, once it has taken the pre-rendered one over.
    await hydrated(page);
    const [toggle, passwordBox, emailInput] = await Promise.all(
      [page.getByRole('button', { name: 'Show password', exact: true }), page.locator('.pf-input-wrap'), page.getByLabel('Email', { exact: true })].map(
        async (target) => (await target.boundingBox())!,
      ),
    );
    const boxes = JSON.stringify({ toggle, passwordBox, emailInput });
    expect(Math.min(toggle.width, toggle.height), boxes).toBeGreaterThanOrEqual(24);
    // The password box (the wrapper around the input and its toggle) is as tall as the e-mail input beside it.
    expect(passwordBox.height, boxes).toBe(emailInput.height);
  });

  it('the contact form showing its validation messages', async () => {
    await openSettled('/contact', { banner: false });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(CONTACT.messageMin).waitFor();
    await expectAccessible(page, '/contact with errors');
  });
});
