// The admin console's dates: relative ('3 hours ago') and absolute ('Nov 24, 2026, 9:05 PM'), with the spec's texts
// for a missing date ('Unknown date') and one that does not parse ('Invalid date').
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { ADMIN } from '@contracts/messages';

dayjs.extend(relativeTime);

const ABSOLUTE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DAY_ONLY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

type DateInput = string | number | Date | null | undefined;

function parsed(value: DateInput): Date | string {
  if (value === null || value === undefined || value === '') return ADMIN.unknownDate;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? ADMIN.invalidDate : date;
}

/** '3 hours ago', 'in 5 days'. */
export function relativeDate(value: DateInput, now: Date = new Date()): string {
  const date = parsed(value);
  return typeof date === 'string' ? date : dayjs(date).from(now);
}

/** 'Nov 24, 2026, 9:05 PM' in the viewer's time zone. */
export function absoluteDate(value: DateInput): string {
  const date = parsed(value);
  return typeof date === 'string' ? date : ABSOLUTE.format(date);
}

/** 'Nov 24, 2026'. */
export function dayDate(value: DateInput): string {
  const date = parsed(value);
  return typeof date === 'string' ? date : DAY_ONLY.format(date);
}
