// Country and city choices from the static location list, for the directory's filter and the lead form.
import { COUNTRIES, countryByName } from '@knowledge/locations';

export interface Option {
  value: string;
  label: string;
}

export const COUNTRY_OPTIONS: Option[] = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));

/** The cities of a country (by name), none when no country is chosen. */
export function cityOptions(country: string | undefined): Option[] {
  return (country ? (countryByName(country)?.cities ?? []) : []).map((c) => ({ value: c.name, label: c.name }));
}
