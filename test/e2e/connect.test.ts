// 'Connect with a professional' in Chromium against the built app: it asks where first (the browser's region only
// prefills the country), then names the provider it picked there and what will be sent: the user's name, e-mail and
// place, and the conversation as the chat shows it (rendered Markdown, wrapped, in a bounded box that scrolls) in a
// dialog that fits a desktop and a phone; axe on the dialog; one toast with the reference; the provider's e-mail has
// the customer's question first and whole, the answer in short, and the place the user gave.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STARTER_QUESTIONS } from '../../functions/contracts/chat';
import { CHAT, CONNECT_DIALOG, LEAD } from '../../functions/contracts/messages';
import { readMailbox } from '../../infra/local/mail';
import { clickSettled, expectAccessible, logIn, useBrowserPage } from '../support/browser';
import { createUser } from '../support/users';

const appUrl = inject('appUrl');
const mailboxUrl = inject('mailboxUrl');
let page: Page;
useBrowserPage({ onPage: (opened) => (page = opened), context: { locale: 'en-GB' }, acceptCookies: true });

/** Picks `option` in the antd Select labelled `label` within `scope`, typing it first (the selects search). */
async function choose(scope: Locator, label: string, option: string) {
  const box = scope.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(option);
  await clickSettled(page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`));
}

/** Where the open dialog lies in the viewport, what sticks out of it sideways, and how its conversation box scrolls. */
function dialogLayout() {
  const content = document.querySelector('.chat-connect-dialog .ant-modal-container')!;
  const box = content.getBoundingClientRect();
  const sticksOut = [...content.querySelectorAll('*')]
    .filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.right > box.right + 0.5 || r.left < box.left - 0.5);
    })
    .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
  const chat = document.querySelector<HTMLElement>('.chat-connect-chat')!;
  return {
    viewport: { width: window.innerWidth, height: window.innerHeight },
    dialog: { left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: box.width },
    sticksOut,
    chat: { height: chat.getBoundingClientRect().height, clientWidth: chat.clientWidth, scrollWidth: chat.scrollWidth, clientHeight: chat.clientHeight, scrollHeight: chat.scrollHeight },
  };
}

describe('connect with a professional', () => {
  it('asks where, names the provider and shows the conversation as the chat does, then sends the provider the question first', async () => {
    const user = await createUser(appUrl, { displayName: 'Connie Connect' });
    await logIn(page, appUrl, user);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${appUrl}/chat`);
    await page.getByRole('button', { name: STARTER_QUESTIONS[0] }).click();
    await page.locator('.chat-message-assistant:not([data-streaming])').first().getByText('Likely pest: Cockroaches').waitFor();
    const previews: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/leads/connect') previews.push(request.url());
    });

    // No provider is picked from a guess: the dialog asks where, the country prefilled from the browser (en-GB).
    await page.getByRole('button', { name: CHAT.connectProfessional }).click();
    const dialog = page.getByRole('dialog', { name: CONNECT_DIALOG.title });
    await dialog.getByText(CONNECT_DIALOG.placeIntro).waitFor();
    await dialog.getByTitle('United Kingdom').waitFor();
    await clickSettled(dialog.getByRole('button', { name: CONNECT_DIALOG.find }));
    await dialog.getByText(LEAD.cityRequired).waitFor();
    expect(previews).toEqual([]);
    await choose(dialog, CONNECT_DIALOG.city, 'London');
    await dialog.getByRole('button', { name: CONNECT_DIALOG.find }).click();

    await dialog.getByText(/^We will send your request to .+, a well-rated provider near you\.$/).waitFor();
    expect(previews.map((url) => new URL(url).search)).toEqual(['?country=United+Kingdom&city=London']);
    await dialog.getByText('Connie Connect').waitFor();
    await dialog.getByText(user.email).waitFor();
    expect(await dialog.locator('.chat-connect-place').innerText()).toContain('London, United Kingdom');
    expect(await dialog.getByRole('link', { name: CONNECT_DIALOG.choose }).getAttribute('href')).toBe('/providers');
    // The conversation as the chat shows it: the question as typed, the answer's Markdown rendered.
    const conversation = dialog.getByRole('region', { name: CONNECT_DIALOG.chat });
    await conversation.getByText(STARTER_QUESTIONS[0]).waitFor();
    expect(await conversation.locator('h3, h4').count()).toBeGreaterThan(0);
    expect(await conversation.locator('strong').count()).toBeGreaterThan(0);
    expect(await conversation.innerText()).not.toMatch(/\*\*|###/);

    // On a desktop and on a phone: the dialog within the viewport, whole (nothing below the fold), nothing wider than
    // it, the conversation a bounded box that scrolls within it and never sideways.
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await expect.poll(() => page.evaluate(dialogLayout).then((l) => l.viewport.width), { timeout: 15_000 }).toBe(viewport.width);
      const layout = await page.evaluate(dialogLayout);
      const at = `at ${viewport.width}x${viewport.height}: ${JSON.stringify(layout)}`;
      expect(layout.dialog.left, at).toBeGreaterThanOrEqual(0);
      expect(layout.dialog.right, at).toBeLessThanOrEqual(viewport.width);
      expect(layout.dialog.top, at).toBeGreaterThanOrEqual(0);
      expect(layout.dialog.bottom, at).toBeLessThanOrEqual(viewport.height);
      expect(layout.dialog.width, at).toBeLessThanOrEqual(640);
      expect(layout.sticksOut, at).toEqual([]);
      expect(layout.chat.scrollWidth, at).toBeLessThanOrEqual(layout.chat.clientWidth);
      expect(layout.chat.height, at).toBeLessThanOrEqual(320);
      expect(layout.chat.scrollHeight, at).toBeGreaterThan(layout.chat.clientHeight);
    }
    await expectAccessible(page, 'the connect dialog');

    await clickSettled(dialog.getByRole('button', { name: CONNECT_DIALOG.send }));
    const toast = page.getByText(/Request sent! \(Ref: #\w{8}\) A pest control provider will contact you soon\./);
    await toast.waitFor();
    expect(await page.getByText(/Request sent!/).count()).toBe(1);
    await dialog.waitFor({ state: 'detached' });

    // The provider's e-mail: the customer's question first and whole, the answer in short, the place the user gave.
    const ref = /#(\w{8})/.exec(await toast.innerText())![1]!;
    await expect.poll(async () => (await readMailbox(mailboxUrl)).filter((m) => m.subject.includes(`Ref #${ref}`)).length, { timeout: 15_000 }).toBe(1);
    const mail = (await readMailbox(mailboxUrl)).find((m) => m.subject.includes(`Ref #${ref}`))!;
    const text = mail.body.text ?? '';
    expect(text).toContain('Location: London, United Kingdom');
    expect(text).toContain(`Chat history:\nThe customer's questions:\n1. ${STARTER_QUESTIONS[0]}\n\nThe AI consultant's answers, in short:\n1. Likely pest: Cockroaches`);
    expect(text).not.toMatch(/\*\*|###/);
  });
});
