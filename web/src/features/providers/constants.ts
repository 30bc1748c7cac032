// The provider directory's constants: fetch timeout, progress bar, map defaults, card limits.
import { cityOf } from '@knowledge/locations';

/** A search that has not answered after this long is aborted with the timeout message. */
export const PROVIDER_FETCH_TIMEOUT_MS = 15_000;

/** The simulated progress bar: every tick it rises by a random amount up to the step, never past the cap until done. */
export const PROGRESS_TICK_MS = 300;
export const PROGRESS_STEP_MAX = 15;
export const PROGRESS_CAP = 90;
/** The finished bar (100) is cleared this long after the search ends. */
export const PROGRESS_CLEAR_MS = 300;

/** The location hint bubble disappears after this long (or when closed). */
export const LOCATION_HINT_MS = 10_000;

/** Where the directory searches when the user gives no place: London. */
export const DEFAULT_PLACE = { country: 'United Kingdom', city: 'London' } as const;
const london = cityOf(DEFAULT_PLACE.country, DEFAULT_PLACE.city)!;
/** The map's default centre and the search point when the user gives none: London. */
export const DEFAULT_CENTRE = { latitude: london.lat, longitude: london.lng };
export const DEFAULT_ZOOM = 10;
/** The map zooms in this far once the user's location is known. */
export const LOCATED_ZOOM = 11;
/** A whole country, centred between its cities. */
export const COUNTRY_ZOOM = 6;

/** A card shows at most this many service chips and extra locations (fewer on small screens). */
export const CARD_LIMITS = {
  desktop: { services: 5, locations: 2 },
  mobile: { services: 3, locations: 1 },
} as const;

/** The nearby search of the maps service: this keyword, within the radius (km x 1000 m). */
export const NEARBY_KEYWORD = 'pest control';
/** The most places one nearby search asks for (the maps service's own limit). */
export const NEARBY_MAX_RESULTS = 20;
/** The maps service's script libraries. */
export const MAPS_LIBRARIES = ['places', 'geometry'];
/** Advanced markers need a map id; Google's demo id serves until a deployment configures its own. */
export const DEFAULT_MAP_ID = 'DEMO_MAP_ID';
