// The provider directory: the search state (every change of search, radius or location returns to page 1, the
// point sent), the card's chip and location limits, the simulated progress bar, the page's tabs, list, pagination,
// error with Retry, timeout, empty state, the location hint, and Contact when signed out.
import { useReducer } from 'react';
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH, LEAD, PROVIDER_DIRECTORY, PROVIDERS } from '@contracts/messages';
import type { ProviderWire } from '@contracts/provider';
import { cityOf } from '@knowledge/locations';
import { formatDistance, shownLocations, shownServices } from '../../web/src/features/providers/cardContent';
import { DEFAULT_CENTRE, LOCATION_HINT_MS, PROGRESS_CAP, PROVIDER_FETCH_TIMEOUT_MS } from '../../web/src/features/providers/constants';
import {
  directoryReducer,
  featuredQuery,
  initialDirectoryState,
  mapView,
  searchQuery,
  type DirectoryState,
} from '../../web/src/features/providers/directoryState';
import { DirectoryFilters } from '../../web/src/features/providers/DirectoryFilters';
import { ProviderCard } from '../../web/src/features/providers/ProviderCard';
import { advanceProgress, useSimulatedProgress } from '../../web/src/features/providers/useSimulatedProgress';
import { useContactProvider } from '../../web/src/features/providers/useContactProvider';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { PageProviders, renderApp, TestStyles, user } from './render';
import { viewport } from './setup';
import { directoryFetch, json, provider, searches, searchPage } from './providersFixtures';
import { chooseOption } from './select';
import { enter } from './typing';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);
// Lazy routes and antd selects can take seconds on a busy machine.

let fetchMock: ReturnType<typeof directoryFetch>;

beforeEach(() => {
  resetAmplifyMocks();
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: user.id, email: user.email }));
  fetchMock = directoryFetch();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('search state', () => {
  const onPage3: DirectoryState = { ...initialDirectoryState, page: 3 };
  const london = cityOf('United Kingdom', 'London')!;

  it('starts around London, 20 km, page 1, 5 per page', () => {
    const query = searchQuery(initialDirectoryState);
    expect(Object.fromEntries(query)).toEqual({
      lat: String(DEFAULT_CENTRE.latitude),
      lng: String(DEFAULT_CENTRE.longitude),
      radiusKm: '20',
      page: '1',
      pageSize: '5',
    });
    expect(mapView(initialDirectoryState)).toEqual({ centre: DEFAULT_CENTRE, zoom: 10 });
  });

  it('returns to page 1 when the radius, the country, the city, the location or the search text changes', () => {
    expect(directoryReducer(onPage3, { type: 'radius', radiusKm: 50 })).toMatchObject({ radiusKm: 50, page: 1 });
    expect(directoryReducer(onPage3, { type: 'country', country: 'France' })).toMatchObject({ country: 'France', page: 1 });
    expect(directoryReducer({ ...onPage3, country: 'France' }, { type: 'city', city: 'Paris' })).toMatchObject({ city: 'Paris', page: 1 });
    expect(directoryReducer(onPage3, { type: 'located', point: { latitude: 1, longitude: 2 } })).toMatchObject({ page: 1 });
    expect(directoryReducer(onPage3, { type: 'search', q: ' ants ' })).toMatchObject({ q: 'ants', page: 1 });
    expect(directoryReducer(onPage3, { type: 'page', page: 4 }).page).toBe(4);
  });

  it('resets the city when a country is chosen, and takes no city without a country', () => {
    const inLondon: DirectoryState = { ...initialDirectoryState, country: 'United Kingdom', city: 'London' };
    expect(directoryReducer(inLondon, { type: 'country', country: 'France' })).toMatchObject({ country: 'France', city: undefined });
    expect(directoryReducer(initialDirectoryState, { type: 'city', city: 'Paris' }).city).toBeUndefined();
  });

  it("searches around the chosen city's coordinates, a whole country without a point, or the user's location", () => {
    const city = searchQuery({ ...initialDirectoryState, q: 'wasp', country: 'United Kingdom', city: 'London', radiusKm: 50 });
    expect(Object.fromEntries(city)).toMatchObject({
      q: 'wasp',
      country: 'United Kingdom',
      city: 'London',
      lat: String(london.lat),
      lng: String(london.lng),
      radiusKm: '50',
    });
    const country = searchQuery({ ...initialDirectoryState, country: 'United Kingdom' });
    expect(country.get('country')).toBe('United Kingdom');
    expect(country.has('lat')).toBe(false);

    const located = directoryReducer({ ...initialDirectoryState, country: 'France' }, { type: 'located', point: { latitude: 48.1, longitude: 11.6 } });
    expect(located.country).toBeUndefined();
    expect(Object.fromEntries(searchQuery(located))).toMatchObject({ lat: '48.1', lng: '11.6' });
    expect(mapView(located)).toEqual({ centre: { latitude: 48.1, longitude: 11.6 }, zoom: 11 });
  });
});

