// Export of a whole admin list: every page fetched in turn (not only the page on screen), then written as CSV or
// JSON and saved under a dated file name.
import { downloadFile } from '../../../lib/download';

export type ExportFormat = 'csv' | 'json';

/** One column of a CSV export: its header and how a row gives its value. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** One page of a list as the exporter reads it. */
export interface ExportPage<T> {
  items: T[];
  /** Pages in all (the exporter stops after the last), as the list's pagination says. */
  pages: number;
  /** The next page's cursor, when the list gives one. */
  cursor?: string | null;
}

/** The most pages one export reads (at the list's page size): a bound, not a target. */
export const EXPORT_MAX_PAGES = 1000;

/** Every item of a list, page after page (each page asked with the previous page's cursor when there is one). */
export async function collectAll<T>(fetchPage: (page: number, cursor: string | null) => Promise<ExportPage<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 1; page <= EXPORT_MAX_PAGES; page += 1) {
    const next: ExportPage<T> = await fetchPage(page, cursor);
    items.push(...next.items);
    cursor = next.cursor ?? null;
    if (page >= next.pages || next.items.length === 0) break;
  }
  return items;
}

/** A phone number in international form ('+1 713 555 0188'): a + then digits and spaces only, which no spreadsheet runs. */
const PHONE_NUMBER = /^\+[\d ]+$/;

/**
 * A CSV cell: quoted when needed, and a leading =, +, - or @ defused so a spreadsheet does not run it as a formula
 * (a phone number such as '+1 713 555 0188' is written as it is).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PHONE_NUMBER.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(rows: readonly T[], columns: readonly ExportColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(','), ...rows.map((row) => columns.map((c) => csvCell(c.value(row))).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** 'users-export-2026-11-24.csv': the list's name and the day, in the viewer's calendar. */
export function exportFileName(name: string, format: ExportFormat, now: Date = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `${name}-export-${day}.${format}`;
}

/** Fetch every page and save the file; returns how many rows it holds. */
export async function exportList<T>(options: {
  name: string;
  format: ExportFormat;
  columns: readonly ExportColumn<T>[];
  fetchPage: (page: number, cursor: string | null) => Promise<ExportPage<T>>;
  now?: Date;
}): Promise<number> {
  const rows = await collectAll(options.fetchPage);
  const fileName = exportFileName(options.name, options.format, options.now);
  if (options.format === 'csv') downloadFile(fileName, toCsv(rows, options.columns), 'text/csv;charset=utf-8');
  else downloadFile(fileName, `${JSON.stringify(rows, null, 2)}\n`, 'application/json');
  return rows.length;
}
