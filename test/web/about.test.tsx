// The About page: mission, innovative approach, vision, the four-item roadmap accordion with its statuses, the CTA.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ABOUT } from '@contracts/messages';
import { resetAmplifyMocks } from './amplifyMock';
import { renderApp } from './render';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

// The route's page is a lazy chunk: load it once up front, so a busy machine does not outlast findBy's wait.
beforeAll(async () => {
  await Promise.all([
    import('../../web/src/pages/about/AboutPage'),
  ]);
});

beforeEach(resetAmplifyMocks);

describe('about page', () => {
  it('has the mission, innovative approach and vision, and the claims of the spec', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About PestPilot' })).toBeTruthy();
    for (const name of ['Our mission', 'Our innovative approach', 'Our vision', 'Roadmap']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    const main = screen.getByRole('main');
    expect(main.textContent).toMatch(/free AI advisor/i);
    expect(main.textContent).toMatch(/eco-friendly/i);
    expect(main.textContent).toMatch(/DIY preferred|do-it-yourself/i);
    expect(main.textContent).toMatch(/vetted/i);
    // What vetting is in the product: our team adds or reviews each listing; the licence and insurance are the provider's undertaking.
    expect(main.textContent).toMatch(/providers our team has\s+added or reviewed, who agree to hold the licences and insurance/);
    expect(main.textContent).not.toMatch(/checked for\s+licences/);
  });

  it('lists four roadmap items marked in development, planned or under research, each opening its text', async () => {
    renderApp('/about');
    const roadmap = (await screen.findByRole('heading', { name: 'Roadmap' })).closest('section')!;
    const items = roadmap.querySelectorAll('details');
    expect(items).toHaveLength(4);
    const statuses = [...items].map((item) => item.querySelector('.about-status')?.textContent);
    expect(statuses).toEqual([ABOUT.inDevelopment, ABOUT.planned, ABOUT.planned, ABOUT.underResearch]);
    expect(new Set(statuses)).toEqual(new Set(['In development', 'Planned', 'Under research']));

    // Each item is a native disclosure: closed at first, its summary opens it.
    const first = items[0];
    expect(first.open).toBe(false);
    await userEvent.setup().click(within(first).getByText('Photo identification'));
    expect(first.open).toBe(true);
    expect(await within(roadmap).findByText(/Upload a photo/)).toBeTruthy();
  });

  it('ends with a call to action to /chat', async () => {
    renderApp('/about');
    const main = within(await screen.findByRole('main'));
    expect((await main.findByRole('link', { name: 'Ask the AI consultant' })).getAttribute('href')).toBe('/chat');
  });
});
