import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
const base = 'http://localhost:4179';
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const exp = Math.floor(Date.now() / 1000) + 3600;
const jwt = (claims: object) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.sig`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
async function scan(name: string, path: string, opts: { signedIn?: 'admin' | 'user'; width?: number; act?: (p: any) => Promise<void>; waitText?: string } = {}) {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('  PAGEERROR', name, e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('  CONSOLE', name, m.text().slice(0, 200)));
  await page.route('**/api/profile', (r) => r.fulfill({ json: { id: 'u-1', email: 'ada@example.com', displayName: 'Ada', role: opts.signedIn ?? 'user', tokenBalance: 1, monthlyTokenAllocation: 1, tokenResetDate: '', tokenRequestPending: false, createdAt: '', consentToPrivacyPolicy: true, consentTimestamp: null, marketingConsent: false, marketingConsentTimestamp: null } }));
  if (opts.signedIn) {
    const groups = opts.signedIn === 'admin' ? ['admin'] : [];
    await page.addInitScript(([id, access]) => {
      const k = 'CognitoIdentityServiceProvider.client';
      localStorage.setItem(`${k}.LastAuthUser`, 'u-1');
      localStorage.setItem(`${k}.u-1.idToken`, id);
      localStorage.setItem(`${k}.u-1.accessToken`, access);
      localStorage.setItem(`${k}.u-1.refreshToken`, 'r');
      localStorage.setItem(`${k}.u-1.clockDrift`, '0');
    }, [jwt({ sub: 'u-1', email: 'ada@example.com', 'cognito:groups': groups, exp, iat: exp - 3600, token_use: 'id' }), jwt({ sub: 'u-1', exp, iat: exp - 3600, token_use: 'access', username: 'u-1' })]);
  }
  await page.goto(base + path);
  await page.waitForSelector('main');
  if (opts.waitText) await page.getByText(opts.waitText).first().waitFor();
  await page.waitForTimeout(600);
  if (opts.act) { await opts.act(page); await page.waitForTimeout(600); }
  const r = await new AxeBuilder({ page }).analyze();
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = r.violations.filter((v) => !(v.impact === 'serious' || v.impact === 'critical'));
  console.log(`${name}: title="${await page.title()}" serious/critical=${bad.length} other=${minor.map((v) => v.id).join(',')}`);
  for (const v of bad) console.log('   ', v.impact, v.id, v.help, v.nodes.map((n) => n.target.join(' ') + ' ' + (n.failureSummary ?? '').slice(0, 200)).join(' | '));
  await context.close();
}
await scan('home', '/', { waitText: 'Free AI pest-control advice' });
await scan('home-mobile-open', '/', { width: 390, waitText: 'Free AI', act: (p) => p.getByRole('button', { name: 'Open menu' }).click() });
await scan('about', '/about', { waitText: 'Roadmap' });
await scan('login', '/login', { waitText: 'Forgot password?' });
await scan('login-errors', '/login', { waitText: 'Forgot password?', act: (p) => p.getByRole('button', { name: 'Log in', exact: true }).click() });
await scan('register-errors', '/register', { waitText: 'Privacy Policy', act: (p) => p.getByRole('button', { name: 'Create account' }).click() });
await scan('forgot', '/forgot-password', { waitText: 'Send Reset Link' });
await scan('reset-invalid', '/reset-password', { waitText: 'Invalid Reset Link' });
await scan('reset-valid', '/reset-password?type=recovery&email=a%40b.c&token=1', { waitText: 'Confirm Password' });
await scan('404', '/nope', { waitText: 'Go Back' });
await scan('dashboard-admin', '/dashboard', { signedIn: 'admin', waitText: 'Open System Monitoring' });
await scan('dashboard-admin-menu', '/dashboard', { signedIn: 'admin', waitText: 'Welcome back', act: (p) => p.getByRole('button', { name: /Account menu/ }).click() });
await scan('profile', '/profile', { signedIn: 'user', waitText: 'Save' });
await browser.close();
