// Real Chromium for the journeys (the system's /usr/bin/chromium through playwright-core), an axe-core scan,
// and the local mailbox's links.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { readMailbox } from '../../infra/local/mail';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true });
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
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
