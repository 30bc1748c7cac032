// The cookie banner: appears 1.5 s after load when no choice is stored; Accept All, Decline and close store
// cookiesAccepted ('true' / 'false') and hide it for good; Learn more explains the four kinds of cookies.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIES } from '@contracts/messages';
import { AppProviders } from '../../web/src/app/AppProviders';
import { CookieConsentGate } from '../../web/src/features/cookies/CookieConsentGate';
import { COOKIE_CONSENT_KEY } from '../../web/src/features/cookies/consent';
import { resetAmplifyMocks } from './amplifyMock';
import { renderApp, testConfig } from './render';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

/** Lets (fake) timers and the promises they settle run, inside act. Clicks use real timers: antd's buttons need them. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderGate(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <CookieConsentGate /> }], { initialEntries: [path] });
  return render(
    <AppProviders config={testConfig} initialUser={null}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const banner = () => screen.queryByRole('region', { name: COOKIES.label });

beforeAll(async () => {
  // The banner is a lazy chunk: load it once so fake time alone decides when it shows.
  await import('../../web/src/features/cookies/CookieBanner');
});
beforeEach(() => {
  resetAmplifyMocks();
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('cookie banner', () => {
  it('appears 1.5 s after load when no choice is stored', async () => {
    renderGate();
    await advance(1499);
    expect(banner()).toBeNull();
    await advance(1);
    const region = banner()!;
    expect(region).toBeTruthy();
    expect(within(region).getByText(COOKIES.text)).toBeTruthy();
    for (const name of [COOKIES.acceptAll, COOKIES.decline, COOKIES.learnMore, COOKIES.close]) {
      expect(within(region).getByRole('button', { name })).toBeTruthy();
    }
  });

  it("counts the 1.5 s from the page's load: an app that took 1.2 s to start shows it 0.3 s later", async () => {
    // The fake clock is the page's: performance.now() is the time since it began to load.
    vi.advanceTimersByTime(1200);
    renderGate();
    await advance(299);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).toBeTruthy();
  });

  it("sits at the top of the chat page, clear of its send button, and at the bottom elsewhere", async () => {
    renderGate('/chat');
    await advance(1500);
    expect(banner()!.getAttribute('data-placement')).toBe('top');
    expect(document.querySelector('.cookie-banner-spacer')).toBeNull();
    cleanup();
    renderGate('/faq');
    await advance(1500);
    expect(banner()!.getAttribute('data-placement')).toBe('bottom');
    expect(document.querySelector('.cookie-banner-spacer')).toBeTruthy();
  });

  it.each([
    [COOKIES.acceptAll, 'true'],
    [COOKIES.decline, 'false'],
    [COOKIES.close, 'false'],
  ])('%s stores cookiesAccepted=%s and hides the banner for good', async (button, stored) => {
    const view = renderGate();
    await advance(1500);
    vi.useRealTimers();
    await userEvent.setup().click(within(banner()!).getByRole('button', { name: button }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe(stored);
    expect(banner()).toBeNull();

    view.unmount();
    vi.useFakeTimers();
    renderGate();
    await advance(5000);
    expect(banner()).toBeNull();
  });

  it.each(['true', 'false'])('stays hidden when cookiesAccepted=%s is stored', async (stored) => {
    localStorage.setItem(COOKIE_CONSENT_KEY, stored);
    renderGate();
    await advance(5000);
    expect(banner()).toBeNull();
  });

  it('asks again when the stored value is not a choice', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'maybe');
    renderGate();
    await advance(1500);
    expect(banner()).toBeTruthy();
  });

  it('Learn more opens a dialog on essential, analytics, functional and targeting cookies with a privacy policy link', async () => {
    renderGate();
    await advance(1500);
    vi.useRealTimers();
    const ui = userEvent.setup();
    await ui.click(within(banner()!).getByRole('button', { name: COOKIES.learnMore }));
    const dialog = await screen.findByRole('dialog', { name: COOKIES.dialogTitle });
    expect(within(dialog).getByText(COOKIES.details)).toBeTruthy();
    for (const title of [COOKIES.essentialTitle, COOKIES.analyticsTitle, COOKIES.functionalTitle, COOKIES.targetingTitle]) {
      expect(within(dialog).getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    await ui.click(within(dialog).getByRole('button', { name: COOKIES.acceptAll }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(banner()).toBeNull();
  });

  it('is part of every page through the shell', async () => {
    await import('../../web/src/pages/about/AboutPage');
    renderApp('/about');
    await advance(0);
    expect(banner()).toBeNull();
    await advance(1500);
    expect(banner()).toBeTruthy();
  });
});
