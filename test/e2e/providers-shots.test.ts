import { it, inject } from 'vitest';
import { launchBrowser } from '../support/browser';
import { createUser } from '../support/users';
const appUrl = inject('appUrl');
it('shots', async () => {
  const browser = await launchBrowser();
  for (const [name, viewport] of [['desktop', { width: 1280, height: 1400 }], ['mobile', { width: 390, height: 1600 }]] as const) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
    const page = await context.newPage();
    const { email, password } = await createUser(appUrl);
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(`${appUrl}/providers`);
    await page.locator('.provider-results[aria-busy="false"]').waitFor();
    await page.getByRole('tab', { name: 'List View' }).click();
    await page.getByLabel('Country', { exact: true }).click();
    await page.getByLabel('Country', { exact: true }).fill('United Kingdom');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="United Kingdom"]').click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/providers-${name}.png`, fullPage: true });
    await page.getByRole('region', { name: /Search results/ }).getByRole('button', { name: /^Contact/ }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('checkbox', { name: 'Request a callback' }).check();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/lead-${name}.png`, fullPage: true });
    await context.close();
  }
  await browser.close();
});
