/**
 * CSV for spreadsheets (RFC 4180: CRLF lines, quoted fields where needed) with a guard against
 * formula injection: a text cell that starts like a formula (= + - @, tab, CR) is prefixed with
 * a quote so a spreadsheet shows it as text instead of running it. So is every part of a cell
 * that a spreadsheet could take for a cell of its own: whatever follows a "," a ";" or a line
 * break (and any quotes or spaces after it). A spreadsheet whose list separator is ";" reads
 * `x,"a;=1"` as `x,"a` and `=1"`: the quote opens nothing there, so quoting alone is no guard.
 * Numbers are written as numbers; they come from our own counts.
 */

import { m } from '../../../preload/i18n';

export type CsvValue = string | number | boolean | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A formula sign where a split cell would start: after a separator or line break, and any quotes or spaces. */
const FORMULA_AFTER_SPLIT = /([,;\r\n][" ]*)(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",;\r\n]|^\s|\s$/;

export function csvCell(value: CsvValue): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? m.csv_yes() : m.csv_no();
  const parts = value.replace(FORMULA_AFTER_SPLIT, "$1'");
  const text = FORMULA_START.test(parts) ? `'${parts}` : parts;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The text only: main writes the file and puts the one byte-order mark in front of it. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * An instant (ISO) as this computer's wall-clock time with its offset, "2026-11-22 02:00:00 -08:00":
 * beside the shift times (event-local wall-clock text) a spreadsheet reads both the same way, and
 * the offset says which clock. '' for no instant or an unreadable one.
 */
export function csvInstant(iso: string | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ` +
    `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())} ${zone}`
  );
}

/** A file name safe on every platform: "dashboard-2026-11-22.csv". */
export function csvFileName(...parts: string[]): string {
  const base = parts
    .join('-')
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${base || 'export'}.csv`;
}
