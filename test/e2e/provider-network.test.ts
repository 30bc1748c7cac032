// The provider network end to end in Chromium against the built app (issue 13 §7): a business asks to be listed (the
// visitor's form itself is add-business.test.ts; here its call), the admins' e-mail arrives in the local mailbox; the
// admin reviews it in Provider Suggestions and approves it with edits; the new provider is in Provider Management; a
// signed-in user finds it on /providers and sends a lead; the admin finds the lead in Lead Management, notifies the
// provider and marks the lead contacted. An axe scan of every tab and dialog on the way.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { ADMIN, LEAD, LEAD_ADMIN, LEAD_FORM, PROVIDER_ADMIN, PROVIDER_DIRECTORY, PROVIDERS, SUGGESTIONS_ADMIN } from '../../functions/contracts/messages';
import { readMailbox, type SentMail } from '../../infra/local/mail';
import { clickSettled, expectAccessible, logIn, useBrowserPage } from '../support/browser';
import { call } from '../support/http';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
const mailboxUrl = inject('mailboxUrl');
let page: Page;
useBrowserPage({ onPage: (opened) => (page = opened), acceptCookies: true });

const run = randomUUID().slice(0, 6);
const business = `Liffey Valley Pests ${run}`;
const listed = `${business} Ltd`;
const businessEmail = `pests-${run}@airevalley.example`;
/** A service only this run's provider offers, so the directory's text search finds it alone. */
const uniqueService = `Hedgehog-safe rodent control ${run}`;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createUser(appUrl, { groups: ['admin'], displayName: `Admin ${run}` }), createUser(appUrl, { displayName: `Customer ${run}` })]);
});

async function mailWhere(match: (mail: SentMail) => boolean, what: string): Promise<SentMail> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = (await readMailbox(mailboxUrl)).find(match);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail: ${what}`);
}

/** Picks `option` in the antd Select labelled `label` inside `scope`, typing it first where the select searches. */
async function choose(scope: Page | Locator, label: string, option: string) {
  const box = scope.getByLabel(label, { exact: true });
  await box.click();
  if (await box.isEditable()) await box.fill(option);
  const on = 'goto' in scope ? scope : scope.page();
  await clickSettled(on.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`));
}

async function openAdmin(tab: string, heading: string) {
  await page.goto(`${appUrl}/admin?tab=${tab}`);
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
}

const row = (text: string) => page.locator('.ant-table-row', { hasText: text });

