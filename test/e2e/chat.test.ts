// The chat in Chromium against the built app and the offline consultant: a starter question gets a reply, the thread
// is in the history and survives a reload; an exhausted balance shows the spec's message; a message written offline
// waits as pending and is delivered when the connection returns; a reply streams in (its Markdown growing while it is
// written, then whole, as saved); a new answer's first line stays in view (the view follows a reply only from the
// conversation's end, never past the answer's start); accessibility of /chat.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { STARTER_QUESTIONS, threadTitle } from '../../functions/contracts/chat';
import { CHAT } from '../../functions/contracts/messages';
import { keys } from '../../functions/lib/platform/keys';
import { LOCAL } from '../../infra/local/settings';
import { BETA_BANNER_DELAY_MS } from '../../web/src/features/chat/constants';
import { expectAccessible, logIn, useBrowserPage } from '../support/browser';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
const table = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: inject('dynamoEndpoint'),
    region: LOCAL.region,
    credentials: { accessKeyId: LOCAL.accessKeyId, secretAccessKey: LOCAL.secretAccessKey },
  }),
);
let page: Page;
useBrowserPage({ onPage: (opened) => (page = opened), context: { locale: 'en-GB' } });
afterAll(() => {
  table.destroy();
});

/** A new user, logged in through the UI; their profile exists once the dashboard greets them. */
async function logInAsNewUser(): Promise<TestUser> {
  const user = await createUser(appUrl, { displayName: 'Chat Tester' });
  await logIn(page, appUrl, user);
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
  return user;
}

async function openChat() {
  await page.goto(`${appUrl}/chat`);
  await page.getByRole('heading', { name: CHAT.title, level: 1 }).waitFor();
}

const history = () => page.getByRole('navigation', { name: CHAT.history });
const historyItem = (title: string) => history().getByRole('button', { name: new RegExp(title.replace(/[.?]/g, '\\$&')) });
const replies = () => page.locator('.chat-message-assistant');
/** Replies written to the end (a streamed reply is marked data-streaming until it is whole). */
const wholeReplies = () => page.locator('.chat-message-assistant:not([data-streaming])');

