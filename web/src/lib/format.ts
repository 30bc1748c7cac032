// Dates as the account pages show them (e.g. "November 21, 2026"), in the viewer's time zone.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** A long US date for an ISO timestamp, or an em dash when there is none. */
export function longDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : LONG_DATE.format(date);
}
