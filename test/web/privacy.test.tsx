// The privacy policy (13 sections, its date, Go Back, Print, the links, the retention periods and rights) and the
// provider-listing terms and conditions dialog.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_POLICY, PROVIDER_TERMS } from '@contracts/messages';
import { ProviderTermsLink } from '../../web/src/features/legal/ProviderTermsLink';
import { resetAmplifyMocks } from './amplifyMock';
import { PageProviders, renderApp, testConfig } from './render';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

// The route's page is a lazy chunk: load it once up front, so a busy machine does not outlast findBy's wait.
beforeAll(async () => {
  await Promise.all([
    import('../../web/src/pages/privacy-policy/PrivacyPolicyPage'),
    import('../../web/src/pages/about/AboutPage'),
  ]);
});

beforeEach(resetAmplifyMocks);

async function policy() {
  return within(await screen.findByRole('article', { name: PRIVACY_POLICY.title }));
}

describe('privacy policy', () => {
  it('has 13 numbered sections and the date April 12, 2025', async () => {
    renderApp('/privacy-policy');
    const page = await policy();
    const headings = page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toHaveLength(13);
    headings.forEach((text, i) => expect(text).toMatch(new RegExp(`^${i + 1}\\. `)));
    expect(page.getByText('Last updated: April 12, 2025')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Privacy Policy | PestPilot'));
  });

  it('states the retention periods, the 30-day rights answer, the 72-hour breach notice and the minimum age of 16', async () => {
    renderApp('/privacy-policy');
    const page = await policy();
    for (const text of [
      'Account data is deleted or anonymised within 30 days of account deletion.',
      'Chat history is kept for 12 months.',
      'Contact form submissions are kept for 24 months.',
      'Provider connections are kept for 36 months.',
    ]) {
      expect(within(page.getByRole('region', { name: /Data Retention/ })).getByText(text)).toBeTruthy();
    }
    expect(page.getByText(/We answer every rights request within 30 days\./)).toBeTruthy();
    expect(page.getByText(/within 72 hours/)).toBeTruthy();
    expect(page.getByText(/not intended for people under 16/)).toBeTruthy();
  });

  it('links to /data-deletion and /contact and names the support address', async () => {
    renderApp('/privacy-policy');
    const page = await policy();
    expect(page.getByRole('link', { name: 'data deletion page' }).getAttribute('href')).toBe('/data-deletion');
    const contact = page.getAllByRole('link', { name: 'contact page' });
    expect(contact.length).toBeGreaterThan(0);
    contact.forEach((link) => expect(link.getAttribute('href')).toBe('/contact'));
    expect(page.getAllByRole('link', { name: testConfig.supportEmail })[0].getAttribute('href')).toBe(`mailto:${testConfig.supportEmail}`);
  });

  it('prints with Print Privacy Policy', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp('/privacy-policy');
    await userEvent.setup().click((await policy()).getByRole('button', { name: PRIVACY_POLICY.print }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('goes back in history with Go Back', async () => {
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { name: 'Roadmap' });
    await router.navigate('/privacy-policy');
    await userEvent.setup().click((await policy()).getByRole('button', { name: PRIVACY_POLICY.goBack }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('goes home with Go Back when the policy was opened on its own (a new tab)', async () => {
    const { router } = renderApp('/privacy-policy');
    await userEvent.setup().click((await policy()).getByRole('button', { name: PRIVACY_POLICY.goBack }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('provider listing terms', () => {
  it('opens the terms and conditions dialog: governed by Saudi law, last updated April 2025', async () => {
    const router = createMemoryRouter([{ path: '/', element: <p>I agree to the <ProviderTermsLink /></p> }]);
    render(
      <PageProviders initialUser={null}>
        <RouterProvider router={router} />
      </PageProviders>,
    );
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: PROVIDER_TERMS.link }));
    const dialog = await screen.findByRole('dialog', { name: PROVIDER_TERMS.title });
    expect(within(dialog).getByText('Last updated: April 2025')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: /Governing law and jurisdiction/ })).toBeTruthy();
    expect(within(dialog).getByText(/governed by and construed in accordance with the laws of the Kingdom of Saudi Arabia/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    // The dialog's corner button and its footer button are both 'Close'.
    await ui.click(within(dialog).getAllByRole('button', { name: PROVIDER_TERMS.close }).at(-1)!);
    // jsdom never ends antd's leave animation: the dialog starting to leave is the sign it closes.
    await waitFor(() => expect(dialog.className).toMatch(/ant-zoom-leave/));
  });
});
