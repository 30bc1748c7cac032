// The contact page: the phone card (only when configured), e-mail and hours cards; every rule of the message form with the spec's messages;
// POST /api/contact, 'Message Sent!' and a reset; the spec's failure text; the server's own text for 429.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contracts/api';
import { AUTH, CONTACT, CONTACT_PAGE } from '@contracts/messages';
import { resetAmplifyMocks } from './amplifyMock';
import { renderApp, testConfig } from './render';
import { json } from './fixtures';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

// The route's page is a lazy chunk: load it once up front, so a busy machine does not outlast findBy's wait.
beforeAll(async () => {
  await Promise.all([
    import('../../web/src/pages/contact/ContactPage'),
  ]);
});


let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetAmplifyMocks();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());
/** The calls to the contact endpoint (every page also checks /api/health). */
const contactCalls = () => fetchMock.mock.calls.filter(([path]) => String(path) === API.contact);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const send = () => userEvent.setup().click(screen.getByRole('button', { name: CONTACT_PAGE.send }));

async function fill({ name = 'Casey Contact', email = 'Casey@Example.com', phone = '', subject = 'Wasps', message = 'There is a wasp nest by our door.', consent = true } = {}) {
  const ui = userEvent.setup();
  await screen.findByLabelText('Name');
  for (const [label, value] of [['Name', name], ['Email', email], ['Phone (optional)', phone], ['Subject', subject], ['Message', message]]) {
    await ui.clear(field(label));
    // Pasted rather than typed key by key: the same events for the form, a fraction of the time.
    if (value) await ui.paste(value);
  }
  if (consent) await ui.click(screen.getByRole('checkbox'));
}

describe('contact page', () => {
  it('shows the configured phone, the support e-mail and the hours', async () => {
    renderApp('/contact', { config: { ...testConfig, supportPhone: '+1 (800) 555-0199' } });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { name: 'Phone' })).toBeTruthy();
    expect(main.getByRole('link', { name: '+1 (800) 555-0199' }).getAttribute('href')).toBe('tel:+18005550199');
    expect(main.getByRole('heading', { name: 'Email' })).toBeTruthy();
    expect(main.getByRole('link', { name: testConfig.supportEmail }).getAttribute('href')).toBe(`mailto:${testConfig.supportEmail}`);
    expect(main.getByText('Monday to Friday 9am-5pm')).toBeTruthy();
    expect(main.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('shows no phone card when no phone is configured', async () => {
    renderApp('/contact');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { name: 'Email' })).toBeTruthy();
    expect(main.queryByRole('heading', { name: 'Phone' })).toBeNull();
    expect(main.queryByRole('link', { name: /^tel:/ })).toBeNull();
  });

  it('shows every rule with its message and sends nothing while the form is invalid', async () => {
    renderApp('/contact');
    await screen.findByLabelText('Name');
    await send();
    expect(await screen.findByText(CONTACT.nameMin)).toBeTruthy();
    expect(await screen.findByText(AUTH.emailInvalid)).toBeTruthy();
    expect(AUTH.emailInvalid).toBe('Please enter a valid email address.');
    expect(await screen.findByText(CONTACT.subjectMin)).toBeTruthy();
    expect(await screen.findByText(CONTACT.messageMin)).toBeTruthy();
    expect(await screen.findByText(CONTACT.consentRequired)).toBeTruthy();
    expect(contactCalls()).toEqual([]);
  });

  it('applies the minimum lengths and the email rule to what was typed', async () => {
    renderApp('/contact');
    await fill({ name: 'C', email: 'casey@', subject: 'W', message: 'Help me', consent: false });
    await send();
    expect(await screen.findByText(CONTACT.nameMin)).toBeTruthy();
    expect(await screen.findByText(AUTH.emailInvalid)).toBeTruthy();
    expect(await screen.findByText(CONTACT.subjectMin)).toBeTruthy();
    expect(await screen.findByText(CONTACT.messageMin)).toBeTruthy();
    expect(await screen.findByText(CONTACT.consentRequired)).toBeTruthy();
    expect(contactCalls()).toEqual([]);

    await fill({ name: 'Ca', subject: 'Wa', message: '0123456789' });
    await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).toBeNull());
  });

  it("posts the message to /api/contact, says 'Message Sent!' and resets the form", async () => {
    fetchMock.mockResolvedValue(json(200, { message: CONTACT.sent }));
    renderApp('/contact');
    await fill({ phone: '+1 555 0100' });
    await send();
    expect(await screen.findByText(CONTACT.sent)).toBeTruthy();
    const [path, init] = contactCalls()[0]!;
    expect(path).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({
      name: 'Casey Contact',
      email: 'casey@example.com',
      phone: '+1 555 0100',
      subject: 'Wasps',
      message: 'There is a wasp nest by our door.',
      consentToPrivacyPolicy: true,
    });
    await waitFor(() => expect(field('Name').value).toBe(''));
    expect(field('Message').value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('leaves the optional phone out when it is empty', async () => {
    fetchMock.mockResolvedValue(json(200, { message: CONTACT.sent }));
    renderApp('/contact');
    await fill();
    await send();
    await screen.findByText(CONTACT.sent);
    expect(JSON.parse(contactCalls()[0]![1].body)).not.toHaveProperty('phone');
  });

  it('shows the spec failure message and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(json(502, { error: { code: 'BadGateway', message: 'SES is down' } }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/contact');
    await fill();
    await send();
    expect(await screen.findByText(CONTACT.failed)).toBeTruthy();
    expect(screen.queryByText('SES is down')).toBeNull();
    expect(field('Name').value).toBe('Casey Contact');
    vi.mocked(console.warn).mockRestore();
  });

  it('shows the spec failure message when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/contact');
    await fill();
    await send();
    expect(await screen.findByText(CONTACT.failed)).toBeTruthy();
    vi.mocked(console.warn).mockRestore();
  });

  it("shows the server's message when it answers 429", async () => {
    fetchMock.mockResolvedValue(json(429, { error: { code: 'TooManyRequests', message: CONTACT.tooMany } }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/contact');
    await fill();
    await send();
    expect(await screen.findByText(CONTACT.tooMany)).toBeTruthy();
    expect(screen.queryByText(CONTACT.failed)).toBeNull();
    vi.mocked(console.warn).mockRestore();
  });

  it("puts the server's field messages on the fields of a refused message", async () => {
    fetchMock.mockResolvedValue(
      json(400, { error: { code: 'BadRequest', message: CONTACT.subjectMin, fields: { subject: CONTACT.subjectMin } } }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/contact');
    await fill();
    await send();
    expect(await screen.findByText(CONTACT.failed)).toBeTruthy();
    expect(await screen.findByText(CONTACT.subjectMin)).toBeTruthy();
    vi.mocked(console.warn).mockRestore();
  });
});
