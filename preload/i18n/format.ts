/**
 * THE formatting module of every process: dates, weekdays, times, durations, numbers, percents,
 * money and lists, with Intl in the chosen language's conventions (locale.ts; a `locale`
 * argument overrides it, for tests and machine-readable output). Words go through the
 * catalogue; what Intl writes for a language comes from here.
 *
 * Dates and times for people. Two kinds of time meet here:
 * event and shift times are event-local wall-clock text ("YYYY-MM-DD HH:mm:ss") and are shown
 * exactly as written, never moved into this machine's time zone; sync times (`asOf`) are real
 * instants (ISO) and are shown in this machine's zone.
 */

import { formatTag } from './locale';

// Dates typed into a field, in the language's order ("22/11/2026").
export { datePattern, formatDateEntry, readDateEntry, stepDateEntry, type DatePart } from './date-entry';

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * Wall-clock text as a Date whose UTC fields hold the written digits; formatting it in UTC
 * gives back exactly those digits, whatever zone this machine is in.
 */
function wallClock(value: string): Date | undefined {
  const m = WALL.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/**
 * One formatter per shape (a name for `options`) and locale, its options worked out once: a
 * dashboard row formats several times per draw, and keying by the options' JSON and asking the
 * locale's hour cycle each time cost its first paint about 4 ms.
 */
function dateFormat(locale: string, shape: string, options: () => Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${shape}|${locale}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options())));
  return format;
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };

/** 24 where the locale's clock counts 24 hours, 12 where it counts 12: a column of times is sized to it. */
export function clockHours(locale: string = formatTag()): 12 | 24 {
  const cycle = dateFormat(locale, 'hour', () => ({ hour: 'numeric' })).resolvedOptions().hourCycle;
  return cycle === 'h23' || cycle === 'h24' ? 24 : 12;
}

/** "18:05" where the locale counts 24 hours, "6:05 PM" where it counts 12: a clock reads at a glance. */
function clock(locale: string, timeZone?: string): Intl.DateTimeFormatOptions {
  const hour = clockHours(locale) === 24 ? '2-digit' : 'numeric';
  return { hour, minute: '2-digit', ...(timeZone ? { timeZone } : {}) };
}

/** "Sun, 22 Nov 2026" from "2026-11-22"; '' when there is no readable date. */
export function formatEventDate(value: string, locale: string = formatTag()): string {
  const date = wallClock(value);
  return date ? dateFormat(locale, 'date', () => ({ ...DAY, year: 'numeric' })).format(date) : '';
}

/** "Sun, 22 Nov" from a wall-clock date or date-time. */
export function formatShortDate(value: string, locale: string = formatTag()): string {
  const date = wallClock(value);
  return date ? dateFormat(locale, 'short-date', () => DAY).format(date) : '';
}

/** "Sun 22": the weekday and the day of the month, where the month goes without saying (an overnight shift's end). */
export function formatWeekdayDay(value: string, locale: string = formatTag()): string {
  const date = wallClock(value);
  if (!date) return '';
  const parts = dateFormat(locale, 'weekday-day', () => ({ weekday: 'short', day: 'numeric', timeZone: 'UTC' })).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')}`;
}

/** "18:30" (or "06:30 PM") from "2026-11-22 18:30:00", as written. */
export function formatWallTime(value: string, locale: string = formatTag()): string {
  const date = wallClock(value);
  return date ? dateFormat(locale, 'wall-time', () => clock(locale, 'UTC')).format(date) : '';
}

/** "Sun 22 Nov, 18:00" from "2026-11-22 18:00:00", as written (an opened shift's start and end). */
export function formatWallDateTime(value: string, locale: string = formatTag()): string {
  const date = wallClock(value);
  return date ? dateFormat(locale, 'wall-date-time', () => ({ ...DAY, ...clock(locale, 'UTC') })).format(date) : '';
}

const DAYS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', timeZone: 'UTC' };
/**
 * Whole days as a sentence names them: "December 3 – 9" / "3–9 de diciembre" from two
 * wall-clock dates, "December 3" / "3 de diciembre" from one (`to` ''); the year only when a day
 * is not in `thisYear` ("2026"). '' when `from` does not read.
 */
export function formatDays(from: string, to: string, thisYear: string, locale: string = formatTag()): string {
  const [start, end] = [wallClock(from), wallClock(to)];
  if (!start) return '';
  const dated = [from, to].some((day) => day !== '' && !day.startsWith(thisYear));
  const format = dated
    ? dateFormat(locale, 'days-year', () => ({ ...DAYS, year: 'numeric' }))
    : dateFormat(locale, 'days', () => DAYS);
  return end ? format.formatRange(start, end) : format.format(start);
}

/** The date part of wall-clock text ("2026-11-22"), or '' when unreadable. */
export function wallDate(value: string): string {
  const m = WALL.exec(value);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : '';
}

/** An instant in this machine's time: "14:02". */
export function formatClock(iso: string, locale: string = formatTag()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(locale, 'clock', () => clock(locale)).format(date);
}

/**
 * An instant in this machine's time, with the day when it is not today: "Sat 14:02" within the
 * week, "Sat, 21 Nov, 14:02" further (the whole date beside a time was cut at 1024 px).
 */
