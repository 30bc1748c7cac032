// The add-business form's own web behaviour (its journey is test/e2e/add-business.test.ts): the server's field messages
// on the fields of a refused submission, with the failure toast, what was typed kept.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contracts/api';
import { ADD_BUSINESS } from '@contracts/messages';
import { resetAmplifyMocks } from './amplifyMock';
import { json } from './fixtures';
import { renderApp } from './render';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

// The route's page is a lazy chunk: load it once up front, so a busy machine does not outlast findBy's wait.
beforeAll(async () => {
  await import('../../web/src/pages/add-business/AddBusinessPage');
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetAmplifyMocks();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const calls = () => fetchMock.mock.calls.filter(([path]) => String(path) === API.sendProviderSuggestion);

describe('add-business form', () => {
  it("puts the server's field messages on the fields of a refused submission", async () => {
    fetchMock.mockResolvedValue(json(400, { error: { code: 'BadRequest', message: ADD_BUSINESS.phoneMin, fields: { phone: ADD_BUSINESS.phoneMin, unknown: 'x' } } }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/add-business');
    const ui = userEvent.setup();
    const text = async (label: string, value: string) => {
      await ui.click(await screen.findByLabelText(label));
      await ui.paste(value);
    };
    await text('Business Name', 'Lyon Nuisibles');
    await text('Business Description', 'Eco-friendly pest control in Lyon.');
    await ui.click(screen.getByRole('checkbox', { name: 'Fumigation' }));
    await ui.selectOptions(screen.getByLabelText('Country'), 'France');
    await ui.selectOptions(screen.getByLabelText('City'), 'Lyon');
    await text('Contact Name', 'Camille Martin');
    await text('Email', 'camille@nuisibles.example');
    await text('Phone', '+33 4 72 00 00 00');
    await ui.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    await ui.click(screen.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }));
    await ui.click(screen.getByRole('button', { name: ADD_BUSINESS.submit }));

    expect(await screen.findByText(ADD_BUSINESS.failed)).toBeTruthy();
    expect(await screen.findByText(ADD_BUSINESS.phoneMin)).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(calls()[0]![1].body)).toMatchObject({ businessName: 'Lyon Nuisibles', services: ['fumigation'], country: 'France', city: 'Lyon' });
    await waitFor(() => expect((screen.getByLabelText('Business Name') as HTMLInputElement).value).toBe('Lyon Nuisibles'));
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('Lyon');
    vi.mocked(console.warn).mockRestore();
  });
});
