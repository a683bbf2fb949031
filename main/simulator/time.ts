/**
 * Calendar helpers on whole UTC days ("day numbers" since 1970-01-01) and minutes since
 * midnight. Generated data reads the wall clock once, for the default "today", so a seed and a
 * date always yield the same data.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The simulator's default "today", which generated events, orders and audit entries sit
 * around: this machine's local date, so the demo's "Today" is the supervisor's today.
 */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];


/** The day number of a real YYYY-MM-DD date, or undefined (so 2026-02-30 is refused). */
export function parseDay(text: string): number | undefined {
  if (!DAY_PATTERN.test(text)) return undefined;
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) return undefined;
  return ms / DAY_MS;
}

export function dayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD HH:mm:ss"; minutes past 24h roll into the next day (overnight shifts). */
export function stamp(day: number, minutes: number): string {
  const d = day + Math.floor(minutes / 1440);
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${dayString(d)} ${pad(Math.floor(m / 60))}:${pad(m % 60)}:00`;
}

/** RFC 3339 in UTC, for the fields the reference types as date-time. */
export function isoStamp(day: number, minutes: number): string {
  return `${stamp(day, minutes).replace(' ', 'T')}Z`;
}

/** 0 = Monday … 6 = Sunday (day 0, 1970-01-01, was a Thursday). */
export function weekday(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

function parts(day: number) {
  const d = new Date(day * DAY_MS);
  return {
    weekday: WEEKDAYS[d.getUTCDay()] ?? '',
    month: MONTHS[d.getUTCMonth()] ?? '',
    date: d.getUTCDate(),
    year: d.getUTCFullYear(),
  };
}

/** "Mon, Nov 16" */
export function shortNice(day: number): string {
  const p = parts(day);
  return `${p.weekday.slice(0, 3)}, ${p.month.slice(0, 3)} ${p.date}`;
}

/** "Monday, November 16, 2026" */
export function longNice(day: number): string {
  const p = parts(day);
  return `${p.weekday}, ${p.month} ${p.date}, ${p.year}`;
}

/** "9:05 AM" */
export function niceTime(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  return `${((h + 11) % 12) + 1}:${pad(m % 60)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A wall-clock instant in the simulator's calendar: minutes since 1970-01-01 00:00, local time. */
export function wallMinutes(at: Date): number {
  return Date.UTC(at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()) / 60_000;
}

/** The minute a "YYYY-MM-DD HH:mm:ss" stamp (or its RFC 3339 form) names in that calendar. */
export function stampMinutes(text: string): number {
  return Math.floor(Date.parse(`${text.slice(0, 19).replace(' ', 'T')}Z`) / 60_000);
}

/** A wall-clock instant as the service writes it, for records created while running. */
export function nowStamp(now = new Date()): string {
  return now.toISOString().slice(0, 19).replace('T', ' ');
}

/** "Nov 22, 2026 3:04 PM" */
export function niceStamp(now = new Date()): string {
  const day = Math.floor(now.getTime() / DAY_MS);
  const p = parts(day);
  return `${p.month.slice(0, 3)} ${p.date}, ${p.year} ${niceTime(now.getUTCHours() * 60 + now.getUTCMinutes())}`;
}
