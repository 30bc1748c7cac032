// The lead dialog 'Contact {provider}': every rule of the lead form with the spec's messages (message, country then
// city, privacy consent), priority, callback revealing the mobile number, the chat history choice appending the
// thread's title, the POST body, the notification call (its failure ignored) and the success and failure toasts.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAD, LEAD_FORM } from '@contracts/messages';
import type { AuthUser } from '../../web/src/app/session';
import { useThreads } from '../../web/src/features/chat/api';
import { LeadDialog, type ChatChoices, type LeadDialogProps } from '../../web/src/features/leads/LeadDialog';
import { withChatNote } from '../../web/src/features/leads/leadMessage';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { PageProviders, user } from './render';
import { directoryFetch, json } from './providersFixtures';
import { chooseOption } from './select';
import { enter } from './typing';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

// The page's code loads once up front, as a browser has it cached after the first visit: on a loaded machine the first test's render would otherwise wait on module loading.
beforeAll(async () => {
  await Promise.all([import('../../web/src/pages/providers/ProvidersPage')]);
});
// Lazy routes and antd selects can take seconds on a busy machine.

/** The chat choices as the providers page composes them: the chat's own thread list. */
function useChatChoices(): ChatChoices {
  const threads = useThreads();
  return { chats: threads.data?.threads, isLoading: threads.isLoading };
}

const target = { id: 'p-7', name: 'GreenShield Pest Control London' };
const lead = { id: 'abcdef1234567890', provider: { name: target.name } };
let fetchMock: ReturnType<typeof directoryFetch>;
let userCount = 0;

beforeEach(() => {
  resetAmplifyMocks();
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: user.id, email: user.email }));
  fetchMock = directoryFetch();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog({ as = { ...user, id: `u-lead-${++userCount}` } as AuthUser | null, place }: { as?: AuthUser | null; place?: LeadDialogProps['place'] } = {}) {
  const onClose = vi.fn();
  const router = createMemoryRouter([{ path: '/', element: <LeadDialog provider={target} onClose={onClose} place={place} useChats={useChatChoices} /> }]);
  render(
    <PageProviders initialUser={as}>
      <RouterProvider router={router} />
    </PageProviders>,
  );
  return { onClose };
}

const dialog = () => within(screen.getByRole('dialog', { name: LEAD.dialogTitle(target.name) }));
const send = () => userEvent.setup().click(dialog().getByRole('button', { name: LEAD_FORM.send }));
const posts = (path: string) =>
  fetchMock.mock.calls.filter(([p, init]) => p === path && (init as RequestInit | undefined)?.method === 'POST').map(([, init]) => JSON.parse(String((init as RequestInit).body)));

const choose = (label: string, option: string) => chooseOption(label, option, dialog());

async function fillValid({ message = 'Mice in the kitchen every night.' } = {}) {
  const ui = userEvent.setup();
  await enter(dialog().getByLabelText('Describe your pest problem'), message, ui);
  await choose('Country', 'United Kingdom');
  await waitFor(() => expect((dialog().getByLabelText('City') as HTMLInputElement).disabled).toBe(false));
  await choose('City', 'London');
  await ui.click(dialog().getByRole('checkbox', { name: /I agree to the Privacy Policy/ }));
}