describe('the provider network', () => {
  it('takes a business from its suggestion to a provider that receives a lead the admin follows up', async () => {
    // 1. The business asks to be listed (what /add-business sends); the admins are told by e-mail.
    const sent = await call(appUrl, 'POST', API.sendProviderSuggestion, {
      body: {
        businessName: business,
        description: 'Humane pest control for homes and farms along the Liffey.',
        services: ['rodent_control', 'inspection'],
        country: 'Ireland',
        city: 'Dublin',
        contactName: 'Morgan Hale',
        email: businessEmail,
        phone: '+353 1 000 0000',
        website: 'https://airevalley.example',
        agreeToTerms: true,
        consentToPrivacyPolicy: true,
      },
    });
    expect(sent.status).toBe(200);
    const told = await mailWhere((m) => m.subject.includes(business), 'the admins told of the suggestion');
    expect(told.destination.to).toContain(admin.email);

    // 2. The admin reviews it: the tab, the details, Approve with Edits on the provider form.
    await logIn(page, appUrl, admin);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await openAdmin('suggestions', SUGGESTIONS_ADMIN.title);
    await page.getByLabel(SUGGESTIONS_ADMIN.searchPlaceholder).fill(run);
    await row(business).waitFor();
    await expectAccessible(page, '/admin?tab=suggestions');
    await row(business).getByRole('button', { name: `${SUGGESTIONS_ADMIN.view} ${business}` }).click();
    const details = page.getByRole('dialog', { name: SUGGESTIONS_ADMIN.detailsTitle });
    await details.getByText('Morgan Hale').waitFor();
    await details.getByText('Dublin, Ireland').waitFor();
    await expectAccessible(page, 'the Business Submission Details dialog');
    await clickSettled(details.getByRole('button', { name: SUGGESTIONS_ADMIN.approveWithEdits }));

    const form = page.getByRole('dialog', { name: SUGGESTIONS_ADMIN.approveWithEdits });
    await form.getByLabel(PROVIDER_ADMIN.fields.name, { exact: true }).waitFor();
    expect(await form.getByLabel(PROVIDER_ADMIN.fields.name, { exact: true }).inputValue()).toBe(business);
    expect(await form.getByLabel(PROVIDER_ADMIN.fields.service(1), { exact: true }).inputValue()).toBe('Rodent Control');
    await expectAccessible(page, 'the Approve with Edits dialog');
    await form.getByLabel(PROVIDER_ADMIN.fields.name, { exact: true }).fill(listed);
    await form.getByRole('button', { name: PROVIDER_ADMIN.fields.addService }).click();
    await form.getByLabel(PROVIDER_ADMIN.fields.service(3), { exact: true }).fill(uniqueService);
    await form.getByRole('slider', { name: PROVIDER_ADMIN.fields.rating }).focus();
    for (let i = 0; i < 45; i += 1) await page.keyboard.press('ArrowRight');
    await form.getByLabel(PROVIDER_ADMIN.fields.reviewCount, { exact: true }).fill('8');
    expect(await form.getByLabel(PROVIDER_ADMIN.fields.email, { exact: true }).inputValue()).toBe(businessEmail);
    await form.getByRole('button', { name: PROVIDER_ADMIN.addProvider }).click();
    await page.getByText(SUGGESTIONS_ADMIN.approvedWithEdits).waitFor();
    await form.waitFor({ state: 'hidden' });
    await row(business).getByText(SUGGESTIONS_ADMIN.statusLabel.approved).waitFor();
    expect(await row(business).getByRole('button', { name: `${SUGGESTIONS_ADMIN.approve} ${business}` }).isDisabled()).toBe(true);

    // 3. The provider is in Provider Management as edited; its dialogs pass axe.
    await page.getByRole('tab', { name: ADMIN.tabs.providers }).click();
    await page.getByRole('heading', { level: 2, name: PROVIDER_ADMIN.title }).waitFor();
    await page.getByLabel(PROVIDER_ADMIN.searchPlaceholder).fill(listed);
    const providerRow = row(listed);
    await providerRow.waitFor();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await providerRow.getByText('4.5').waitFor();
    // Three services: all shown, no '+N more'.
    expect(await providerRow.getByText(/^\+\d+ more$/).count()).toBe(0);
    await providerRow.getByText(PROVIDER_ADMIN.standard).waitFor();
    await expectAccessible(page, '/admin?tab=providers');
    await providerRow.getByRole('button', { name: `${PROVIDER_ADMIN.edit} ${listed}` }).click();
    const edit = page.getByRole('dialog', { name: PROVIDER_ADMIN.editTitle });
    await edit.getByLabel(PROVIDER_ADMIN.fields.name, { exact: true }).waitFor();
    expect(await edit.getByLabel(PROVIDER_ADMIN.fields.service(3), { exact: true }).inputValue()).toBe(uniqueService);
    await expectAccessible(page, 'the Edit Provider dialog');
    await clickSettled(edit.getByRole('button', { name: ADMIN.cancel }));
    await edit.waitFor({ state: 'hidden' });
    await providerRow.getByRole('button', { name: `${PROVIDER_ADMIN.delete} ${listed}` }).click();
    const confirmDelete = page.getByRole('dialog', { name: PROVIDER_ADMIN.deleteTitle });
    await confirmDelete.getByText(PROVIDER_ADMIN.deleteConfirm(listed)).waitFor();
    await expectAccessible(page, 'the Delete Provider dialog');
    await clickSettled(confirmDelete.getByRole('button', { name: ADMIN.cancel }));
    await confirmDelete.waitFor({ state: 'hidden' });

    // 4. A signed-in user, in a browser of their own, finds it in the directory and sends it a lead. The admin stays
    // signed in on theirs: signing in again takes a code of a later 30-second step than their last (test/support/totp.ts),
    // which waited up to half a minute less the journey's time so far.
    const customerContext = await page.context().browser()!.newContext();
    const message = `Rats under the decking of our house in Dublin, run ${run}.`;
    try {
      // The cookie banner is the public pages' journeys'; here it would only cover the directory.
      await customerContext.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
      const visitor = await customerContext.newPage();
      await logIn(visitor, appUrl, customer);
      await visitor.waitForURL('**/dashboard');
      await visitor.goto(`${appUrl}/providers`);
      await visitor.getByRole('heading', { level: 1, name: PROVIDERS.title }).waitFor();
      await visitor.getByRole('tab', { name: PROVIDERS.listView }).click();
      await choose(visitor, 'Country', 'Ireland');
      await choose(visitor, 'City', 'Dublin');
      const search = visitor.getByLabel(PROVIDER_DIRECTORY.searchLabel);
      await search.fill(uniqueService);
      await search.press('Enter');
      const results = visitor.getByRole('region', { name: /Search results/ });
      await results.getByRole('heading', { level: 3, name: listed }).waitFor();
      await results.getByRole('button', { name: `${PROVIDER_DIRECTORY.contact} ${listed}` }).click();
      const leadDialog = visitor.getByRole('dialog', { name: LEAD.dialogTitle(listed) });
      await leadDialog.waitFor();
      await leadDialog.getByLabel('Describe your pest problem').fill(message);
      await choose(leadDialog, 'Priority', 'Emergency');
      await leadDialog.getByRole('checkbox', { name: 'Pets' }).check();
      await leadDialog.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
      await leadDialog.getByRole('button', { name: LEAD_FORM.send }).click();
      await visitor.getByText(LEAD.sent(listed)).waitFor();
    } finally {
      await customerContext.close();
    }
    await mailWhere((m) => m.destination.to.includes(businessEmail) && (m.body.text ?? '').includes(message), 'the provider told of the lead');

    // 5. The admin follows it up: Lead Management, the details, Notify again (the form's send notified the provider once:
    // another notice only after its confirmation), marked contacted.
    await openAdmin('leads', LEAD_ADMIN.title);
    await page.getByLabel(LEAD_ADMIN.searchPlaceholder).fill(customer.email);
    const leadRow = row(`Customer ${run}`);
    await leadRow.waitFor();
    await leadRow.getByText(listed).waitFor();
    await leadRow.getByText(LEAD.priorityLabel.emergency).waitFor();
    await leadRow.getByText(LEAD_ADMIN.statusLabel.new).waitFor();
    await leadRow.getByText(/^Notified once, last /).waitFor();
    await page.getByText(LEAD_ADMIN.showing(1, 1)).waitFor();
    await expectAccessible(page, '/admin?tab=leads');

    await leadRow.getByRole('button', { name: `${LEAD_ADMIN.details}: Customer ${run}` }).click();
    const leadDetails = page.getByRole('dialog', { name: LEAD_ADMIN.detailsTitle });
    await leadDetails.getByLabel(LEAD_ADMIN.fields.message, { exact: true }).waitFor();
    expect(await leadDetails.getByLabel(LEAD_ADMIN.fields.message, { exact: true }).inputValue()).toBe(message);
    await leadDetails.getByText(LEAD.safetyLabel.pets).waitFor();
    await expectAccessible(page, 'the Lead Details dialog');
    const before = (await readMailbox(mailboxUrl)).filter((m) => m.destination.to.includes(businessEmail)).length;
    expect(await leadDetails.getByRole('button', { name: LEAD_ADMIN.notifyProvider }).count()).toBe(0);
    await leadDetails.getByRole('button', { name: LEAD_ADMIN.notifyAgain }).click();
    const notifyAgain = page.getByRole('dialog', { name: LEAD_ADMIN.notifyAgainTitle });
    await notifyAgain.getByText(`${listed} has already been e-mailed about this request (once, last `).waitFor();
    await notifyAgain.getByRole('button', { name: LEAD_ADMIN.notifyAgain }).click();
    await page.getByText(LEAD_ADMIN.notificationSentDetail).waitFor();
    await expect.poll(async () => (await readMailbox(mailboxUrl)).filter((m) => m.destination.to.includes(businessEmail)).length).toBe(before + 1);
    await leadDetails.getByRole('button', { name: LEAD_ADMIN.changeStatus }).click();
    await clickSettled(page.getByRole('menuitem', { name: LEAD_ADMIN.setStatus(LEAD_ADMIN.statusLabel.contacted) }));
    await page.getByText(LEAD_ADMIN.updated).first().waitFor();
    await leadDetails.getByText(LEAD_ADMIN.statusLabel.contacted).waitFor();
    expect(await leadDetails.getByRole('button', { name: LEAD_ADMIN.notifyAgain }).count()).toBe(0);
    await clickSettled(leadDetails.getByRole('button', { name: LEAD_ADMIN.cancel }));
    await leadDetails.waitFor({ state: 'hidden' });
    await leadRow.getByText(LEAD_ADMIN.statusLabel.contacted).waitFor();
    await leadRow.getByText(/^Notified 2 times, last /).waitFor();
    expect(await leadRow.getByRole('button', { name: `${LEAD_ADMIN.notifyAgain}: ${listed}` }).count()).toBe(0);

    // The status filter finds it among the contacted leads; the server says the same.
    await choose(page, LEAD_ADMIN.statusFilterLabel, LEAD_ADMIN.statusLabel.contacted);
    await leadRow.waitFor();
    const stored = await call(appUrl, 'POST', API.adminLeadManagement, { token: admin.idToken, body: { action: 'getLeads', status: 'contacted', search: customer.email } });
    expect(stored.body.leads.map((l: { status: string; priority: string }) => [l.status, l.priority])).toEqual([['contacted', 'emergency']]);
  });
});
