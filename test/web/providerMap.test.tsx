// The provider map with a maps key, on a mocked maps API (nothing here reaches Google): a marker per provider, the
// radius circle, the info window's Contact opening the lead dialog, the camera following the search, the nearby
// 'pest control' search (radius km x 1000, flagged external, its two messages), and the spec's two maps errors.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAD, PROVIDER_DIRECTORY, PROVIDERS } from '@contracts/messages';
import { cityOf } from '@knowledge/locations';
import { distanceKm } from '../../functions/lib/providers/geo';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { renderApp, testConfig, user } from './render';
import { directoryFetch, json, provider } from './providersFixtures';
import { chooseOption } from './select';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

// The page's code loads once up front, as a browser has it cached after the first visit: on a loaded machine the first test's render would otherwise wait on module loading.
beforeAll(async () => {
  await Promise.all([import('../../web/src/pages/providers/ProvidersPage'), import('../../web/src/features/providers/GoogleProviderMap')]);
});

/** The mocked maps API: the loading status, the Places search, the map's camera. */
const maps = vi.hoisted(() => ({
  status: 'LOADED' as string,
  searchByText: undefined as unknown as ReturnType<typeof vi.fn>,
  moveCamera: undefined as unknown as ReturnType<typeof vi.fn>,
}));

vi.mock('@vis.gl/react-google-maps', () => {
  type Props = { children?: ReactNode; [key: string]: unknown };
  const position = (p: unknown) => JSON.stringify(p);
  return {
    APILoadingStatus: { NOT_LOADED: 'NOT_LOADED', LOADING: 'LOADING', LOADED: 'LOADED', FAILED: 'FAILED', AUTH_FAILURE: 'AUTH_FAILURE' },
    APIProvider: ({ children, libraries }: Props) => (
      <div data-testid="maps-api" data-libraries={(libraries as string[]).join(',')}>
        {children}
      </div>
    ),
    useApiLoadingStatus: () => maps.status,
    Map: ({ children, defaultCenter, defaultZoom }: Props) => (
      <div data-testid="google-map" data-centre={position(defaultCenter)} data-zoom={String(defaultZoom)}>
        {children}
      </div>
    ),
    useMap: () => ({ moveCamera: maps.moveCamera }),
    useMapsLibrary: (name: string) =>
      name === 'places'
        ? { Place: { searchByText: maps.searchByText } }
        : {
            spherical: {
              computeDistanceBetween: (a: google.maps.LatLngLiteral, b: google.maps.LatLngLiteral) =>
                distanceKm({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng }) * 1000,
            },
          },
    AdvancedMarker: ({ title, onClick, position: at }: Props) => (
      <button type="button" data-testid="marker" data-position={position(at)} onClick={onClick as () => void}>
        {title as string}
      </button>
    ),
    Pin: () => null,
    Circle: ({ center, radius }: Props) => <div data-testid="radius" data-centre={position(center)} data-radius={String(radius)} />,
    InfoWindow: ({ children, headerContent, onCloseClick }: Props) => (
      <div role="dialog" aria-label="Map info">
        {headerContent as ReactNode}
        {children}
        <button type="button" onClick={onCloseClick as () => void}>
          Close info
        </button>
      </div>
    ),
  };
});

const london = cityOf('United Kingdom', 'London')!;
const withKey = { config: { ...testConfig, googleMapsApiKey: 'test-key' }, as: user };

/** A Places result as the Places library gives it (location as a LatLng). */
const place = (id: string, name: string, lat: number, lng: number, extra: Record<string, unknown> = {}) => ({
  id,
  displayName: name,
  shortFormattedAddress: `${name} Street, London`,
  location: { lat: () => lat, lng: () => lng },
  rating: 4.2,
  userRatingCount: 31,
  ...extra,
});