describe('lead dialog', () => {
  it("is titled 'Contact {provider}' and shows every rule's message, sending nothing", async () => {
    renderDialog();
    await send();
    expect(await screen.findByText(LEAD.messageMin)).toBeTruthy();
    expect(screen.getByText(LEAD.countryRequired)).toBeTruthy();
    expect(screen.getByText(LEAD.cityRequired)).toBeTruthy();
    expect(screen.getByText(LEAD.privacyConsentRequired)).toBeTruthy();
    expect(posts('/api/leads')).toHaveLength(0);
  });

  it('wants at least 10 characters of description', async () => {
    renderDialog();
    const ui = userEvent.setup();
    await enter(dialog().getByLabelText('Describe your pest problem'), 'Mice help', ui);
    await send();
    expect(await screen.findByText(LEAD.messageMin)).toBeTruthy();
    await enter(dialog().getByLabelText('Describe your pest problem'), '!', ui);
    await waitFor(() => expect(screen.queryByText(LEAD.messageMin)).toBeNull());
  });

  it('keeps the city disabled until a country is chosen, and resets it when the country changes', async () => {
    renderDialog();
    expect((dialog().getByLabelText('City') as HTMLInputElement).disabled).toBe(true);
    await choose('Country', 'United Kingdom');
    await waitFor(() => expect((dialog().getByLabelText('City') as HTMLInputElement).disabled).toBe(false));
    await choose('City', 'London');
    expect(dialog().getByTitle('London')).toBeTruthy();
    await choose('Country', 'France');
    await waitFor(() => expect(dialog().queryByTitle('London')).toBeNull());
  });

  it('defaults the priority to normal and shows the mobile number only with a callback', async () => {
    renderDialog();
    expect(dialog().getByTitle('Normal')).toBeTruthy();
    expect(dialog().queryByLabelText('Mobile number')).toBeNull();
    await userEvent.setup().click(dialog().getByRole('checkbox', { name: 'Request a callback' }));
    expect(await dialog().findByLabelText('Mobile number')).toBeTruthy();
    for (const name of ['Request more information', 'Request an appointment', 'Elderly people', 'Pets', 'Infants']) {
      expect(dialog().getByRole('checkbox', { name })).toBeTruthy();
    }
    expect(dialog().getByRole('link', { name: 'Privacy Policy' }).getAttribute('target')).toBe('_blank');
    expect(dialog().getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('sends every field, appends the chosen chat title, notifies the provider and confirms', async () => {
    fetchMock = directoryFetch((url) => {
      if (url.pathname === '/api/threads') {
        return json(200, { threads: [{ id: 'thread-1', userId: user.id, title: 'Mice in the kitchen', lastMessageAt: '2026-01-01', createdAt: '2026-01-01' }] });
      }
      if (url.pathname === '/api/leads') return json(201, { lead });
      if (url.pathname === '/api/lead-notification') return json(200, { sent: true });
      return undefined;
    });
    vi.stubGlobal('fetch', fetchMock);
    const { onClose } = renderDialog();
    const ui = userEvent.setup();
    await fillValid();
    await choose('Priority', 'Emergency');
    await ui.click(dialog().getByRole('checkbox', { name: 'Request a callback' }));
    await enter(await dialog().findByLabelText('Mobile number'), '+44 7700 900123', ui);
    await ui.click(dialog().getByRole('checkbox', { name: 'Request an appointment' }));
    await ui.click(dialog().getByRole('checkbox', { name: 'Pets' }));
    await ui.click(dialog().getByRole('checkbox', { name: 'Infants' }));
    await choose('Add a chat from your history (optional)', 'Mice in the kitchen');
    await send();

    expect(await screen.findByText(LEAD.sent(target.name))).toBeTruthy();
    expect(posts('/api/leads')).toEqual([
      {
        provider_id: target.id,
        message: 'Mice in the kitchen every night.\n\nRelated chat: Mice in the kitchen',
        country: 'United Kingdom',
        city: 'London',
        consentToPrivacyPolicy: true,
        priority: 'emergency',
        request_callback: true,
        mobile_number: '+44 7700 900123',
        request_more_info: false,
        request_appointment: true,
        safety_considerations: ['pets', 'infants'],
        thread_id: 'thread-1',
      },
    ]);
    expect(posts('/api/lead-notification')).toEqual([{ leadId: lead.id }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('sends the defaults: normal priority, no callback number, no chat; prefilled with the directory place', async () => {
    fetchMock = directoryFetch((url) => (url.pathname === '/api/leads' ? json(201, { lead }) : url.pathname === '/api/lead-notification' ? json(200, {}) : undefined));
    vi.stubGlobal('fetch', fetchMock);
    renderDialog({ place: { country: 'United Kingdom', city: 'Leeds' } });
    const ui = userEvent.setup();
    await enter(dialog().getByLabelText('Describe your pest problem'), '  Wasps under the roof tiles.  ', ui);
    await ui.click(dialog().getByRole('checkbox', { name: /I agree to the Privacy Policy/ }));
    await send();
    await screen.findByText(LEAD.sent(target.name));
    expect(posts('/api/leads')[0]).toEqual({
      provider_id: target.id,
      message: 'Wasps under the roof tiles.',
      country: 'United Kingdom',
      city: 'Leeds',
      consentToPrivacyPolicy: true,
      priority: 'normal',
      request_callback: false,
      request_more_info: false,
      request_appointment: false,
      safety_considerations: [],
    });
  });

  it('confirms the request even when the notification fails', async () => {
    fetchMock = directoryFetch((url) =>
      url.pathname === '/api/leads' ? json(201, { lead }) : url.pathname === '/api/lead-notification' ? json(502, { error: { code: 'EmailFailed', message: LEAD.notificationFailed } }) : undefined,
    );
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();
    await fillValid();
    await send();
    expect(await screen.findByText(LEAD.sent(target.name))).toBeTruthy();
  });

  it("shows 'Error / Failed to send your request' when the lead is refused, with the server's field message", async () => {
    fetchMock = directoryFetch((url) =>
      url.pathname === '/api/leads' ? json(400, { error: { code: 'InvalidInput', message: 'Check it', fields: { city: LEAD.cityRequired } } }) : undefined,
    );
    vi.stubGlobal('fetch', fetchMock);
    const { onClose } = renderDialog();
    await fillValid();
    await send();
    expect(await screen.findByText(LEAD.failed)).toBeTruthy();
    expect(screen.getByText(LEAD.failedTitle)).toBeTruthy();
    expect(dialog().getByText(LEAD.cityRequired)).toBeTruthy();
    expect(posts('/api/lead-notification')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('needs a signed-in user', async () => {
    renderDialog({ as: null });
    await fillValid();
    await send();
    expect(await screen.findByText(LEAD.loginRequired)).toBeTruthy();
    expect(posts('/api/leads')).toHaveLength(0);
  });

  it('adds the chat title as its own line only when a chat is chosen', () => {
    expect(withChatNote(' Ants everywhere ', undefined)).toBe('Ants everywhere');
    expect(withChatNote('Ants everywhere', 'Ants in the house')).toBe('Ants everywhere\n\nRelated chat: Ants in the house');
  });
});
