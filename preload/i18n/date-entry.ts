/**
 * A date as a person types it into a field, in the chosen language's order: "22/11/2026" in
 * Spanish, "11/22/2026" in American English, read back to the ISO day ("2026-11-22") the app and
 * the API use. Chromium's own date input writes the pattern of the language the browser started
 * in, not the page's, so a Spanish supervisor read "mm/dd/yyyy" there. Part of the formatting
 * module (format.ts re-exports it); the order and separator come from Intl.
 */
import { formatTag } from './locale';

export type DatePart = 'day' | 'month' | 'year';

interface DateOrder {
  parts: DatePart[];
  separator: string;
}

const orders = new Map<string, DateOrder>();
/** The locale's order of day, month and year in a numeric date, and what stands between them. */
function dateOrder(locale: string): DateOrder {
  let order = orders.get(locale);
  if (!order) {
    const shown = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const written = shown.formatToParts(new Date(Date.UTC(2026, 10, 22)));
    const parts = written.map((p) => p.type).filter((t): t is DatePart => t === 'day' || t === 'month' || t === 'year');
    const separator = written.find((p) => p.type === 'literal')?.value.trim() || '/';
    orders.set(locale, (order = { parts: parts.length === 3 ? parts : ['month', 'day', 'year'], separator }));
  }
  return order;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ISO day of these numbers, or undefined when there is no such day (30 February). */
function isoDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** "22/11/2026" (es), "11/22/2026" (en-US) from "2026-11-22"; '' when it is not an ISO day. */
export function formatDateEntry(iso: string, locale: string = formatTag()): string {
  const m = ISO_DAY.exec(iso);
  if (!m || !isoDay(Number(m[1]), Number(m[2]), Number(m[3]))) return '';
  const value: Record<DatePart, string> = { year: m[1]!, month: m[2]!, day: m[3]! };
  const { parts, separator } = dateOrder(locale);
  return parts.map((part) => value[part]).join(separator);
}

/**
 * What a typed date stands for: its ISO day; '' for a blank field; undefined when it does not
 * read as a day. Read in the locale's order with any of / - . or spaces between the numbers, a
 * two-digit year in this century, or eight digits in a row ("22112026"); a year written first
 * ("2026-11-22") reads as ISO in every language.
 */
export function readDateEntry(text: string, locale: string = formatTag()): string | undefined {
  const typed = text.trim();
  if (typed === '') return '';
  const { parts } = dateOrder(locale);
  let numbers = typed.split(/[\s./-]+/);
  if (numbers.length === 1 && /^\d{8}$/.test(typed)) {
    const widths = parts.map((part) => (part === 'year' ? 4 : 2));
    let at = 0;
    numbers = widths.map((width) => typed.slice(at, (at += width)));
  }
  if (numbers.length !== 3 || !numbers.every((n) => /^\d+$/.test(n))) return undefined;
  const order: DatePart[] = numbers[0]!.length === 4 ? ['year', 'month', 'day'] : parts;
  const value = Object.fromEntries(order.map((part, i) => [part, numbers[i]!])) as Record<DatePart, string>;
  if (value.day.length > 2 || value.month.length > 2) return undefined;
  if (value.year.length !== 4 && value.year.length !== 2) return undefined;
  const year = Number(value.year) + (value.year.length === 2 ? 2000 : 0);
  return isoDay(year, Number(value.month), Number(value.day));
}

/** The pattern a field's hint shows, in the language's own letters: "dd/mm/aaaa", "mm/dd/yyyy". */
export function datePattern(letters: Record<DatePart, string>, locale: string = formatTag()): string {
  const { parts, separator } = dateOrder(locale);
  return parts.map((part) => letters[part]).join(separator);
}

/**
 * The typed date moved by `days` (↑/↓ in a date field), written in the locale's order; a blank
 * field starts from `today` (ISO). Undefined when the text does not read as a day.
 */
export function stepDateEntry(
  text: string,
  days: number,
  today: string,
  locale: string = formatTag(),
): string | undefined {
  const read = readDateEntry(text, locale);
  const from = read === '' ? today : read;
  const m = from === undefined ? null : ISO_DAY.exec(from);
  if (!m) return undefined;
  const moved = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + (read === '' ? 0 : days)));
  return formatDateEntry(moved.toISOString().slice(0, 10), locale);
}
