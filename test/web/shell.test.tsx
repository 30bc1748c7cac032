// The shell: header links by role, account menu, mobile menu, guards, titles, scroll restoration, the 404 page and
// the error screen.
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC } from '@contracts/messages';
import { AppProviders } from '../../web/src/app/AppProviders';
import { ErrorBoundary } from '../../web/src/app/ErrorBoundary';
import { RequireAdmin } from '../../web/src/app/guards';
import type { AuthUser } from '../../web/src/app/session';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { profileOf } from './fixtures';
import { admin, renderApp, testConfig, user } from './render';
import { viewport } from './setup';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

beforeEach(resetAmplifyMocks);

/** The header's links by accessible name -> href. */
async function headerLinks(): Promise<Record<string, string>> {
  const header = await screen.findByRole('banner');
  await within(header).findAllByRole('link');
  return Object.fromEntries(
    within(header)
      .getAllByRole('link')
      .map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']),
  );
}

describe('header', () => {
  it('shows visitors About, Knowledgebase, FAQ, Log in and Sign up', async () => {
    renderApp('/');
    expect(await headerLinks()).toEqual({
      PestPilot: '/',
      About: '/about',
      Knowledgebase: '/knowledgebase',
      FAQ: '/faq',
      'Log in': '/login',
      'Sign up': '/register',
    });
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('shows signed-in users the product links and an account menu without admin entries', async () => {
    renderApp('/', { as: user });
    expect(await headerLinks()).toEqual({
      PestPilot: '/',
      Dashboard: '/dashboard',
      'Consult AI': '/chat',
      Providers: '/providers',
      Knowledgebase: '/knowledgebase',
      FAQ: '/faq',
      'Add Your Business': '/add-business',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: /Account menu/ }));
    expect((await screen.findByRole('link', { name: 'Profile' })).getAttribute('href')).toBe('/profile');
    // The menu is inside the sticky header (not in <body>), so a scroll does not move it away from its button.
    expect(within(screen.getByRole('banner')).getByText('Log out')).toBeTruthy();
    expect(screen.queryByText('Admin Panel')).toBeNull();
    expect(screen.queryByText('System Monitoring')).toBeNull();
  });

  it("names the account menu with the profile's display name, never the e-mail address", async () => {
    // The local Cognito stand-in's id token has no name: the display name comes from the profile.
    const signedIn: AuthUser = { ...user, id: `u-${crypto.randomUUID()}`, name: undefined, email: 'samantha.longname@example.com' };
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: signedIn.id, email: signedIn.email }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        path === '/api/profile'
          ? new Response(JSON.stringify(profileOf(signedIn, { displayName: 'Sam Display' })), { headers: { 'content-type': 'application/json' } })
          : new Response(null, { status: 404 }),
      ),
    );
    try {
      renderApp('/', { as: signedIn });
      const menu = await screen.findByRole('button', { name: /^Account menu:\s*Sam Display$/ });
      expect(menu.textContent).not.toContain('samantha');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('adds Admin Panel and System Monitoring to the account menu for admins', async () => {
    renderApp('/', { as: admin });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Account menu/ }));
    expect((await screen.findByRole('link', { name: 'Admin Panel' })).getAttribute('href')).toBe('/admin');
    expect(screen.getByRole('link', { name: 'System Monitoring' }).getAttribute('href')).toBe('/monitoring');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
  });

  it('logs out from the account menu and returns home as a visitor', async () => {
    const { router } = renderApp('/dashboard', { as: user });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: /Account menu/ }));
    await ui.click(await screen.findByText('Log out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await headerLinks())['Log in']).toBe('/login');
  });

  it('uses a hamburger button and a slide-down menu with the same links on mobile', async () => {
    viewport.mobile = true;
    renderApp('/', { as: admin });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Which of the desktop links and the toggle shows is CSS's to decide (jsdom has no layout); the slide-down menu is closed.
    const slideDown = document.getElementById('mobile-menu')!;
    expect(slideDown.hidden).toBe(true);
    expect(within(slideDown).queryAllByRole('link', { hidden: true })).toEqual([]);
    await userEvent.setup().click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(slideDown.hidden).toBe(false);
    const menu = within(slideDown);
    for (const name of ['Dashboard', 'Consult AI', 'Providers', 'Knowledgebase', 'FAQ', 'Add Your Business', 'Profile', 'Admin Panel', 'System Monitoring']) {
      expect(menu.getByRole('link', { name })).toBeTruthy();
    }
    expect(menu.getByText('Log out')).toBeTruthy();
  });
});

