// What a provider card shows of a long provider: the first service chips and extra locations within the card's
// limits (5 and 2, or 3 and 1 on small screens), and how many more there are.
import type { ProviderLocation, ProviderWire } from '@contracts/provider';
import { CARD_LIMITS } from './constants';

export interface Shown<T> {
  items: T[];
  /** How many were left out. */
  more: number;
}

function firstOf<T>(list: readonly T[], limit: number): Shown<T> {
  return { items: list.slice(0, limit), more: Math.max(0, list.length - limit) };
}

function cardLimits(mobile: boolean) {
  return mobile ? CARD_LIMITS.mobile : CARD_LIMITS.desktop;
}

export function shownServices(provider: Pick<ProviderWire, 'services'>, mobile: boolean): Shown<string> {
  return firstOf(provider.services, cardLimits(mobile).services);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The provider's active locations other than its own city, as 'City, Country' (or 'all cities in Country'), within the card's limit. */
export function shownLocations(provider: Pick<ProviderWire, 'country' | 'city' | 'locations'>, mobile: boolean): Shown<string> {
  const extra = provider.locations
    .filter((l: ProviderLocation) => l.isActive && !(same(l.country, provider.country) && same(l.city, provider.city)))
    .map((l) => (l.isAllCities ? `all cities in ${l.country}` : `${l.city}, ${l.country}`));
  return firstOf([...new Set(extra)], cardLimits(mobile).locations);
}

/** '1.2 km away' style distance, to one decimal below 10 km. */
export function formatDistance(km: number): string {
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} km away`;
}
