// Provider Management in jsdom (document 2, 2.3, 5 and 8): the table (services '+N more', rating or 'No ratings',
// Featured or Standard, the response time), the provider form's rules (name and first service required, country then
// city, multiple locations with the duplicate rules and All Cities, submit held until a location exists, switching to
// single clearing the list), 'Saving...', the bodies sent, and every toast (add, update with the server's message on
// failure, delete after the confirmation, featured and its failure).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, PROVIDER_ADMIN, PROVIDER_DIRECTORY } from '@contracts/messages';
import type { ProviderWire } from '@contracts/provider';
import ProvidersTab from '../../web/src/features/admin/providers/ProvidersTab';
import { adminStage, endsWith, findDialog, held, json, toast } from './adminNetwork';
import { provider } from './providersFixtures';
import { chooseOption } from './select';
import { enter } from './typing';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

// The form's chunk loads once up front, as a browser has it cached after the first opening.
beforeAll(async () => {
  await import('../../web/src/features/admin/providers/ProviderFormDialog');
});
afterEach(() => vi.unstubAllGlobals());

const F = PROVIDER_ADMIN.fields;
const LIST = '/api/admin-provider-management';
const page = (providers: ProviderWire[]) => json(200, { providers, pagination: { page: 1, pageSize: 100, total: providers.length, pages: 1 } });

const many = provider(1, { name: 'Many Services Ltd', services: ['Ants', 'Rats', 'Wasps', 'Bees', 'Moths'], response_hours: 5, featured: true });
const unrated = provider(2, { name: 'New Kid Pest Control', rating: 0, review_count: 0 });

const dialog = () => within(screen.getByRole('dialog'));
/** Picks an option once the select is enabled (a city waits for its country). */
async function choose(label: string, option: string) {
  await waitFor(() => expect((dialog().getByLabelText(label) as HTMLInputElement).disabled).toBe(false));
  await chooseOption(label, option, dialog());
}
const openAdd = async () => {
  await userEvent.setup().click(await screen.findByRole('button', { name: endsWith(PROVIDER_ADMIN.addProvider) }));
  await findDialog(PROVIDER_ADMIN.addTitle);
};
const submit = () => fireEvent.click(dialog().getByRole('button', { name: PROVIDER_ADMIN.addProvider }));