describe('routes', () => {
  it('sends visitors from a signed-in page to /login, remembering where they were going', async () => {
    const { router } = renderApp('/profile?tab=tokens');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/profile', search: '?tab=tokens' } });
  });

  it('sets the page title per route', async () => {
    renderApp('/login');
    await screen.findByLabelText('Email');
    await waitFor(() => expect(document.title).toBe('Log in | PestPilot'));
  });

  it('has a single main landmark', async () => {
    renderApp('/login');
    await screen.findByLabelText('Email');
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('shows Page Not Found with Go Back and Back to Home for an unknown path', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: GENERIC.pageNotFound })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Back to Home' });
    expect(home.getAttribute('href')).toBe('/');
    await userEvent.setup().click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Free AI pest-control advice' })).toBeTruthy();
  });

  it('goes back in history from the 404 page', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Free AI pest-control advice' });
    await router.navigate('/missing');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('scroll', () => {
  const scrollTo = () => vi.mocked(window.scrollTo);
  const atScrollY = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

  it('starts a new page at the top, and Back returns to where the previous page was', async () => {
    const { router } = renderApp('/login');
    await screen.findByLabelText('Email');
    atScrollY(640);
    scrollTo().mockClear();
    await router.navigate('/register');
    await waitFor(() => expect(scrollTo()).toHaveBeenLastCalledWith(0, 0));
    atScrollY(0);
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(scrollTo()).toHaveBeenLastCalledWith(0, 640));
    atScrollY(0);
  });

  it('keeps the scroll position when a knowledgebase tab is chosen', async () => {
    const { router } = renderApp('/knowledgebase?section=faq');
    const prevention = await screen.findByRole('tab', { name: 'Prevention' });
    scrollTo().mockClear();
    await userEvent.setup().click(prevention);
    await waitFor(() => expect(router.state.location.search).toBe('?section=prevention'));
    expect(scrollTo()).not.toHaveBeenCalled();
  });
});

describe('RequireAdmin', () => {
  function renderAdminRoute(as: AuthUser | null) {
    const router = createMemoryRouter(
      [
        { element: <RequireAdmin />, children: [{ path: '/admin', element: <p>admin area</p> }] },
        { path: '/dashboard', element: <p>dashboard</p> },
        { path: '/login', element: <p>login</p> },
      ],
      { initialEntries: ['/admin'] },
    );
    render(
      <AppProviders config={testConfig} initialUser={as}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return router;
  }

  it('lets admins in', async () => {
    renderAdminRoute(admin);
    expect(await screen.findByText('admin area')).toBeTruthy();
  });

  it('sends other users to /dashboard', async () => {
    expect((renderAdminRoute(user), await screen.findByText('dashboard'))).toBeTruthy();
    expect(screen.queryByText('admin area')).toBeNull();
  });

  it('sends visitors to /login', async () => {
    const router = renderAdminRoute(null);
    expect(await screen.findByText('login')).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin' } });
  });
});

describe('error screen', () => {
  it("shows 'Something went wrong' and renders again on 'Try again'", async () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>recovered</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText(GENERIC.somethingWentWrong)).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: GENERIC.tryAgain }));
    expect(screen.getByText('recovered')).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });
});
