// A list's filter by a range of days (antd's RangePicker): the days as the address keeps them ('2026-11-24'), and the
// instants a server compares with, the first day's start to the start of the day after the last, in the viewer's
// calendar.
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const DAY = 'YYYY-MM-DD';

/** A day as the address holds it, or undefined for anything else. */
const dayOf = (text: string | undefined): Dayjs | undefined => {
  const day = text && /^\d{4}-\d\d-\d\d$/.test(text) ? dayjs(text, DAY) : undefined;
  return day?.isValid() ? day : undefined;
};

/** The instants of a range of days: from the start of `from`, to the start of the day after `to` (either may be open). */
export function dayRangeInstants(from: string | undefined, to: string | undefined): { since?: string; until?: string } {
  const [first, last] = [dayOf(from), dayOf(to)];
  return {
    ...(first ? { since: first.startOf('day').toISOString() } : {}),
    ...(last ? { until: last.add(1, 'day').startOf('day').toISOString() } : {}),
  };
}

export function DayRangeFilter({ from, to, labels, onChange }: { from?: string; to?: string; labels: [string, string]; onChange: (from?: string, to?: string) => void }) {
  const [first, last] = [dayOf(from), dayOf(to)];
  return (
    <DatePicker.RangePicker
      value={[first ?? null, last ?? null]}
      allowEmpty={[true, true]}
      placeholder={labels}
      aria-label={labels.join(' - ')}
      onChange={(days) => onChange(days?.[0]?.format(DAY), days?.[1]?.format(DAY))}
    />
  );
}