describe('Provider Management', () => {
  it('lists providers: three services then +N more, the rating or No ratings, Featured or Standard, the response time', async () => {
    const { renderTab, calls } = adminStage({ [`GET ${LIST}`]: page([many, unrated]) });
    renderTab(<ProvidersTab />);
    const row = (await screen.findByText('Many Services Ltd')).closest('tr')!;
    expect(within(row).getByText('Ants')).toBeTruthy();
    expect(within(row).queryByText('Bees')).toBeNull();
    expect(within(row).getByText(PROVIDER_ADMIN.moreServices(2))).toBeTruthy();
    expect(within(row).getByText('4.5')).toBeTruthy();
    expect(within(row).getByText(PROVIDER_ADMIN.featured)).toBeTruthy();
    expect(within(row).getByText(PROVIDER_DIRECTORY.respondsWithin(5))).toBeTruthy();
    const other = screen.getByText('New Kid Pest Control').closest('tr')!;
    expect(within(other).getByText(PROVIDER_ADMIN.noRatings)).toBeTruthy();
    expect(within(other).getByText(PROVIDER_ADMIN.standard)).toBeTruthy();
    expect(screen.getByText(ADMIN.showing(2, 2, 'providers'))).toBeTruthy();
    expect(calls('GET', LIST)[0]!.query.get('limit')).toBe('100');
  });

  it('shows the empty state and the load failure toast', async () => {
    const { renderTab } = adminStage({ [`GET ${LIST}`]: json(500, { error: { code: 'Internal', message: 'down' } }) });
    renderTab(<ProvidersTab />);
    await toast(PROVIDER_ADMIN.loadFailed);
    expect(screen.getByText(PROVIDER_ADMIN.empty)).toBeTruthy();
  });

  it('adds a provider: the rules, Saving... while it saves, the body, the toast', async () => {
    const answer = held(json(201, { provider: provider(9, { name: 'Lyon Pest Experts' }) }));
    const { renderTab, calls } = adminStage({ [`GET ${LIST}`]: page([many]), [`POST ${LIST}`]: answer.promise });
    renderTab(<ProvidersTab />);
    await openAdd();
    submit();
    await dialog().findByText(PROVIDER_ADMIN.nameRequired);
    await dialog().findByText(PROVIDER_ADMIN.serviceRequired);
    await dialog().findByText('Country is required');
    await dialog().findByText('City is required');
    expect(dialog().getByLabelText(F.city).closest('.ant-select')!.className).toContain('ant-select-disabled');
    expect(calls('POST', LIST)).toHaveLength(0);

    const user = userEvent.setup();
    await enter(dialog().getByLabelText(F.name), 'Lyon Pest Experts', user);
    await enter(dialog().getByLabelText(F.service(1)), 'Rodent Control', user);
    await user.click(dialog().getByRole('button', { name: endsWith(F.addService) }));
    await user.click(dialog().getByRole('button', { name: endsWith(F.addService) }));
    await enter(dialog().getByLabelText(F.service(3)), 'Fumigation', user);
    await choose(F.country, 'France');
    await choose(F.city, 'Lyon');
    await enter(dialog().getByLabelText(F.email), 'not-an-email', user);
    submit();
    await dialog().findByText(PROVIDER_ADMIN.emailInvalid);
    await user.clear(dialog().getByLabelText(F.email));
    await enter(dialog().getByLabelText(F.email), 'hello@lyon.example', user);
    submit();
    // The busy button holds antd's spinner, an image named 'loading', before its text: it is named 'Saving...' alone
    // only until the spinner renders (40 ms apart here), which a query on a loaded machine missed, then waited 45 s.
    await dialog().findByRole('button', { name: endsWith(PROVIDER_ADMIN.saving) });
    answer.release();
    await toast(PROVIDER_ADMIN.added);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST', LIST)[0]!.body).toMatchObject({
      name: 'Lyon Pest Experts',
      services: ['Rodent Control', '', 'Fumigation'],
      country: 'France',
      city: 'Lyon',
      locations: [],
      category: 'pest_control',
      rating: 0,
      review_count: 0,
      featured: false,
      contact_info: { email: 'hello@lyon.example' },
    });
  });

  it('multiple locations: Add Location with the duplicate rules and All Cities; submit waits for one; single clears them', async () => {
    const { renderTab, calls } = adminStage({ [`GET ${LIST}`]: page([]), [`POST ${LIST}`]: json(201, { provider: provider(3) }) });
    renderTab(<ProvidersTab />);
    await openAdd();
    const user = userEvent.setup();
    await enter(dialog().getByLabelText(F.name), 'Everywhere Pests', user);
    await enter(dialog().getByLabelText(F.service(1)), 'Inspection', user);
    await user.click(dialog().getByText(F.multiple));
    await dialog().findByText(PROVIDER_ADMIN.locationRequired);
    expect((dialog().getByRole('button', { name: PROVIDER_ADMIN.addProvider }) as HTMLButtonElement).disabled).toBe(true);

    const addLocation = () => user.click(dialog().getByRole('button', { name: endsWith(PROVIDER_ADMIN.addLocation) }));
    const country = `${F.locations}: ${F.country}`;
    const city = `${F.locations}: ${F.city}`;
    await choose(country, 'France');
    await choose(city, 'Lyon');
    await addLocation();
    expect(dialog().getByText('Lyon, France')).toBeTruthy();
    expect(screen.queryByText(PROVIDER_ADMIN.locationRequired)).toBeNull();
    await choose(city, 'Lyon');
    await addLocation();
    expect(await dialog().findByText(PROVIDER_ADMIN.duplicateLocation)).toBeTruthy();
    await user.click(dialog().getByRole('checkbox', { name: PROVIDER_ADMIN.allCities }));
    await addLocation();
    expect(dialog().getByText('All Cities, France')).toBeTruthy();
    expect((dialog().getByRole('checkbox', { name: PROVIDER_ADMIN.allCities }) as HTMLInputElement).checked).toBe(false);
    await choose(city, 'Paris');
    await addLocation();
    expect(await dialog().findByText(PROVIDER_ADMIN.coveredByAllCities)).toBeTruthy();
    await user.click(dialog().getByRole('checkbox', { name: PROVIDER_ADMIN.allCities }));
    await addLocation();
    expect(await dialog().findByText(PROVIDER_ADMIN.duplicateAllCities)).toBeTruthy();

    submit();
    await toast(PROVIDER_ADMIN.added);
    expect(calls('POST', LIST)[0]!.body).toMatchObject({
      country: '',
      city: '',
      locations: [
        { country: 'France', city: 'Lyon', isAllCities: false },
        { country: 'France', city: 'All Cities', isAllCities: true },
      ],
    });
  });

  it('switching to a single location clears the list', async () => {
    const { renderTab } = adminStage({ [`GET ${LIST}`]: page([]) });
    renderTab(<ProvidersTab />);
    await openAdd();
    const user = userEvent.setup();
    await user.click(dialog().getByText(F.multiple));
    await choose(`${F.locations}: ${F.country}`, 'Spain');
    await user.click(dialog().getByRole('checkbox', { name: PROVIDER_ADMIN.allCities }));
    await user.click(dialog().getByRole('button', { name: endsWith(PROVIDER_ADMIN.addLocation) }));
    expect(dialog().getByText('All Cities, Spain')).toBeTruthy();
    await user.click(dialog().getByText(F.single));
    await user.click(dialog().getByText(F.multiple));
    expect(dialog().queryByText('All Cities, Spain')).toBeNull();
    expect(dialog().getByText(PROVIDER_ADMIN.locationRequired)).toBeTruthy();
  });

  it("edits a provider (Update Provider), keeping its point while its place is unchanged; a failed save shows the server's message", async () => {
    const target = provider(4, { name: 'Edit Me Ltd', country: 'United Kingdom', city: 'London', latitude: 51.5, longitude: -0.12, contact_info: { phone: '+44 20 0000 0000' } });
    const { renderTab, calls } = adminStage({
      [`GET ${LIST}`]: page([target]),
      [`PUT ${LIST}`]: [json(404, { error: { code: 'NotFound', message: PROVIDER_ADMIN.notFound } }), json(200, { provider: target })],
    });
    renderTab(<ProvidersTab />);
    await userEvent.setup().click(await screen.findByRole('button', { name: endsWith(`${PROVIDER_ADMIN.edit} Edit Me Ltd`) }));
    await findDialog(PROVIDER_ADMIN.editTitle);
    expect((dialog().getByLabelText(F.name) as HTMLInputElement).value).toBe('Edit Me Ltd');
    expect((dialog().getByLabelText(F.phone) as HTMLInputElement).value).toBe('+44 20 0000 0000');
    const update = () => fireEvent.click(dialog().getByRole('button', { name: PROVIDER_ADMIN.updateProvider }));
    update();
    await toast(PROVIDER_ADMIN.notFound);
    expect(screen.getByRole('dialog')).toBeTruthy();
    update();
    await toast(PROVIDER_ADMIN.updated);
    const [first] = calls('PUT', LIST);
    expect(first!.body).toMatchObject({ providerId: 'p-4', name: 'Edit Me Ltd', country: 'United Kingdom', city: 'London', latitude: 51.5, longitude: -0.12 });
  });

  it('deletes after the confirmation; toggles featured, and says when that fails', async () => {
    const target = provider(5, { name: 'Gone Soon Ltd', featured: false });
    const { renderTab, calls } = adminStage({
      [`GET ${LIST}`]: page([target]),
      [`DELETE ${LIST}`]: json(200, { deleted: true, providerId: 'p-5' }),
      [`PATCH ${LIST}`]: [json(200, { provider: { ...target, featured: true } }), json(500, { error: { code: 'Internal', message: PROVIDER_ADMIN.toggleFailedServer } })],
    });
    renderTab(<ProvidersTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `${PROVIDER_ADMIN.feature} Gone Soon Ltd` }));
    await toast(PROVIDER_ADMIN.featuredOn);
    expect(calls('PATCH', LIST)[0]!.body).toEqual({ providerId: 'p-5', action: 'toggle-featured' });
    await user.click(screen.getByRole('button', { name: `${PROVIDER_ADMIN.feature} Gone Soon Ltd` }));
    await toast(PROVIDER_ADMIN.featureFailed);

    await user.click(screen.getByRole('button', { name: `${PROVIDER_ADMIN.delete} Gone Soon Ltd` }));
    const confirm = await findDialog(PROVIDER_ADMIN.deleteTitle);
    expect(within(confirm).getByText(PROVIDER_ADMIN.deleteConfirm('Gone Soon Ltd'))).toBeTruthy();
    expect(calls('DELETE', LIST)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: PROVIDER_ADMIN.delete }));
    await toast(PROVIDER_ADMIN.deleted);
    expect(calls('DELETE', LIST)[0]!.body).toEqual({ providerId: 'p-5' });
  });
});
