// The Case Studies tab in Chromium against the built app (issue 14 §3-§5): an admin writes a case study in the Markdown
// editor with a link, an uploaded image and pasted HTML, previews it, publishes it, and a visitor reads it at
// /case-studies/<slug>; an admin generates one from a thread (the offline writer) and edits the draft from the notice;
// an axe scan of the tab and of every dialog on the way.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { generateSlug } from '../../functions/contracts/caseStudy';
import { CASE_STUDY_ADMIN as M, MARKDOWN_EDITOR as E } from '../../functions/contracts/messages';
import { call } from '../support/http';
import { clickSettled, expectAccessible, logIn, useBrowserPage } from '../support/browser';
import { useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
useStackEnvironment();
const { saveExchange } = await import('../../functions/lib/chat/chat');
let page: Page;
useBrowserPage({ onPage: (opened) => (page = opened), acceptCookies: true });

const run = randomUUID().slice(0, 6);
let admin: TestUser;

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// An admin of their own for each test: a second sign-in of the same admin waits for the next code's 30-second step.
beforeEach(async () => {
  admin = await createUser(appUrl, { groups: ['admin'], displayName: `Admin ${run}` });
  expect((await call(appUrl, 'GET', API.profile, { token: admin.idToken })).status).toBe(200);
});

async function openTab() {
  await logIn(page, appUrl, admin);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${appUrl}/admin?tab=case-studies`);
  await page.getByRole('heading', { name: M.title, level: 2 }).waitFor();
}

/** Pastes HTML into the focused editor as the clipboard would. */
async function pasteHtml(html: string) {
  await page.getByLabel(M.fields.content).evaluate((el, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup.replace(/<[^>]+>/g, ''));
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

describe('writing a case study', () => {
  it('writes one with a link, an image and pasted HTML, previews and publishes it, and a visitor reads it', async () => {
    await openTab();
    await expectAccessible(page, '/admin?tab=case-studies');
    await clickSettled(page.getByRole('button', { name: M.add }));
    const dialog = page.getByRole('dialog', { name: M.createTitle });
    await dialog.getByLabel(M.fields.title, { exact: true }).waitFor();
    await expectAccessible(page, 'create case study dialog');

    const title = `Loft wasps ${run} removed safely`;
    await dialog.getByLabel(M.fields.title, { exact: true }).fill(title);
    await dialog.getByLabel(M.fields.description).click();
    await expect.poll(() => dialog.getByLabel(M.fields.slug, { exact: true }).inputValue()).toBe(generateSlug(title));
    await dialog.getByLabel(M.fields.description).fill('A wasp nest in a residential loft, removed in one visit without harming the family.');

    const editor = dialog.getByLabel(M.fields.content);
    await editor.fill('## The problem\n\nA family heard buzzing above the bedroom ceiling for a week. Read the ');
    await editor.press('End');
    await editor.press('Control+k');
    const link = page.getByRole('dialog', { name: E.linkTitle });
    await link.getByLabel(E.linkUrl).waitFor();
    await expectAccessible(page, 'link dialog');
    await link.getByLabel(E.linkUrl).fill('https://example.org/wasps');
    await link.getByLabel(E.linkText).fill('wasp guide');
    await clickSettled(link.getByRole('button', { name: E.insert }));
    await expect.poll(() => editor.inputValue()).toContain('[wasp guide](https://example.org/wasps)');

    await editor.press('End');
    await editor.press('Enter');
    await editor.press('Enter');
    await clickSettled(dialog.getByRole('button', { name: E.image }));
    const image = page.getByRole('dialog', { name: E.imageTitle });
    await image.getByLabel(E.imageUrl).waitFor();
    await image.locator('input[type=file]').setInputFiles({ name: 'loft-nest.png', mimeType: 'image/png', buffer: PNG });
    // The upload's message, as the admin sees it (the embedded stack reads the S3 client on its first upload).
    await page.getByText(E.imageUploaded, { exact: true }).waitFor();
    // The message and the address it fills in come with separate renders.
    await expect.poll(() => image.getByLabel(E.imageUrl).inputValue()).toMatch(/^\/public\/case-studies\/.+\.png$/);
    await image.getByLabel(E.imageAlt).fill('The nest in the loft');
    await image.getByRole('img', { name: 'The nest in the loft' }).waitFor();
    await expectAccessible(page, 'image dialog');
    await clickSettled(image.getByRole('button', { name: E.insert }));
    await expect.poll(() => editor.inputValue()).toMatch(/!\[The nest in the loft\]\(\/public\/case-studies\/.+\.png\)/);

    await editor.press('Control+End');
    await pasteHtml('<h2>Treatment</h2><p>The nest was <strong>removed at dusk</strong>.</p><ul><li>Seal the vent</li><li>Check again in spring</li></ul><script>alert(1)</script>');
    const paste = page.getByRole('dialog', { name: E.pasteTitle });
    await paste.getByRole('region', { name: E.pasteResult }).waitFor();
    await expectAccessible(page, 'paste dialog');
    await clickSettled(paste.getByRole('button', { name: E.insert }));
    await expect.poll(() => editor.inputValue()).toContain('## Treatment\n\nThe nest was **removed at dusk**.');
    expect(await editor.inputValue()).not.toContain('alert(1)');

    await dialog.getByRole('tab', { name: E.previewTab }).click();
    const preview = dialog.getByRole('region', { name: E.previewLabel });
    await preview.getByRole('heading', { name: 'Treatment' }).waitFor();
    expect(await preview.getByRole('link', { name: 'wasp guide' }).getAttribute('href')).toBe('https://example.org/wasps');
    await preview.getByRole('img', { name: 'The nest in the loft' }).waitFor();
    expect(await preview.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('600px');
    await expectAccessible(page, 'editor preview');

    await clickSettled(dialog.getByRole('button', { name: M.autoSuggestTags }));
    await dialog.getByRole('checkbox', { name: M.fields.published }).check();
    await clickSettled(dialog.getByRole('button', { name: M.create }));
    await page.getByText(M.created).first().waitFor();
    const row = page.locator('.ant-table-row', { hasText: title });
    await row.getByText(M.published).waitFor();

    // A visitor reads it.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${appUrl}/case-studies/${generateSlug(title)}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Treatment' }).waitFor();
    expect(await page.getByRole('link', { name: 'wasp guide' }).getAttribute('href')).toBe('https://example.org/wasps');
    const shown = page.getByRole('img', { name: 'The nest in the loft' });
    await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
  });
});

describe('generating a case study from a thread', () => {
  it('generates a draft from a thread and opens it for editing from the notice', async () => {
    const owner = await createUser(appUrl, { displayName: `Owner ${run}`, email: `owner-${run}@test.example` });
    const threadId = randomUUID();
    const threadTitle = `Wasps ${run} in the loft`;
    const at = new Date().toISOString();
    await saveExchange({ id: threadId, userId: owner.sub, title: threadTitle, createdAt: at, lastMessageAt: at }, [
      { id: randomUUID(), threadId, role: 'user', content: `There is a wasp nest in my loft and my daughter is allergic. I am Owner ${run}.`, createdAt: at },
      { id: randomUUID(), threadId, role: 'assistant', content: 'Keep the loft hatch closed and call a professional to remove the nest.', createdAt: at },
    ]);
    await logIn(page, appUrl, admin);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${appUrl}/admin?tab=threads`);
    const row = page.locator('.ant-table-row', { hasText: threadTitle });
    await clickSettled(row.getByRole('button', { name: `${M.generateAction}: ${threadTitle}` }));
    const dialog = page.getByRole('dialog', { name: M.generationDialogTitle });
    await expect.poll(() => dialog.getByLabel(M.fields.title).inputValue()).toBe(`Case Study: ${threadTitle}`);
    await expectAccessible(page, 'generate case study dialog');
    await dialog.getByLabel(M.fields.title).fill(' ');
    // The button follows the field with the render after the input.
    await expect.poll(() => dialog.getByRole('button', { name: M.generate }).isDisabled()).toBe(true);
    await dialog.getByLabel(M.fields.title).fill(`Allergy-safe wasp removal ${run}`);
    await clickSettled(dialog.getByRole('button', { name: M.generate }));

    const notice = page.locator('.ant-notification-notice', { hasText: M.generated });
    await notice.waitFor();
    await notice.getByRole('button', { name: M.editCaseStudy }).click();
    const edit = page.getByRole('dialog', { name: M.editTitle });
    await expect.poll(() => edit.getByLabel(M.fields.title, { exact: true }).inputValue()).toBe(`Allergy-safe wasp removal ${run}`);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('case-studies');
    const content = await edit.getByLabel(M.fields.content).inputValue();
    expect(content.length).toBeGreaterThanOrEqual(100);
    expect(content).not.toContain(`Owner ${run}`);
    expect(content).not.toContain(owner.email);
    expect(await edit.getByRole('checkbox', { name: M.fields.published }).isChecked()).toBe(false);
    await expectAccessible(page, 'edit case study dialog');

    await edit.getByLabel(M.fields.description).fill('How an allergy-safe plan removed a wasp nest from a family loft.');
    await clickSettled(edit.getByRole('button', { name: M.update }));
    await page.getByText(M.updated).first().waitFor();
    await page.locator('.ant-table-row', { hasText: `Allergy-safe wasp removal ${run}` }).getByText(M.draft).waitFor();
  });
});