describe('the featured block asks for the place searched', () => {
  it('sends the point, the radius and the country: London by default, a chosen city, a whole country, the user (no country)', () => {
    expect(Object.fromEntries(featuredQuery(initialDirectoryState))).toEqual({
      lat: String(DEFAULT_CENTRE.latitude),
      lng: String(DEFAULT_CENTRE.longitude),
      radiusKm: '20',
      country: 'United Kingdom',
    });
    const paris = cityOf('France', 'Paris')!;
    expect(Object.fromEntries(featuredQuery({ ...initialDirectoryState, country: 'France', city: 'Paris', radiusKm: 50 }))).toEqual({
      lat: String(paris.lat),
      lng: String(paris.lng),
      radiusKm: '50',
      country: 'France',
    });
    expect(Object.fromEntries(featuredQuery({ ...initialDirectoryState, country: 'France' }))).toEqual({ country: 'France' });
    expect(Object.fromEntries(featuredQuery({ ...initialDirectoryState, userPoint: { latitude: 48.1, longitude: 11.6 } }))).toEqual({
      lat: '48.1',
      lng: '11.6',
      radiusKm: '20',
    });
  });
});

describe('provider card content', () => {
  const many = provider(1, {
    services: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
    locations: [
      { id: 'l0', country: 'United Kingdom', city: 'London', isAllCities: false, isActive: true },
      { id: 'l1', country: 'United Kingdom', city: 'Leeds', isAllCities: false, isActive: true },
      { id: 'l2', country: 'United Kingdom', city: 'Bristol', isAllCities: false, isActive: true },
      { id: 'l3', country: 'United Kingdom', city: 'Glasgow', isAllCities: false, isActive: true },
      { id: 'l4', country: 'United Kingdom', city: 'Sheffield', isAllCities: false, isActive: false },
      { id: 'l5', country: 'Ireland', city: 'All Cities', isAllCities: true, isActive: true },
    ],
  });

  it('keeps 5 service chips and 2 extra locations on wide screens, 3 and 1 on small ones', () => {
    expect(shownServices(many, false)).toEqual({ items: ['A', 'B', 'C', 'D', 'E'], more: 2 });
    expect(shownServices(many, true)).toEqual({ items: ['A', 'B', 'C'], more: 4 });
    // The provider's own city and inactive locations are not extra locations.
    expect(shownLocations(many, false)).toEqual({ items: ['Leeds, United Kingdom', 'Bristol, United Kingdom'], more: 2 });
    expect(shownLocations(many, true)).toEqual({ items: ['Leeds, United Kingdom'], more: 3 });
    expect(shownLocations({ ...many, locations: many.locations.slice(-1) }, false).items).toEqual(['all cities in Ireland']);
    expect(formatDistance(2.345)).toBe('2.3 km away');
    expect(formatDistance(23.6)).toBe('24 km away');
  });

  function renderCard(signedIn: boolean, onOpen = vi.fn(), shown: ProviderWire = many) {
    function Card() {
      return <ProviderCard provider={shown} onContact={useContactProvider(onOpen)} />;
    }
    const router = createMemoryRouter(
      [
        { path: '/providers', element: <Card /> },
        { path: '/login', element: <p>Login page</p> },
      ],
      { initialEntries: ['/providers'] },
    );
    render(
      <PageProviders initialUser={signedIn ? user : null}>
        <RouterProvider router={router} />
      </PageProviders>,
    );
    return { router, onOpen };
  }

  it('renders the chips, the extra locations, the rating as text, the featured badge and the distance', () => {
    renderCard(true);
    const chips = within(screen.getByRole('list', { name: 'Services' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['A', 'B', 'C', 'D', 'E', '+2 more']);
    expect(screen.getByText(/Also serves: Leeds, United Kingdom; Bristol, United Kingdom and 2 more/)).toBeTruthy();
    expect(screen.getByText('Rated', { exact: false }).parentElement?.textContent).toBe('Rated 4.5 out of 5');
    expect(screen.getByText('(11 reviews)')).toBeTruthy();
    expect(screen.getByText('1.0 km away')).toBeTruthy();
  });

  it("says 'Usually responds within N hours' only once the provider has a response time", () => {
    renderCard(true, vi.fn(), { ...many, response_hours: 3 });
    expect(screen.getByText('Usually responds within 3 hours')).toBeTruthy();
    cleanup();
    renderCard(true);
    expect(screen.queryByText(/Usually responds within/)).toBeNull();
  });

  it('keeps 3 chips and 1 extra location on a small screen', () => {
    viewport.mobile = true;
    renderCard(true);
    const chips = within(screen.getByRole('list', { name: 'Services' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['A', 'B', 'C', '+4 more']);
    expect(screen.getByText(/Also serves: Leeds, United Kingdom and 3 more/)).toBeTruthy();
  });

  it("says 'Login Required' and goes to /login when Contact is clicked signed out", async () => {
    const { router, onOpen } = renderCard(false);
    await userEvent.setup().click(screen.getByRole('button', { name: `Contact ${many.name}` }));
    expect(await screen.findByText(AUTH.loginRequiredTitle)).toBeTruthy();
    expect(screen.getByText(AUTH.loginRequired)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('opens the lead dialog when Contact is clicked signed in', async () => {
    const { onOpen } = renderCard(true);
    await userEvent.setup().click(screen.getByRole('button', { name: `Contact ${many.name}` }));
    expect(onOpen).toHaveBeenCalledWith(many);
  });
});

describe('simulated progress bar', () => {
  it('rises by up to 15 per tick and never passes 90 before the end', () => {
    expect(advanceProgress(0, () => 0.5)).toBe(7.5);
    expect(advanceProgress(10, () => 0.999)).toBeCloseTo(24.985);
    expect(advanceProgress(85, () => 0.9)).toBe(PROGRESS_CAP);
  });

  it('ticks every 300 ms while loading, jumps to 100 when done and clears 300 ms later', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const { result, rerender } = renderHook(({ loading }) => useSimulatedProgress(loading), { initialProps: { loading: true } });
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(15);
    act(() => vi.advanceTimersByTime(300 * 10));
    expect(result.current).toBe(90);
    rerender({ loading: false });
    expect(result.current).toBe(100);
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe(100);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBeNull();
    vi.mocked(Math.random).mockRestore();
  });
});

const choose = (label: string, option: string) => chooseOption(label, option);

/**
 * The filters on the page's own reducer, from page 3 (each choice re-renders the filters only, not the whole page and its
 * results, which cost a second of CPU each): what the page would search after each choice.
 */
function renderFilters(): () => Record<string, string> {
  let latest = initialDirectoryState;
  function Filters() {
    const [state, dispatch] = useReducer(directoryReducer, { ...initialDirectoryState, page: 3 });
    latest = state;
    return <DirectoryFilters state={state} dispatch={dispatch} onRefresh={() => {}} loading={false} />;
  }
  render(
    <TestStyles>
      <Filters />
    </TestStyles>,
  );
  return () => Object.fromEntries(searchQuery(latest));
}

describe('the directory filters', () => {
  it('filters by country then city (the city reset by a new country) at page 1, around the city', async () => {
    const search = renderFilters();
    expect((screen.getByLabelText('City') as HTMLInputElement).disabled).toBe(true);

    await choose('Country', 'United Kingdom');
    expect(search()).toMatchObject({ country: 'United Kingdom', page: '1' });
    expect(search()).not.toHaveProperty('lat');
    await choose('City', 'London');
    expect(search()).toMatchObject({ city: 'London', lat: String(cityOf('United Kingdom', 'London')!.lat) });
    expect(screen.getByText(PROVIDER_DIRECTORY.nearCity(20, 'London', 'United Kingdom'))).toBeTruthy();

    await choose('Country', 'France');
    expect(search()).toMatchObject({ country: 'France' });
    expect(search()).not.toHaveProperty('city');
  });

  it('searches the chosen radius, back at page 1', async () => {
    const search = renderFilters();
    await choose('Radius', '50 km');
    expect(search()).toMatchObject({ radiusKm: '50', page: '1' });
    expect(screen.getByText(PROVIDER_DIRECTORY.nearDefault(50))).toBeTruthy();
  });

  it('searches the text on Search, back at page 1', async () => {
    const search = renderFilters();
    const typist = userEvent.setup();
    await enter(screen.getByLabelText(PROVIDER_DIRECTORY.searchLabel), 'termite', typist);
    await typist.keyboard('{Enter}');
    expect(search()).toMatchObject({ q: 'termite', page: '1' });
  });
});

describe('providers page', () => {
  // The page's lazy route loaded once, before the first test looks for it: cold, its modules took more than the 15 s a
  // query waits on a loaded machine; warm, the route renders from the module cache.
  beforeAll(() => import('../../web/src/pages/providers/ProvidersPage'), 30_000);

  it('shows the title, search, refresh, Map View by default with the no-key notice, and the first 5 providers', async () => {
    renderApp('/providers', { as: user });
    expect(await screen.findByRole('heading', { level: 1, name: PROVIDERS.title })).toBeTruthy();
    expect(screen.getByLabelText(PROVIDER_DIRECTORY.searchLabel)).toBeTruthy();
    expect(screen.getByRole('button', { name: PROVIDER_DIRECTORY.refresh })).toBeTruthy();
    expect(screen.getByRole('tab', { name: PROVIDERS.mapView }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: PROVIDERS.listView }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText(PROVIDER_DIRECTORY.mapNoKey)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Provider 1 Pest Control' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByText(PROVIDER_DIRECTORY.nearDefault(20))).toBeTruthy();
    expect(Object.fromEntries(searches(fetchMock)[0])).toMatchObject({ radiusKm: '20', page: '1', pageSize: '5' });
  });

  it('pages through the results', async () => {
    renderApp('/providers', { as: user });
    await screen.findByRole('heading', { level: 3, name: 'Provider 1 Pest Control' });
    await userEvent.setup().click(screen.getByTitle('2'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Provider 6 Pest Control' })).toBeTruthy();
    expect(searches(fetchMock).at(-1)?.get('page')).toBe('2');
  });

  it('shows the empty state', async () => {
    fetchMock = directoryFetch((url) => (url.pathname === '/api/providers' ? json(200, searchPage(0)) : undefined));
    vi.stubGlobal('fetch', fetchMock);
    // Another user: SWR's cache still holds the search the other tests loaded (within its dedupe window, not refetched).
    renderApp('/providers', { as: { ...user, id: 'u-empty' } });
    expect(await screen.findByText(PROVIDER_DIRECTORY.empty)).toBeTruthy();
  });

  it('shows a failure as a toast and inline with Retry, which searches again', async () => {
    let fail = true;
    fetchMock = directoryFetch((url) =>
      url.pathname === '/api/providers' && fail ? json(503, { error: { code: 'Unavailable', message: 'Directory down' } }) : undefined,
    );
    vi.stubGlobal('fetch', fetchMock);
    // Another user: SWR's cache still holds the search the other tests loaded.
    renderApp('/providers', { as: { ...user, id: 'u-failure' } });
    expect(await screen.findByText(PROVIDERS.loadFailed)).toBeTruthy();
    expect(screen.getByText(PROVIDERS.loadError('Directory down'))).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: PROVIDER_DIRECTORY.retry }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Provider 1 Pest Control' })).toBeTruthy();
    expect(screen.queryByText(PROVIDERS.loadError('Directory down'))).toBeNull();
  });

  it('gives up after 15 seconds with the timeout message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // jsdom's AbortSignal.timeout runs on a timer the fake clock cannot reach: the same signal, on the fake clock.
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
      return controller.signal;
    });
    fetchMock = directoryFetch((url, init) =>
      url.pathname === '/api/providers'
        ? new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))
        : undefined,
    );
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/providers', { as: { ...user, id: 'u-timeout' } });
    await screen.findByRole('heading', { level: 1, name: PROVIDERS.title });
    await waitFor(() => expect(searches(fetchMock)).toHaveLength(1));
    await act(async () => vi.advanceTimersByTime(PROVIDER_FETCH_TIMEOUT_MS));
    expect(await screen.findByText(PROVIDERS.loadError(PROVIDERS.timeout))).toBeTruthy();
    expect(screen.getByText(PROVIDERS.loadFailed)).toBeTruthy();
    expect(timeout).toHaveBeenCalledWith(PROVIDER_FETCH_TIMEOUT_MS);
  });

  it('shows the location hint, which disappears after 10 seconds or when closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = renderApp('/providers', { as: user });
    expect(await screen.findByText(PROVIDER_DIRECTORY.locationHint)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(LOCATION_HINT_MS));
    expect(screen.queryByText(PROVIDER_DIRECTORY.locationHint)).toBeNull();
    view.unmount();
    vi.useRealTimers();

    renderApp('/providers', { as: user });
    await screen.findByText(PROVIDER_DIRECTORY.locationHint);
    await userEvent.setup().click(screen.getByRole('button', { name: PROVIDER_DIRECTORY.closeHint }));
    expect(screen.queryByText(PROVIDER_DIRECTORY.locationHint)).toBeNull();
  });

  it("searches around the user's location, or says why it cannot", async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 48.85, longitude: 2.35 } } as GeolocationPosition));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderApp('/providers', { as: user });
    const ui = userEvent.setup();
    await screen.findByRole('heading', { level: 3, name: 'Provider 1 Pest Control' });
    await ui.click(screen.getByRole('button', { name: PROVIDER_DIRECTORY.useMyLocation }));
    await waitFor(() => expect(searches(fetchMock).at(-1)?.get('lat')).toBe('48.85'));
    expect(screen.getByText(PROVIDER_DIRECTORY.nearUser(20))).toBeTruthy();

    getCurrentPosition.mockImplementation(((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: 'denied' } as GeolocationPositionError)) as never);
    await ui.click(screen.getByRole('button', { name: PROVIDER_DIRECTORY.useMyLocation }));
    expect(await screen.findByText(PROVIDERS.locationErrorTitle)).toBeTruthy();
    expect(screen.getByText(PROVIDERS.locationError)).toBeTruthy();
  });

  it("says 'Not supported' without geolocation", async () => {
    const { geolocation: _, ...withoutGeolocation } = Object.getOwnPropertyDescriptors(Navigator.prototype);
    vi.stubGlobal('navigator', Object.create(Object.prototype, withoutGeolocation));
    renderApp('/providers', { as: user });
    await userEvent.setup().click(await screen.findByRole('button', { name: PROVIDER_DIRECTORY.useMyLocation }));
    expect(await screen.findByText(PROVIDERS.geolocationNotSupported)).toBeTruthy();
  });

  it('shows the featured block and opens the lead dialog from a card', async () => {
    fetchMock = directoryFetch((url) =>
      url.pathname === '/api/providers/featured' ? json(200, { providers: [provider(99, { featured: true, name: 'Star Pest Control' })] }) : undefined,
    );
    vi.stubGlobal('fetch', fetchMock);
    // Another user: SWR's cache still holds the featured block the other tests loaded.
    renderApp('/providers', { as: { ...user, id: 'u-featured' } });
    const featured = within(await screen.findByRole('region', { name: PROVIDER_DIRECTORY.featuredTitle }));
    expect(await featured.findByRole('heading', { name: 'Star Pest Control' })).toBeTruthy();
    expect(featured.getByText(PROVIDER_DIRECTORY.featured)).toBeTruthy();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Contact Provider 2 Pest Control' }));
    expect(await screen.findByRole('dialog', { name: LEAD.dialogTitle('Provider 2 Pest Control') })).toBeTruthy();
  });

  it('puts the results first on a phone: above the map, and the featured block after them', async () => {
    fetchMock = directoryFetch((url) =>
      url.pathname === '/api/providers/featured' ? json(200, { providers: [provider(98, { featured: true, name: 'Phone Star Pest Control' })] }) : undefined,
    );
    vi.stubGlobal('fetch', fetchMock);
    const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const layout = async () => {
      const featured = await screen.findByRole('region', { name: PROVIDER_DIRECTORY.featuredTitle });
      await within(featured).findByRole('heading', { name: 'Phone Star Pest Control' });
      const results = screen.getByRole('region', { name: /Search results/ });
      const map = screen.getByText(PROVIDER_DIRECTORY.mapNoKey);
      return { featured, results, map };
    };
    renderApp('/providers', { as: { ...user, id: 'u-desktop-layout' } });
    const desktop = await layout();
    expect(before(desktop.featured, desktop.results)).toBe(true);
    expect(before(desktop.map, desktop.results)).toBe(true);
    cleanup();

    viewport.mobile = true;
    renderApp('/providers', { as: { ...user, id: 'u-phone-layout' } });
    const phone = await layout();
    expect(before(phone.results, phone.featured)).toBe(true);
    expect(before(phone.results, phone.map)).toBe(true);
  });

  it('links the provider-listing terms and the chat', async () => {
    renderApp('/providers', { as: user });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'terms and conditions' }));
    expect(await screen.findByRole('dialog', { name: 'Terms and Conditions for Provider Listings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: PROVIDER_DIRECTORY.chatLink }).getAttribute('href')).toBe('/chat');
  });

  it('sends visitors to /login', async () => {
    const { router } = renderApp('/providers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
