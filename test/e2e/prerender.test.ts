// The pre-rendered pages (bin/prerender.ts, the list in web/src/app/prerendered.ts): each path's own HTML carries its
// heading, text, title, description and structured data before any script runs; each reads and links without
// JavaScript; the app hydrates them without a mismatch or a layout shift (the public forms too, plain elements that load
// no antd); every other path gets the app's shell (header, <main> and footer) painted from its HTML, the same for a
// visitor and a signed-in user, which the app renders its page over (a visitor on a signed-in page is shown the login
// page by the entry, before the app has started). The footer is in every page's
// HTML: painted with the page, never late.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import { shownTags, sortCaseStudies, tagLabel, type PublicCaseStudyWire } from '../../functions/contracts/caseStudy/facts';
import { ADD_BUSINESS, AUTH, CASE_STUDIES, PRIVACY_POLICY } from '../../functions/contracts/messages';
import { PEST_GUIDES } from '../../functions/knowledge/pests';
import { PEST_FAQ } from '../../functions/knowledge/knowledgebase';
import { SITE_FAQ } from '../../functions/knowledge/siteFaq';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES } from '../../web/src/app/prerendered';
import { HERO_TITLE } from '../../web/src/features/landing/Hero';
import { FAQ_TITLE } from '../../web/src/pages/faq/FaqPage';
import { KNOWLEDGEBASE_TITLE } from '../../web/src/pages/knowledgebase/KnowledgebasePage';
import { pestPageTitle } from '../../web/src/pages/pests/PestPage';
import { hydrated, useBrowserPage } from '../support/browser';

const appUrl = inject('appUrl');
let page: Page;
useBrowserPage({ onPage: (opened) => (page = opened), acceptCookies: true });

interface Expected {
  heading: string;
  title: string;
  /** A text of the page's body. */
  text: string;
  /** The schema.org type of its JSON-LD block, if it has one. */
  data?: string;
}

const EXPECTED: Record<string, Expected> = {
  '/': { heading: HERO_TITLE, title: 'PestPilot', text: 'Basic consultation and identification are free.' },
  '/knowledgebase': { heading: KNOWLEDGEBASE_TITLE, title: 'Knowledgebase | PestPilot', text: PEST_FAQ[2].items[9].question, data: 'FAQPage' },
  '/login': { heading: 'Log in', title: 'Log in | PestPilot', text: 'Forgot password?' },
  '/about': { heading: 'About PestPilot', title: 'About | PestPilot', text: 'Homes and businesses free of pests with less chemistry' },
  '/privacy-policy': { heading: PRIVACY_POLICY.title, title: `${PRIVACY_POLICY.title} | PestPilot`, text: PRIVACY_POLICY.lastUpdated },
  '/faq': { heading: FAQ_TITLE, title: `${FAQ_TITLE} | PestPilot`, text: SITE_FAQ[0].items[0].question, data: 'FAQPage' },
  '/case-studies': { heading: CASE_STUDIES.title, title: `${CASE_STUDIES.title} | PestPilot`, text: CASE_STUDIES.subtitle },
  '/register': { heading: 'Sign up', title: 'Sign up | PestPilot', text: 'Display Name' },
  '/contact': { heading: 'Contact us', title: 'Contact | PestPilot', text: 'Send us a message' },
  '/add-business': { heading: ADD_BUSINESS.title, title: `${ADD_BUSINESS.title} | PestPilot`, text: ADD_BUSINESS.formTitle },
  ...Object.fromEntries(
    PEST_GUIDES.map((guide) => [
      `/pests/${guide.slug}`,
      { heading: guide.title, title: `${pestPageTitle(guide)} | PestPilot`, text: guide.identification[0], data: 'Service' },
    ]),
  ),
};

/** What antd leaves on a page it drew: its class names and the styles it generates. */
const ANTD_MARKS = '[class^="ant-"], [class*=" ant-"], style[data-css-hash], style[data-token-hash]';