export function formatMoment(iso: string, now: Date, locale: string = formatTag()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) return formatClock(iso, locale);
  return formatDayMoment(iso, now, locale);
}

/** Within this many days of now a weekday names the day alone. */
const WEEKDAY_NAMES_IT_DAYS = 6;

/**
 * An instant in this machine's time, always with its day (a record read days later): "Sat 4:37 PM"
 * within six days of `now`, where the weekday says which day; "Sat, Nov 21, 4:37 PM" further
 * away, or with no `now`.
 */
export function formatDayMoment(iso: string, now?: Date, locale: string = formatTag()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const near = now !== undefined && Math.abs(now.getTime() - date.getTime()) < WEEKDAY_NAMES_IT_DAYS * 86_400_000;
  const day: Intl.DateTimeFormatOptions = near ? { weekday: 'short' } : { weekday: 'short', day: 'numeric', month: 'short' };
  return dateFormat(locale, near ? 'weekday-clock' : 'date-clock', () => ({ ...day, ...clock(locale) })).format(date);
}

/** Each unit, and how many of it make the next. */
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', Number.POSITIVE_INFINITY],
];

const ageFormats = new Map<string, Intl.RelativeTimeFormat>();
/** "12 minutes ago", "3 hours ago"; "just now" under a minute. Future instants read as now. */
export function formatAge(iso: string, now: Date, locale: string = formatTag()): string {
  const ms = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(ms)) return '';
  let value = Math.floor(Math.max(0, ms) / 1000);
  let format = ageFormats.get(locale);
  if (!format) ageFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  if (value < 60) return format.format(0, 'second');
  value = Math.floor(value / 60);
  for (const [unit, next] of STEPS) {
    if (value < next) return format.format(-value, unit);
    value = Math.floor(value / next);
  }
  return '';
}

/** "Data as of 14:00 (12 minutes ago)". */
export function formatAsOf(iso: string, now: Date, locale: string = formatTag()): string {
  return `${formatMoment(iso, now, locale)} (${formatAge(iso, now, locale)})`;
}

const COUNT: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };
const numberFormats = new Map<Intl.NumberFormatOptions, Map<string, Intl.NumberFormat>>();
/** One formatter per kind and locale: making one costs more than drawing the row that shows it. */
function numberFormat(options: Intl.NumberFormatOptions, locale: string): Intl.NumberFormat {
  let byLocale = numberFormats.get(options);
  if (!byLocale) numberFormats.set(options, (byLocale = new Map()));
  let format = byLocale.get(locale);
  if (!format) byLocale.set(locale, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** A count with the locale's grouping ("1,204"). */
export function formatCount(value: number, locale: string = formatTag()): string {
  return numberFormat(COUNT, locale).format(value);
}

/** A whole percent ("87%"); '–' when there is none (no demand). */
export function formatPercent(percent: number | undefined, locale: string = formatTag()): string {
  return percent === undefined ? '–' : numberFormat(PERCENT, locale).format(percent / 100);
}

/** "37:05": hours and minutes, as timesheets write them (a column headed in hours). */
export function formatHoursMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "40:23 h": a duration standing alone. */
export function formatDuration(minutes: number): string {
  return `${formatHoursMinutes(minutes)} h`;
}

const DECIMAL: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
/** A number with up to two decimals in the locale's way ("7.5", "7,5"). */
export function formatDecimal(value: number, locale: string = formatTag()): string {
  return numberFormat(DECIMAL, locale).format(value);
}

const AMOUNT: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
/** An amount of money whose currency is not known, with cents ("42.50", "42,50"). */
export function formatAmount(value: number, locale: string = formatTag()): string {
  return numberFormat(AMOUNT, locale).format(value);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** "$12.50", "12,50 US$"; a code Intl does not know is written after the number ("12.50 XYZ"). */
export function formatMoney(amount: number, currency: string, locale: string = formatTag()): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      return `${formatDecimal(amount, locale)} ${currency}`.trim();
    }
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

const listFormats = new Map<string, Intl.ListFormat>();
/** "3, 4 and 5" / "3, 4 y 5". */
export function formatList(items: readonly string[], locale: string = formatTag()): string {
  let format = listFormats.get(locale);
  if (!format) listFormats.set(locale, (format = new Intl.ListFormat(locale, { type: 'conjunction' })));
  return format.format(items);
}

const HOURS: Intl.NumberFormatOptions = { style: 'unit', unit: 'hour', unitDisplay: 'short' };
const MINUTES: Intl.NumberFormatOptions = { style: 'unit', unit: 'minute', unitDisplay: 'short' };
/** "45 min", "4 hr 5 min" / "4 h 5 min": a wait of a day is read in hours, not in hundreds of minutes. */
export function formatLeadTime(minutes: number, locale: string = formatTag()): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts = [
    ...(hours > 0 ? [numberFormat(HOURS, locale).format(hours)] : []),
    ...(rest > 0 || hours === 0 ? [numberFormat(MINUTES, locale).format(rest)] : []),
  ];
  return parts.join(' ');
}
