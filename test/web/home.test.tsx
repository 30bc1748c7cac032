// The home page: the limited-time offer, the hero's call to action (with the optional problem text handed on as
// initialQuery), the lazy features, call-to-action and add-business promotion, and the footer (there with the page,
// shown 2 s after load on the home page).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_KEY } from '../../web/src/features/cookies/consent';
import { HERO_TITLE, PROBLEM_LABEL, USER_CTA, VISITOR_CTA } from '../../web/src/features/landing/Hero';
import { OFFER_LABEL } from '../../web/src/features/landing/OfferBanner';
import { resetAmplifyMocks } from './amplifyMock';
import { renderApp, user } from './render';
import { viewport } from './setup';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const heading = (name: string | RegExp) => screen.queryByRole('heading', { name });

/** The route state each path was first reached with (the chat page clears its state once it has read it). */
function arrivals(router: ReturnType<typeof renderApp>['router']): Map<string, unknown> {
  const seen = new Map<string, unknown>();
  router.subscribe(({ location }) => {
    if (!seen.has(location.pathname)) seen.set(location.pathname, location.state);
  });
  return seen;
}
const footer = () => screen.queryByRole('contentinfo');

beforeAll(async () => {
  // Load the lazy chunks once, so in the timing tests fake time alone decides what shows.
  await Promise.all([
    import('../../web/src/pages/home/HomePage'),
    import('../../web/src/features/landing/HomeSections'),
  ]);
});
beforeEach(() => {
  resetAmplifyMocks();
  localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('home page', () => {
  it('shows the limited-time offer inviting providers to add their business for free', async () => {
    renderApp('/');
    const offer = await screen.findByRole('region', { name: OFFER_LABEL });
    expect(offer.textContent).toMatch(/add their business to PestPilot for free/);
    expect(within(offer).getByRole('link', { name: 'Add your business' }).getAttribute('href')).toBe('/add-business');
  });

  it('sends a visitor to /register, handing on the described problem as initialQuery', async () => {
    const seen = arrivals(renderApp('/').router);
    expect(await screen.findByRole('heading', { level: 1, name: HERO_TITLE })).toBeTruthy();
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText(PROBLEM_LABEL), '  Ants in my kitchen  ');
    await ui.click(screen.getByRole('button', { name: VISITOR_CTA }));
    await waitFor(() => expect(seen.has('/register')).toBe(true));
    expect(seen.get('/register')).toEqual({ initialQuery: 'Ants in my kitchen' });
  });

  it('sends a visitor who describes nothing to /register without a query', async () => {
    const seen = arrivals(renderApp('/').router);
    await userEvent.setup().click(await screen.findByRole('button', { name: VISITOR_CTA }));
    await waitFor(() => expect(seen.has('/register')).toBe(true));
    expect(seen.get('/register')).toBeNull();
  });

  it('offers visitors a login link that carries the query too', async () => {
    const seen = arrivals(renderApp('/').router);
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText(PROBLEM_LABEL), 'Wasps');
    const login = within(screen.getByRole('region', { name: HERO_TITLE })).getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/login');
    await ui.click(login);
    await waitFor(() => expect(seen.has('/login')).toBe(true));
    expect(seen.get('/login')).toEqual({ initialQuery: 'Wasps' });
  });

  it('sends a signed-in user to /chat with the query in a new thread', async () => {
    const seen = arrivals(renderApp('/', { as: user }).router);
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText(PROBLEM_LABEL), 'Bed bugs after a trip');
    await ui.click(screen.getByRole('button', { name: USER_CTA }));
    await waitFor(() => expect(seen.has('/chat')).toBe(true));
    expect(seen.get('/chat')).toEqual({ initialQuery: 'Bed bugs after a trip', newThread: true });
  });

  it('shows the features, the call-to-action and the add-business promotion', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Why PestPilot' })).toBeTruthy();
    for (const title of ['Free AI advisor', 'Eco-friendly, DIY first', 'Vetted providers']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    const cta = screen.getByRole('region', { name: 'Got a pest problem right now?' });
    expect(within(cta).getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe('/register');
    const promo = screen.getByRole('region', { name: 'Run a pest-control business?' });
    expect(within(promo).getByRole('link', { name: 'Add Your Business' }).getAttribute('href')).toBe('/add-business');
  });

  it('points the call-to-action of a signed-in user at /chat', async () => {
    renderApp('/', { as: user });
    const cta = await screen.findByRole('region', { name: 'Got a pest problem right now?' });
    expect(within(cta).getByRole('link', { name: 'Start a free consultation' }).getAttribute('href')).toBe('/chat');
  });

  it('staggers the features and call-to-action on mobile, the footer there with the page', async () => {
    viewport.mobile = true;
    vi.useFakeTimers();
    renderApp('/');
    await advance(0);
    expect(heading(HERO_TITLE)).toBeTruthy();
    expect(footer()).toBeTruthy();
    expect(heading('Why PestPilot')).toBeNull();

    await advance(499);
    expect(heading('Why PestPilot')).toBeNull();
    await advance(1);
    expect(heading('Why PestPilot')).toBeTruthy();
    expect(heading('Got a pest problem right now?')).toBeNull();

    await advance(500);
    expect(heading('Got a pest problem right now?')).toBeTruthy();
    expect(heading('Run a pest-control business?')).toBeTruthy();
  });

  it('shows the sections at once on desktop, the footer with the page', async () => {
    vi.useFakeTimers();
    renderApp('/');
    await advance(0);
    expect(footer()).toBeTruthy();
    // At once: as soon as the browser is idle after the first render (jsdom has no idle callback: the next timer).
    await advance(1);
    expect(heading('Why PestPilot')).toBeTruthy();
    expect(heading('Got a pest problem right now?')).toBeTruthy();
  });

  it('marks the footer to appear 2 s after load on the home page only', async () => {
    const { router } = renderApp('/');
    const shown = await screen.findByRole('contentinfo');
    expect([shown.className, shown.style.animationDelay]).toEqual(['site-footer site-footer-delayed', '2000ms']);
    await act(() => router.navigate('/faq'));
    expect([shown.className, shown.style.animationDelay]).toEqual(['site-footer', '']);
  });

  it('has a footer with About, Contact, Privacy Policy, Knowledgebase, FAQ and the copyright', async () => {
    renderApp('/');
    const shown = await screen.findByRole('contentinfo');
    const links = within(shown);
    const expected = { About: '/about', Contact: '/contact', 'Privacy Policy': '/privacy-policy', Knowledgebase: '/knowledgebase', FAQ: '/faq' };
    for (const [name, href] of Object.entries(expected)) {
      expect(links.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(shown.textContent).toContain(`© ${new Date().getFullYear()} PestPilot. All rights reserved.`);
    expect(links.getByRole('link', { name: 'support@pestpilot.example' }).getAttribute('href')).toBe('mailto:support@pestpilot.example');
  });
});
