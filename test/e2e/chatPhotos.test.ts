// Photos in the chat (issue 33) in Chromium on the built app, at a phone's width: a PNG written here (larger than
// the shrink's 1,600 px) is attached, shrunk by the browser and sent with a question; its thumbnail shows in the thread
// and again after a reload (from the server's short-lived link, at the shrunk size), and the admin sees it in the
// thread's transcript (Threads, View & Reply).
import { randomUUID } from 'node:crypto';
import { deflateSync, crc32 } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { threadTitle } from '../../functions/contracts/chat';
import { CHAT_PHOTO_LIMITS, CHAT_PHOTOS } from '../../functions/contracts/chatPhotos';
import { ADMIN_THREADS, CHAT } from '../../functions/contracts/messages';
import { expectAccessible, logIn, useBrowserPage } from '../support/browser';
import { createUser } from '../support/users';

const appUrl = inject('appUrl');
const PHONE = { width: 390, height: 844 };
let page: Page;
useBrowserPage({ onPage: (opened) => (page = opened), context: { viewport: PHONE, locale: 'en-GB' }, acceptCookies: true });

/** A real PNG of `width` x `height` (RGB, a green ground with a dark band), each chunk with its CRC, as a camera's photo would be. */
function pngPhoto(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([head, Buffer.from(type), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const dark = y > height / 3 && y < (height * 2) / 3;
    for (let x = 0; x < width; x += 1) rows.set(dark ? [40, 30, 20] : [120, 190, 120], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The image's natural size once it has loaded from its link (0 x 0 while it has not, or when the link failed). */
const naturalSize = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    await img.decode().catch(() => undefined);
    return { width: img.naturalWidth, height: img.naturalHeight, src: img.src };
  });

/** Nothing on the page is wider than the window. */
const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// Two sign-ins (the admin's with a second factor) and four page loads: more than one journey's usual bound on a busy machine.
describe('photos in the chat', { timeout: 300_000 }, () => {
  it('attaches a photo on a phone, sees it in the thread and after a reload, and the admin sees it in the transcript', async () => {
    const run = randomUUID().slice(0, 6);
    const owner = await createUser(appUrl, { displayName: `Photo owner ${run}` });
    await logIn(page, appUrl, owner);
    await page.waitForURL('**/dashboard');
    // Their profile exists once the dashboard greets them.
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    await page.goto(`${appUrl}/chat`);
    await page.getByRole('heading', { name: CHAT.welcomeTitle }).waitFor();

    // A photo from the library (the camera's control is offered beside it on a phone).
    await page.getByRole('button', { name: 'Take a photo' }).waitFor();
    await page.locator('input[type="file"]:not([capture])').setInputFiles({ name: `beetle-${run}.png`, mimeType: 'image/png', buffer: pngPhoto(2400, 1800) });
    const attached = page.getByRole('list', { name: 'Photos to send' });
    const preview = attached.getByRole('img', { name: CHAT_PHOTOS.alt(1) });
    // Shrunk in the browser: the long side 1,600 px.
    expect(await naturalSize(preview)).toMatchObject({ width: CHAT_PHOTO_LIMITS.longSidePx, height: 1200 });
    await page.getByRole('button', { name: 'Remove photo 1' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page, '/chat (a photo attached)');

    const question = `What is this beetle ${run}?`;
    const input = page.getByLabel(CHAT.inputLabel);
    await input.fill(question);
    await input.press('Enter');
    const sent = page.locator('.chat-message-user', { hasText: question });
    await page.locator('.chat-message-assistant:not([data-streaming])').first().waitFor();
    expect(await naturalSize(sent.getByRole('img', { name: CHAT_PHOTOS.alt(1) }))).toMatchObject({ width: 1600, height: 1200 });
    expect(await attached.count()).toBe(0);

    // After a reload: the thread's photo from the server's short-lived link, at the size it was sent.
    await page.reload();
    const kept = page.locator('.chat-message-user', { hasText: question }).getByRole('button', { name: CHAT_PHOTOS.alt(1) });
    await kept.waitFor();
    const stored = await naturalSize(kept.getByRole('img'));
    expect(stored).toMatchObject({ width: 1600, height: 1200 });
    expect(stored.src).not.toMatch(/^blob:/);
    // Tapped, it opens larger.
    await kept.click();
    const opened = page.getByRole('dialog', { name: CHAT_PHOTOS.alt(1) });
    expect((await naturalSize(opened.getByRole('img', { name: CHAT_PHOTOS.alt(1) }))).width).toBe(1600);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page, '/chat (a photo opened)');
    await opened.getByRole('button', { name: 'Close' }).click();

    // The admin's transcript shows it too.
    const admin = await createUser(appUrl, { groups: ['admin'], displayName: `Photo admin ${run}` });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logIn(page, appUrl, admin);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${appUrl}/admin?tab=threads`);
    await page.getByRole('heading', { name: ADMIN_THREADS.title, level: 2 }).waitFor();
    await page.getByLabel(ADMIN_THREADS.searchPlaceholder).fill(`Photo owner ${run}`);
    const title = threadTitle(question);
    // At a phone's width the list is cards, not a table.
    await page.getByRole('button', { name: `${ADMIN_THREADS.viewReply}: ${title}` }).click();
    const transcript = page.getByRole('list', { name: ADMIN_THREADS.messagesLabel });
    const photo = transcript.locator('li', { hasText: question }).getByRole('img', { name: CHAT_PHOTOS.alt(1) });
    expect(await naturalSize(photo)).toMatchObject({ width: 1600, height: 1200 });
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