describe('chat', () => {
  it('answers a starter question; the thread is in the history and survives a reload', async () => {
    await logInAsNewUser();
    await openChat();
    await page.getByRole('heading', { name: CHAT.welcomeTitle }).waitFor();
    await expectAccessible(page, '/chat (welcome)');

    const question = STARTER_QUESTIONS[0];
    await page.getByRole('button', { name: question }).click();
    await wholeReplies().first().getByText('Likely pest: Cockroaches').waitFor();
    expect(await wholeReplies().first().getByText('In the United Kingdom', { exact: false }).count()).toBeGreaterThan(0);

    const title = threadTitle(question);
    const item = historyItem(title);
    await item.waitFor();
    expect(await item.getAttribute('aria-current')).toBe('true');
    await page.getByText(CHAT.popularQuestions).waitFor();
    await page.getByRole('group', { name: CHAT.suggestedAnswers }).getByRole('button').first().waitFor();
    await page.getByRole('button', { name: CHAT.connectProfessional }).waitFor();
    await page.locator('.chat-message-count').getByText('1 message').waitFor();
    const beta = page.getByRole('region', { name: CHAT.betaLabel });
    await beta.getByRole('link', { name: 'support@pestpilot.example' }).waitFor();
    await expectAccessible(page, '/chat (conversation)');
    await beta.getByRole('button', { name: CHAT.betaGotIt }).click();

    await page.clock.install();
    await page.reload();
    await page.getByRole('heading', { name: CHAT.title, level: 1 }).waitFor();
    await replies().first().getByText('Likely pest: Cockroaches').waitFor();
    await page.clock.runFor(BETA_BANNER_DELAY_MS * 2);
    expect(await beta.count()).toBe(0);
    expect(await historyItem(title).getAttribute('aria-current')).toBe('true');
    await page.locator('.chat-user-text', { hasText: question }).waitFor();

    // On a phone: the header hides when the user scrolls the conversation down past 64 px (the app's own scroll to
    // the newest message leaves it in place) and comes back on the way up; history in a slide-out panel.
    await page.setViewportSize({ width: 375, height: 740 });
    const header = page.locator('.chat-header');
    await expect.poll(() => header.getAttribute('class')).not.toContain('chat-header-hidden');
    // The conversation is a focusable region: scrolled with the keyboard, as a user can.
    const scroller = page.getByRole('region', { name: 'Conversation' });
    await scroller.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBe(0);
    await page.keyboard.press('PageDown');
    await expect.poll(() => header.getAttribute('class')).toContain('chat-header-hidden');
    await page.keyboard.press('Home');
    await expect.poll(() => header.getAttribute('class')).not.toContain('chat-header-hidden');
    await page.getByRole('button', { name: CHAT.history }).click();
    await historyItem(title).waitFor();
    // Scan once the panel has finished sliding in (colours mid-animation are not the real ones).
    await expect.poll(() => page.locator('.ant-drawer [class*="motion"], .ant-drawer-mask[class*="motion"]').count()).toBe(0);
    await expectAccessible(page, '/chat (mobile history)');
  });

  it('streams a reply: the Markdown grows while it is written, with Stop offered, then stands whole as saved', async () => {
    await logInAsNewUser();
    await openChat();
    await page.getByRole('heading', { name: CHAT.welcomeTitle }).waitFor();
    // Every change of the reply as the page renders it: its text, whether it is still being written, and Stop.
    await page.evaluate(() => {
      const seen: Array<{ text: string; streaming: boolean; stop: boolean; headings: number }> = [];
      (window as unknown as { replySnapshots: typeof seen }).replySnapshots = seen;
      new MutationObserver(() => {
        const reply = document.querySelector('.chat-message-assistant');
        if (!reply) return;
        const text = reply.querySelector('.chat-markdown')?.textContent ?? '';
        if (seen.at(-1)?.text === text && seen.at(-1)?.streaming === reply.hasAttribute('data-streaming')) return;
        seen.push({
          text,
          streaming: reply.hasAttribute('data-streaming'),
          stop: Boolean(document.querySelector('.chat-input button[aria-label="Stop the reply"]')),
          headings: reply.querySelectorAll('h3').length,
        });
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.getByRole('button', { name: STARTER_QUESTIONS[0] }).click();
    await wholeReplies().getByText('Likely pest: Cockroaches').waitFor();
    await page.getByRole('button', { name: CHAT.send }).waitFor();

    const snapshots = await page.evaluate(() => (window as unknown as { replySnapshots: Array<{ text: string; streaming: boolean; stop: boolean; headings: number }> }).replySnapshots);
    const writing = snapshots.filter((s) => s.streaming);
    const whole = snapshots.at(-1)!;
    expect(writing.length).toBeGreaterThan(5);
    expect(writing.every((s) => s.stop)).toBe(true);
    // The reply grew piece by piece, its Markdown rendered on the way (headings before the end).
    for (let i = 1; i < writing.length; i += 1) expect(writing[i]!.text.length).toBeGreaterThanOrEqual(writing[i - 1]!.text.length);
    expect(writing[0]!.text.length).toBeLessThan(whole.text.length / 4);
    expect(writing.some((s) => s.headings > 0 && s.text.length < whole.text.length)).toBe(true);
    expect(whole).toMatchObject({ streaming: false, stop: false });

    // What streamed is what was saved.
    await page.reload();
    await replies().first().getByText('Likely pest: Cockroaches').waitFor();
    expect(await replies().first().locator('.chat-markdown').textContent()).toBe(whole.text);
  });

  it("keeps a new answer's start in view (not its end), and leaves the view where the user put it", async () => {
    await logInAsNewUser();
    await page.setViewportSize({ width: 1366, height: 900 });
    await openChat();
    await page.getByRole('heading', { name: CHAT.welcomeTitle }).waitFor();
    const scroller = page.getByRole('region', { name: 'Conversation' });
    /** The newest reply's first line against the conversation's visible part, and whether the view is at the end. */
    const view = () =>
      scroller.evaluate((el) => {
        const replies = el.querySelectorAll('.chat-message-assistant');
        const reply = replies[replies.length - 1]!.getBoundingClientRect();
        const area = el.getBoundingClientRect();
        const header = el.querySelector('.chat-header');
        const covered = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : area.top;
        return { replyTop: reply.top, visibleFrom: Math.max(area.top, covered), visibleTo: area.bottom, atEnd: el.scrollHeight - el.scrollTop - el.clientHeight < 4, scrollTop: el.scrollTop };
      });

    // A long answer (the cockroach guide): the view stops at its first line instead of jumping to its end.
    await page.getByRole('button', { name: STARTER_QUESTIONS[0] }).click();
    await wholeReplies().first().getByText('Likely pest: Cockroaches').waitFor();
    const first = await view();
    expect(first.replyTop, JSON.stringify(first)).toBeGreaterThanOrEqual(first.visibleFrom);
    expect(first.replyTop, JSON.stringify(first)).toBeLessThan(first.visibleTo - 100);
    expect(first.atEnd, JSON.stringify(first)).toBe(false);

    // The user reads on to the end; the view is theirs (nothing moves it back).
    await scroller.focus();
    await page.keyboard.press('End');
    await expect.poll(async () => (await view()).atEnd, { timeout: 15_000 }).toBe(true);

    // On a phone, a follow-up whose answer opens with a safety warning: its first line shows below the header.
    await page.setViewportSize({ width: 375, height: 740 });
    const input = page.getByLabel(CHAT.inputLabel);
    await input.fill('Are they dangerous to my toddler? She crawls on the kitchen floor.');
    await input.press('Enter');
    await wholeReplies().nth(1).waitFor();
    const second = await view();
    expect(second.replyTop, JSON.stringify(second)).toBeGreaterThanOrEqual(second.visibleFrom);
    expect(second.replyTop, JSON.stringify(second)).toBeLessThan(second.visibleTo - 100);
  });

  it('blocks sending at a balance of 0 with the token-limit message and a way to request more', async () => {
    const user = await logInAsNewUser();
    await table.send(
      new UpdateCommand({
        TableName: LOCAL.tableName,
        Key: keys.profile(user.sub),
        UpdateExpression: 'SET tokenBalance = :zero',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
    await openChat();
    await page.getByText(CHAT.tokenLimitReached).waitFor();
    const more = page.getByRole('link', { name: CHAT.requestMoreTokens });
    expect(await more.getAttribute('href')).toBe('/profile?tab=tokens');
    expect(await page.getByLabel(CHAT.inputLabel).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: CHAT.send }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: STARTER_QUESTIONS[1] }).isDisabled()).toBe(true);
    await expectAccessible(page, '/chat (token limit)');
  });

  it('keeps a message written offline as pending and delivers it when the connection returns', async () => {
    await logInAsNewUser();
    await openChat();
    await page.getByRole('heading', { name: CHAT.welcomeTitle }).waitFor();

    await page.context().setOffline(true);
    await page.getByText(CHAT.offline).waitFor();
    const input = page.getByLabel(CHAT.inputLabel);
    await input.fill('Tiny black ants are marching to the sugar bowl in my kitchen');
    await input.press('Enter');
    const pending = page.locator('.chat-message-user[data-pending="true"]');
    await pending.getByText(CHAT.pending).waitFor();
    expect(await replies().count()).toBe(0);
    await expectAccessible(page, '/chat (offline)');

    await page.context().setOffline(false);
    await page.getByText(CHAT.backOnline).first().waitFor();
    await replies().first().getByText('Likely pest: Ants').waitFor();
    expect(await pending.count()).toBe(0);
    await history().getByRole('button', { name: /Tiny black ants are marching/ }).waitFor();
  });
});
