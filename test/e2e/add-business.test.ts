// /add-business in Chromium against the built app: the page's heading, integration card and form; the spec's messages
// on an empty submit; the city waiting for a country; a visitor's submission with 'Submitting...', the success toast and
// the reset; the admins' e-mail in the local mailbox; axe scans of the page, with errors, and of the terms dialog.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '../../functions/contracts/config';
import { ADD_BUSINESS, PROVIDER_TERMS } from '../../functions/contracts/messages';
import { readMailbox, type SentMail } from '../../infra/local/mail';
import { clickSettled, expectAccessible, hydrated, useBrowserPage } from '../support/browser';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
const mailboxUrl = inject('mailboxUrl');
const supportEmail = process.env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL;
let page: Page;
useBrowserPage({ onPage: (opened) => (page = opened), acceptCookies: true });

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser(appUrl, { groups: ['admin'] });
});

const form = () => page.locator('form[id="add-business"]');

/** Picks `option` in the select labelled `label` (a native one). */
async function choose(label: string, option: string) {
  await form().getByLabel(label, { exact: true }).selectOption(option);
}

/**
 * Opens the page, once the app has taken it over: the city offers a country's cities only then (what is typed or
 * ticked before is handed over, test/e2e/prerender.test.ts).
 */
async function open() {
  await page.goto(`${appUrl}/add-business`);
  await page.getByRole('heading', { name: ADD_BUSINESS.title, level: 1 }).waitFor();
  await hydrated(page);
}

const field = (label: string): Locator => form().getByLabel(label, { exact: true });

describe('/add-business', () => {
  it('shows the heading, the integration card with its Contact Us mail link, and the marked required fields', async () => {
    await open();
    await page.getByRole('heading', { name: 'Integrate PestPilot with Your Business' }).waitFor();
    expect(await page.getByRole('link', { name: ADD_BUSINESS.contactUs }).getAttribute('href')).toBe(`mailto:${supportEmail}`);
    await page.getByRole('heading', { name: ADD_BUSINESS.formTitle }).waitFor();
    const required = await form().locator('.pf-label-required').allTextContents();
    expect(required).toEqual(['Business Name', 'Business Description', 'Services Offered', 'Country', 'City', 'Contact Name', 'Email', 'Phone']);
    expect(await form().getByRole('checkbox').count()).toBe(12 + 2);
  });

  it("says every field's message on an empty submit, and the city waits for a country", async () => {
    await open();
    expect(await field('City').isDisabled()).toBe(true);
    expect(await field('City').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe(ADD_BUSINESS.selectCountryFirst);
    await form().getByRole('button', { name: ADD_BUSINESS.submit }).click();
    for (const message of [
      ADD_BUSINESS.businessNameMin,
      ADD_BUSINESS.descriptionMin,
      ADD_BUSINESS.servicesMin,
      ADD_BUSINESS.countryRequired,
      ADD_BUSINESS.cityRequired,
      ADD_BUSINESS.contactNameMin,
      ADD_BUSINESS.emailInvalid,
      ADD_BUSINESS.phoneMin,
      ADD_BUSINESS.termsRequired,
      ADD_BUSINESS.privacyRequired,
    ])
      await form().getByText(message, { exact: true }).waitFor();
    // An empty country is one message, not also 'choose a country from the list'.
    expect(await form().getByText(ADD_BUSINESS.countryRequired, { exact: true }).count()).toBe(1);
    expect(await form().getByText(ADD_BUSINESS.countryUnknown, { exact: true }).count()).toBe(0);
    await expectAccessible(page, '/add-business with errors');

    await choose('Country', 'France');
    expect(await field('City').isDisabled()).toBe(false);
    await choose('City', 'Lyon');
    expect(await field('City').inputValue()).toBe('Lyon');
    await choose('Country', 'Germany');
    await expect.poll(() => field('City').inputValue()).toBe('');
    expect(await field('City').locator('option', { hasText: 'Lyon' }).count()).toBe(0);
  });

  it('opens the provider terms from the terms tick box, accessibly', async () => {
    await open();
    await form().getByRole('button', { name: PROVIDER_TERMS.link }).click();
    const dialog = page.getByRole('dialog', { name: PROVIDER_TERMS.title });
    await dialog.waitFor();
    await expectAccessible(page, 'the provider terms dialog');
    await clickSettled(dialog.getByRole('button', { name: PROVIDER_TERMS.close }).last());
    await dialog.waitFor({ state: 'hidden' });
  });

  it("sends a visitor's business: 'Submitting...', the success toast, the form reset, and the admins' e-mail", async () => {
    const name = `Lyon Nuisibles ${Date.now()}`;
    await open();
    await expectAccessible(page, '/add-business');
    await field('Business Name').fill(name);
    await field('Business Description').fill('Eco-friendly pest control for homes and restaurants in Lyon.');
    await form().getByRole('checkbox', { name: 'Rodent Control' }).check();
    await form().getByRole('checkbox', { name: 'Pest Inspection' }).check();
    await choose('Country', 'France');
    await choose('City', 'Lyon');
    await field('Contact Name').fill('Camille Martin');
    await field('Email').fill('camille@nuisibles.example');
    await field('Phone').fill('+33 4 72 00 00 00');
    await field('Website (optional)').fill('https://nuisibles.example');
    await form().getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
    await form().getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();

    // Hold the answer so the busy state can be seen, then let it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/send-provider-suggestion', async (route) => {
      await held;
      await route.continue();
    });
    await form().getByRole('button', { name: ADD_BUSINESS.submit }).click();
    const busy = form().getByRole('button', { name: ADD_BUSINESS.submitting });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    await page.getByText(ADD_BUSINESS.submittedTitle).waitFor();
    await page.getByText(ADD_BUSINESS.submitted('PestPilot')).waitFor();
    expect(await field('Business Name').inputValue()).toBe('');
    expect(await form().getByRole('checkbox', { name: 'Rodent Control' }).isChecked()).toBe(false);
    expect(await field('City').isDisabled()).toBe(true);

    const mails = (await readMailbox(mailboxUrl)).filter((m) => m.subject.includes(name));
    expect(mails, 'one e-mail to the admins').toHaveLength(1);
    const mail = mails[0] as SentMail;
    expect(mail.destination.to).toContain(admin.email);
    expect(mail.body.text).toContain('Rodent Control, Pest Inspection');
    expect(mail.body.text).toContain('Lyon, France');
    expect(mail.body.text).toContain('camille@nuisibles.example');
  });

  it('shows the failure toast, keeping what was typed, when the submission fails', async () => {
    await open();
    await page.route('**/api/send-provider-suggestion', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"Internal","message":"x"}}' }));
    await field('Business Name').fill('Failing Pests Ltd');
    await field('Business Description').fill('Pest control that will not get through today.');
    await form().getByRole('checkbox', { name: 'Fumigation' }).check();
    await choose('Country', 'France');
    await choose('City', 'Paris');
    await field('Contact Name').fill('Camille Martin');
    await field('Email').fill('camille@failing.example');
    await field('Phone').fill('+33 1 00 00 00 00');
    await form().getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
    await form().getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
    await form().getByRole('button', { name: ADD_BUSINESS.submit }).click();
    await page.getByText(ADD_BUSINESS.failed).waitFor();
    expect(await field('Business Name').inputValue()).toBe('Failing Pests Ltd');
  });
});