const unescape = (html: string) => html.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

/** Watches a page for console errors and warnings, uncaught errors and unexpected layout shifts from the start. */
async function watch(target: Page): Promise<{ problems: string[]; shifts: () => Promise<number> }> {
  const problems: string[] = [];
  target.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  target.on('pageerror', (error) => problems.push(error.message));
  await target.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      // A shift right after the user's own input (opening an answer) is what they asked for, as the metric counts it.
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { problems, shifts: () => target.evaluate(() => (window as unknown as { shifts: number }).shifts) };
}


describe('pre-rendered pages', () => {
  it('lists every page this test expects, and only those', () => {
    expect(PRERENDERED_PAGES.map((p) => p.path).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('serves %s with its heading, text, head and structured data', async (path, expected) => {
    const html = unescape(await (await fetch(`${appUrl}${path}`)).text());
    expect(html).toMatch(new RegExp(`<h1[^>]*>${expected.heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(html).toContain(expected.text);
    expect(html).toContain(`<title>${expected.title}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}" \/>/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as { '@type': string });
    expect(blocks.map((block) => block['@type'])).toEqual(expected.data ? [expected.data] : []);
  });

  /** Paths without a page of their own: the public app routes, signed-in ones (a visitor is sent on to /login) and an unknown one. */
  const SHELL_PATHS = ['/chat', '/providers', '/forgot-password', '/pests/unicorns'];

  it("paints the app's shell on every other path from its HTML, with nothing that depends on who is signed in", async () => {
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    try {
      const noScript = await context.newPage();
      for (const path of SHELL_PATHS) {
        const response = await noScript.goto(`${appUrl}${path}`);
        expect(await response!.text()).not.toContain(PRERENDERED_ATTRIBUTE);
        const header = noScript.getByRole('banner');
        expect(await header.getByRole('link', { name: 'PestPilot' }).getAttribute('href')).toBe('/');
        expect(await noScript.getByRole('main').getByRole('status').textContent()).toBe('Loading…');
        // Neither a visitor's buttons nor a signed-in user's links: the app draws those once it knows.
        expect(await header.getByRole('link').count()).toBe(1);
        expect(await noScript.getByRole('navigation', { name: 'Main' }).getByRole('link').count()).toBe(0);
        expect(await noScript.getByRole('contentinfo').getByRole('link', { name: PRIVACY_POLICY.title }).getAttribute('href')).toBe('/privacy-policy');
      }
    } finally {
      await context.close();
    }
  });

  it('reads and links without JavaScript', async () => {
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    try {
      const noScript = await context.newPage();
      for (const [path, expected] of Object.entries(EXPECTED)) {
        await noScript.goto(`${appUrl}${path}`);
        expect(await noScript.getByRole('heading', { level: 1 }).textContent()).toBe(expected.heading);
        expect(await noScript.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Knowledgebase' }).getAttribute('href')).toBe('/knowledgebase');
        expect(await noScript.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
      }
      // The accordions are native: they open without a script.
      await noScript.goto(`${appUrl}/faq`);
      const question = SITE_FAQ[5].items[1];
      await noScript.getByText(question.question).click();
      expect(await noScript.getByText(question.answer).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('hydrates the home page without errors or layout shifts and then works as the app', async () => {
    const { problems, shifts } = await watch(page);
    await page.goto(`${appUrl}/`);
    // The features section mounts after hydration: once it shows, the app has taken over the page.
    await page.getByRole('heading', { name: /^Why / }).waitFor();
    // The footer is in the page's HTML and appears about 2 s after load (the spec), by CSS alone; on other pages at once.
    const footerAnimation = () => page.locator('footer.site-footer').evaluate((footer) => [getComputedStyle(footer).animationName, getComputedStyle(footer).animationDelay]);
    expect(await footerAnimation()).toEqual(['site-footer-appear', '2s']);
    await page.getByRole('contentinfo').waitFor();
    await page.getByLabel('Describe your pest problem (optional)').fill('Ants in my kitchen');
    await page.getByRole('button', { name: 'Get free advice' }).click();
    await page.waitForURL('**/register');
    // (The address changes as the register page's code is fetched; the page, its footer with it, renders once it is.)
    await expect.poll(footerAnimation).toEqual(['none', '0s']);
    expect(problems).toEqual([]);
    expect(await shifts()).toBeLessThan(0.01);
  });

  /** Holds the app's code back until the returned function is called. */
  async function holdCode(): Promise<() => Promise<void>> {
    let releaseCode!: () => void;
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route('**/assets/boot-*.js', async (route) => {
      await codeHeld;
      await route.continue();
    });
    return async () => {
      releaseCode();
      // Waits for the held request to go on (the page routes nothing else).
      await page.unrouteAll({ behavior: 'wait' });
    };
  }

  it("shows the shell's header and <main> before the app's code has run, then the app's page over it without errors", async () => {
    const { problems } = await watch(page);
    const release = await holdCode();
    try {
      // Not waiting for the load event: the shell's head preloads the held code.
      await page.goto(`${appUrl}/forgot-password`, { waitUntil: 'commit' });
      await page.getByRole('banner').getByRole('link', { name: 'PestPilot' }).waitFor();
      expect(await page.getByRole('main').getByRole('status').isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Forgot password' }).count()).toBe(0);
    } finally {
      await release();
    }
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    expect(await page.getByRole('main').getByRole('status').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('keeps a tap made before the app has taken the page over, and acts on it once it has', async () => {
    // The app's code is held back until the tap has landed on the pre-rendered menu button.
    const release = await holdCode();
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${appUrl}/`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      expect(await page.getByRole('heading', { name: /^Why / }).count()).toBe(0);
      await release();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).waitFor();
      expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    } finally {
      await release();
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });

  it('leaves a visitor where they scrolled to before the app took the page over; a link then starts at the top and Back returns', async () => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    const release = await holdCode();
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${appUrl}/faq`);
      await page.getByRole('heading', { name: FAQ_TITLE }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 800));
      expect(await scrollY()).toBe(800);
    } finally {
      await release();
    }
    await hydrated(page);
    expect(await scrollY()).toBe(800);
    // A link to another page starts it at the top; Back returns where the FAQ was left.
    const contact = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact' });
    await contact.scrollIntoViewIfNeeded();
    const left = await scrollY();
    expect(left).toBeGreaterThan(0);
    await contact.click();
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    expect(await scrollY()).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { name: FAQ_TITLE }).waitFor();
    await expect.poll(scrollY).toBe(left);
  });

  /** Types a wrong password into the pre-rendered login form and presses Log in, all before the app has the page. */
  async function logInEarly(): Promise<void> {
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password').fill('typed early');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    expect(await page.getByText(AUTH.invalidCredentials).count()).toBe(0);
  }

  it('hydrates the login page without errors or layout shifts, keeping and acting on what was typed before the app took it over', async () => {
    const { problems, shifts } = await watch(page);
    const release = await holdCode();
    try {
      await page.goto(`${appUrl}/login`);
      await logInEarly();
    } finally {
      await release();
    }
    await hydrated(page);
    // The held press sends what was typed: the sign-in is tried, not stopped as an empty form.
    await page.getByText(AUTH.invalidCredentials).waitFor();
    expect(await page.getByText(AUTH.passwordRequired).count()).toBe(0);
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.com');
    expect(await page.getByLabel('Password').inputValue()).toBe('typed early');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password').getAttribute('type')).toBe('text');
    // The refused sign-in's response is the only message the console may show.
    expect(problems.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
    expect(await shifts()).toBeLessThan(0.01);
  });

  it('sends a visitor on a signed-in page to the login page before the app has started, keeping what they typed and where they were going', async () => {
    const { problems, shifts } = await watch(page);
    const release = await holdCode();
    try {
      await page.goto(`${appUrl}/chat?thread=t1`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      await logInEarly();
    } finally {
      await release();
    }
    await page.getByText(AUTH.invalidCredentials).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.com');
    // Where the visitor was going, as the router keeps it for after the sign-in.
    expect(await page.evaluate(() => (window.history.state as { usr: unknown }).usr)).toMatchObject({ from: { pathname: '/chat', search: '?thread=t1' } });
    expect(problems.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
    expect(await shifts()).toBeLessThan(0.01);
  });

  it("keeps the shell, not the login page, on a signed-in page for a user whose session is stored", async () => {
    const release = await holdCode();
    try {
      await page.goto(`${appUrl}/`);
      await page.evaluate(() => window.localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'someone'));
      await page.goto(`${appUrl}/providers`, { waitUntil: 'commit' });
      await page.getByRole('main').getByRole('status').waitFor();
      expect(new URL(page.url()).pathname).toBe('/providers');
      expect(await page.getByRole('heading', { name: 'Log in' }).count()).toBe(0);
    } finally {
      await page.evaluate(() => window.localStorage.clear());
      await release();
    }
  });

  /** The login page as a visit sent there with a prefilled email leaves it: a reload keeps the router's state, so the page renders anew. */
  async function onLoginWithRouteState(): Promise<void> {
    await page.goto(`${appUrl}/login`);
    await hydrated(page);
    await page.evaluate(() => window.history.replaceState({ usr: { email: 'prefilled@example.com' }, key: 'prefilled', idx: 0 }, ''));
  }

  it('hands what was typed to the form when the app renders the login page anew (a reload of a visit with a prefilled email)', async () => {
    await onLoginWithRouteState();
    const release = await holdCode();
    try {
      await page.reload();
      await logInEarly();
    } finally {
      await release();
    }
    await page.getByText(AUTH.invalidCredentials).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.com');
    expect(await page.getByLabel('Password').inputValue()).toBe('typed early');
  });

  it('keeps typing in the field it was in when the app renders the login page anew over it', async () => {
    await onLoginWithRouteState();
    const release = await holdCode();
    try {
      await page.reload();
      await page.getByLabel('Password').focus();
      await page.keyboard.type('typed ');
    } finally {
      await release();
    }
    await hydrated(page);
    // The app's field took the focus and the caret where they were: the next keys go on where the first ones ended.
    await page.keyboard.type('on');
    expect(await page.getByLabel('Password').inputValue()).toBe('typed on');
  });

  it('lets what is typed next replace the email the app prefills in the field the visitor was in, which they saw empty', async () => {
    await onLoginWithRouteState();
    const release = await holdCode();
    try {
      await page.reload();
      await page.getByLabel('Email').focus();
    } finally {
      await release();
    }
    await hydrated(page);
    await page.keyboard.type('someone@example.com');
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.com');
  });

  it('paints the public forms styled before any script runs', async () => {
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    try {
      const noScript = await context.newPage();
      for (const [path, field] of [['/register', 'Email'], ['/contact', 'Email'], ['/add-business', 'Email']]) {
        await noScript.goto(`${appUrl}${path}`);
        // The outlined input (the theme's 8 px corners), not the browser's bare field.
        const input = noScript.getByLabel(field, { exact: true }).first();
        expect(await input.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe('8px');
      }
    } finally {
      await context.close();
    }
  });

  it('fetches none of the styles a pre-rendered page carries as the app takes it over', async () => {
    const styles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') styles.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/add-business', '/faq']) {
      await page.goto(`${appUrl}${path}`);
      await hydrated(page);
    }
    expect(styles).toEqual([]);
  });

  it('hydrates the pre-rendered sign-up form without errors or layout shifts, keeping what was typed and a press made before', async () => {
    const { problems, shifts } = await watch(page);
    const release = await holdCode();
    try {
      await page.goto(`${appUrl}/register`);
      await page.getByLabel('Display Name').fill('Early Visitor');
      await page.getByRole('button', { name: 'Create account' }).click();
      expect(await page.getByText(AUTH.privacyConsentRequired).count()).toBe(0);
    } finally {
      await release();
    }
    await hydrated(page);
    // The held press submits what was typed: the form checks it, and asks for the consent left unticked.
    await page.getByText(AUTH.privacyConsentRequired).waitFor();
    expect(await page.getByLabel('Display Name').inputValue()).toBe('Early Visitor');
    expect(await page.locator(ANTD_MARKS).count()).toBe(0);
    expect(problems).toEqual([]);
    expect(await shifts()).toBeLessThan(0.01);
  });

  it('hands boxes ticked and text typed on the pre-rendered add-business form to the app, which sends them', async () => {
    const { problems } = await watch(page);
    const release = await holdCode();
    const form = page.locator('form[id="add-business"]');
    try {
      await page.goto(`${appUrl}/add-business`);
      await form.getByLabel('Business Name', { exact: true }).fill('Early Pest Control');
      await form.getByRole('checkbox', { name: 'Fumigation' }).check();
      await form.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
    } finally {
      await release();
    }
    await hydrated(page);
    // The app's form holds them: a submit asks for the other fields only.
    await form.getByRole('button', { name: ADD_BUSINESS.submit }).click();
    await form.getByText(ADD_BUSINESS.descriptionMin, { exact: true }).waitFor();
    for (const message of [ADD_BUSINESS.servicesMin, ADD_BUSINESS.businessNameMin, ADD_BUSINESS.privacyRequired]) {
      expect(await form.getByText(message, { exact: true }).count()).toBe(0);
    }
    expect(await form.getByLabel('Business Name', { exact: true }).inputValue()).toBe('Early Pest Control');
    expect(await form.getByRole('checkbox', { name: 'Fumigation' }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox', { name: 'Rodent Control' }).isChecked()).toBe(false);
    // Plain: nothing of antd until a toast or the terms dialog asks for it.
    expect(await page.locator(ANTD_MARKS).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('sends a visitor from /chat to a login page drawn without antd', async () => {
    const { problems } = await watch(page);
    await page.goto(`${appUrl}/chat`);
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await hydrated(page);
    expect(await page.locator(ANTD_MARKS).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('hydrates the FAQ without errors or layout shifts and then works as the app', async () => {
    const { problems, shifts } = await watch(page);
    await page.goto(`${appUrl}/faq`);
    await hydrated(page);
    const about = page.getByRole('region', { name: 'About' });
    // View All opens the category's three answers.
    await about.getByRole('button', { name: 'View All' }).click();
    for (const item of SITE_FAQ[0].items) await about.getByText(item.answer).waitFor();
    await about.getByRole('button', { name: 'Collapse All' }).waitFor();
    expect(problems).toEqual([]);
    expect(await shifts()).toBeLessThan(0.01);
  });

  it('hydrates the knowledgebase on its own tab, and renders another tab anew without errors', async () => {
    const { problems, shifts } = await watch(page);
    await page.goto(`${appUrl}/knowledgebase`);
    await hydrated(page);
    await page.waitForURL('**/knowledgebase?section=faq');
    expect(await shifts()).toBeLessThan(0.01);
    await page.goto(`${appUrl}/knowledgebase?section=prevention`);
    await page.getByRole('heading', { name: 'Pest Prevention Guide' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Prevention' }).getAttribute('aria-selected')).toBe('true');
    expect(problems).toEqual([]);
  });

  it('hydrates the case study list as it starts loading, then shows what the service answers without errors', async () => {
    const { problems } = await watch(page);
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === API.fetchCaseStudies) listRequests.push(request.url());
    });
    const release = await holdCode();
    try {
      await page.goto(`${appUrl}/case-studies`);
      // The list is asked for by the page's HTML, before any of the app's code has run.
      await expect.poll(() => listRequests).toEqual([`${appUrl}${API.fetchCaseStudies}`]);
      // A mark on the painted heading, which hydration keeps and a render anew would replace.
      await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.setAttribute('data-painted', ''));
    } finally {
      await release();
    }
    await hydrated(page);
    // The placeholders' loading bar goes once the list is in; the app took the answer the HTML had asked for.
    await page.getByRole('progressbar', { name: CASE_STUDIES.loading }).waitFor({ state: 'detached' });
    expect(await page.locator('h1[data-painted]').textContent()).toBe(CASE_STUDIES.title);
    expect(listRequests).toHaveLength(1);
    // Chromium's advice when a slow start takes the preloaded answer more than 3 s after load (the length above is what counts).
    expect(problems.filter((problem) => !problem.includes('was preloaded using link preload but not used within a few seconds'))).toEqual([]);
  });

  it("paints the case study cards from the service's answer before the app has started, which then hydrates them and works", async () => {
    const { problems, shifts } = await watch(page);
    const listRequests: string[] = [];
    let answer: PublicCaseStudyWire[] | undefined;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === API.fetchCaseStudies) listRequests.push(request.url());
    });
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === API.fetchCaseStudies) answer = (await response.json()) as PublicCaseStudyWire[];
    });
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    const release = await holdCode();
    try {
      await page.goto(`${appUrl}/case-studies`, { waitUntil: 'commit' });
      // The service's own titles, latest first, with the app's code still held back.
      await expect.poll(() => answer).toBeDefined();
      const studies = sortCaseStudies(answer!, 'latest');
      expect(studies.length).toBeGreaterThan(0);
      await expect.poll(() => titles.allTextContents()).toEqual(studies.map((study) => study.title));
      expect(await page.getByRole('progressbar').count()).toBe(0);
      const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: studies[0]!.title, exact: true }) });
      expect(await first.getByRole('link').getAttribute('href')).toBe(`/case-studies/${studies[0]!.slug}`);
      const tags = shownTags(studies[0]!);
      expect(await first.getByRole('button').allTextContents()).toEqual(tags.map(tagLabel));
      expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
      // A mark on a painted card's heading, which hydration keeps and a render anew would replace.
      await titles.first().evaluate((heading) => heading.setAttribute('data-painted', ''));
    } finally {
      await release();
    }
    await hydrated(page);
    expect(await page.locator('h2[data-painted]').count()).toBe(1);
    expect(listRequests).toHaveLength(1);
    expect(await shifts()).toBeLessThan(0.01);
    // The app's tag chip filters the list, and a card's link opens its case study.
    const study = sortCaseStudies(answer!, 'latest')[0]!;
    const [tag] = shownTags(study);
    await page.getByRole('button', { name: CASE_STUDIES.tagFilterLabel(tagLabel(tag!)) }).first().click();
    await page.waitForURL(`**/case-studies?category=${tag}`);
    await page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: study.title, exact: true }) }).getByRole('link').click();
    await page.waitForURL(`**/case-studies/${study.slug}`);
    await page.getByRole('heading', { level: 1, name: study.title }).waitFor();
    expect(problems.filter((problem) => !problem.includes('was preloaded using link preload but not used within a few seconds'))).toEqual([]);
  });

  it('hydrates a pest page without errors or layout shifts and then works as the app', async () => {
    const { problems, shifts } = await watch(page);
    await page.goto(`${appUrl}/pests/ants`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Describe your ant problem...' }).click();
    // A visitor goes through the login on the way to the chat.
    await page.waitForURL('**/login');
    expect(problems).toEqual([]);
    expect(await shifts()).toBeLessThan(0.01);
  });
});