beforeEach(() => {
  resetAmplifyMocks();
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: user.id, email: user.email }));
  maps.status = 'LOADED';
  maps.searchByText = vi.fn();
  maps.moveCamera = vi.fn();
  const located = (n: number, lat: number, lng: number) => provider(n, { latitude: lat, longitude: lng });
  const page = {
    providers: [
      located(1, 51.51, -0.12),
      located(2, 51.52, -0.1),
      // No point of its own: its located place stands in.
      provider(3, { latitude: null, longitude: null, locations: [{ id: 'l', country: 'United Kingdom', city: 'London', isAllCities: false, isActive: true, latitude: 51.49, longitude: -0.2 }] }),
      // Nowhere to stand: no marker.
      provider(4, { latitude: null, longitude: null }),
    ],
    pagination: { page: 1, pageSize: 5, total: 4, pages: 1 },
  };
  vi.stubGlobal(
    'fetch',
    directoryFetch((url) => (url.pathname === '/api/providers' ? json(200, page) : undefined)),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openMap() {
  renderApp('/providers', withKey);
  await screen.findByRole('heading', { level: 3, name: 'Provider 1 Pest Control' });
  return screen.findByTestId('google-map');
}

describe('provider map', () => {
  it('loads the maps service with places and geometry, centred on London at zoom 10, a marker per located provider and the 20 km circle', async () => {
    const map = await openMap();
    expect(screen.getByTestId('maps-api').dataset.libraries).toBe('places,geometry');
    expect(JSON.parse(map.dataset.centre!)).toEqual({ lat: london.lat, lng: london.lng });
    expect(map.dataset.zoom).toBe('10');
    const markers = await within(map).findAllByTestId('marker');
    expect(markers.map((m) => m.textContent)).toEqual(['Provider 1 Pest Control', 'Provider 2 Pest Control', 'Provider 3 Pest Control']);
    expect(JSON.parse(markers[2].dataset.position!)).toEqual({ lat: 51.49, lng: -0.2 });
    expect(screen.getByTestId('radius').dataset.radius).toBe('20000');
    expect(screen.queryByText(PROVIDER_DIRECTORY.mapNoKey)).toBeNull();
  });

  it("opens a provider's info from its marker, and its Contact opens the lead dialog", async () => {
    const ui = userEvent.setup();
    const map = await openMap();
    await ui.click(within(map).getByRole('button', { name: 'Provider 2 Pest Control' }));
    const info = await screen.findByRole('dialog', { name: 'Map info' });
    expect(within(info).getByText('London, United Kingdom')).toBeTruthy();
    await ui.click(within(info).getByRole('button', { name: `${PROVIDER_DIRECTORY.contact} Provider 2 Pest Control` }));
    expect(await screen.findByRole('dialog', { name: LEAD.dialogTitle('Provider 2 Pest Control') })).toBeTruthy();
  });

  it('moves the camera and the circle when the radius changes, without a new map', async () => {
    await openMap();
    await waitFor(() => expect(maps.moveCamera).toHaveBeenCalledWith({ center: { lat: london.lat, lng: london.lng }, zoom: 10 }));
    await chooseOption('Radius', '50 km');
    await waitFor(() => expect(screen.getByTestId('radius').dataset.radius).toBe('50000'));
    expect(screen.getAllByTestId('google-map')).toHaveLength(1);
  });

  it("finds nearby 'pest control' places within the radius, nearest first, flagged external", async () => {
    const ui = userEvent.setup();
    maps.searchByText.mockResolvedValue({
      places: [
        place('far', 'Far Away Pests', 52.2, 0.12), // Cambridge: outside 20 km
        place('near2', 'Bugs Begone', 51.55, -0.1),
        place('near1', 'Rat Patrol', 51.508, -0.125, { rating: undefined, userRatingCount: undefined }),
        { id: 'nowhere', displayName: 'No Location' },
      ],
    });
    const map = await openMap();
    await ui.click(screen.getByRole('button', { name: PROVIDER_DIRECTORY.findNearby }));

    const list = await screen.findByRole('region', { name: PROVIDER_DIRECTORY.externalTitle });
    expect(maps.searchByText).toHaveBeenCalledWith(
      expect.objectContaining({ textQuery: 'pest control', locationBias: { center: { lat: london.lat, lng: london.lng }, radius: 20_000 } }),
    );
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Rat Patrol',
      'Bugs Begone',
    ]);
    expect(within(list).getAllByText(PROVIDER_DIRECTORY.external)).toHaveLength(2);
    expect(within(list).getByText('Bugs Begone Street, London')).toBeTruthy();
    const link = within(list).getAllByRole('link', { name: PROVIDER_DIRECTORY.viewOnGoogleMaps })[0];
    expect(link.getAttribute('href')).toContain('query_place_id=near1');
    await ui.click(within(map).getByRole('button', { name: `Rat Patrol (${PROVIDER_DIRECTORY.external})` }));
    const info = await screen.findByRole('dialog', { name: 'Map info' });
    expect(within(info).getByText(PROVIDER_DIRECTORY.external)).toBeTruthy();
    expect(within(info).getByRole('link', { name: PROVIDER_DIRECTORY.viewOnGoogleMaps })).toBeTruthy();

    // Another radius is another area: its places are searched anew, and the old ones leave the map.
    await chooseOption('Radius', '50 km');
    await waitFor(() => expect(screen.queryByRole('region', { name: PROVIDER_DIRECTORY.externalTitle })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Map info' })).toBeNull();
    expect(within(map).queryByRole('button', { name: `Rat Patrol (${PROVIDER_DIRECTORY.external})` })).toBeNull();
  });

  it("says 'No additional services found' when the search finds nothing nearby", async () => {
    const ui = userEvent.setup();
    maps.searchByText.mockResolvedValue({ places: [place('far', 'Far Away Pests', 52.2, 0.12)] });
    await openMap();
    await ui.click(screen.getByRole('button', { name: PROVIDER_DIRECTORY.findNearby }));
    expect(await screen.findByText(PROVIDERS.noNearbyServices)).toBeTruthy();
    expect(screen.queryByRole('region', { name: PROVIDER_DIRECTORY.externalTitle })).toBeNull();
  });

  it('says the nearby search failed, and the providers stay on the map', async () => {
    const ui = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    maps.searchByText.mockRejectedValue(new Error('REQUEST_DENIED'));
    const map = await openMap();
    await ui.click(screen.getByRole('button', { name: PROVIDER_DIRECTORY.findNearby }));
    expect(await screen.findByText(PROVIDERS.nearbySearchFailed)).toBeTruthy();
    expect(within(map).getAllByTestId('marker')).toHaveLength(3);
  });

  it("shows 'Google Maps Error' when the maps service cannot be loaded, and the list still works", async () => {
    maps.status = 'FAILED';
    renderApp('/providers', withKey);
    expect(await screen.findByText(PROVIDERS.mapsErrorTitle)).toBeTruthy();
    expect(screen.getByText(PROVIDERS.mapsError)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Provider 1 Pest Control' })).toBeTruthy();
  });

  it("shows 'Map Error' when the map cannot start (a refused key)", async () => {
    maps.status = 'AUTH_FAILURE';
    renderApp('/providers', withKey);
    expect(await screen.findByText(PROVIDERS.mapErrorTitle)).toBeTruthy();
    expect(screen.getByText(PROVIDERS.mapError)).toBeTruthy();
    expect(screen.queryByTestId('google-map')).toBeNull();
  });
});
