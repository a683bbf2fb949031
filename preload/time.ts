/**
 * THE clock rules, shared by main and the window: the supervisor's "today", "now" written like a
 * shift time, and when a shift has ended. Event-local time is this machine's wall clock: the
 * supervisor is at the venue, and shift times carry no zone. Part of the contract (re-exported by
 * contract.ts) so main's pay-period "today", the screens and the file names read one clock.
 */
import { splitTime } from './shift-time';

const pad = (n: number): string => String(n).padStart(2, '0');

/** This machine's calendar date as "YYYY-MM-DD": the supervisor's today (never the UTC date). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A moment on this machine's clock in the API's shift-time form, "YYYY-MM-DD HH:mm:ss", event-local. */
export function toShiftTime(date: Date): string {
  return `${localDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** "YYYY-MM-DD" plus whole days, calendar-exact (UTC arithmetic on a date with no zone). */
export function addDays(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export interface ShiftTimes {
  startTime: string;
  endTime: string;
}

/**
 * When a shift ends, "YYYY-MM-DD HH:mm:ss": its end time, on the next day when the server kept
 * the start date on an overnight end (see isOvernight). A shift whose end cannot be read, or
 * falls on a day before its start, has no known end: undefined, and it never counts as ended
 * (nothing trustworthy says it is over).
 */
export function shiftEnd(shift: ShiftTimes): string | undefined {
  const end = splitTime(shift.endTime);
  if (!end) return undefined;
  const start = splitTime(shift.startTime);
  if (start && end.date < start.date) return undefined;
  const sameDayOvernight = start?.date === end.date && end.clock < start.clock;
  return `${sameDayOvernight ? addDays(end.date, 1) : end.date} ${end.clock}`;
}

/** Is a moment ending at `endAt` (a shiftEnd) over at `now` (shift-time text, to the minute or second)? */
export function isOver(endAt: string, now: string): boolean {
  return endAt <= (now.length === 16 ? `${now}:00` : now);
}

/** Has the shift ended at `now` (event-local shift-time text, to the minute or second)? */
export function hasEnded(shift: ShiftTimes, now: string): boolean {
  const end = shiftEnd(shift);
  return end !== undefined && isOver(end, now);
}

/** The longest wait a server may ask for (a Retry-After): a longer one is held to it. */
export const LONGEST_SERVER_WAIT_MS = 60 * 60_000;

/** The longest delay a timer holds (setTimeout's signed 32 bits): a longer one fires at once. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * When something stamped to wait until `at` is due: then, unless that is further ahead of `now`
 * than any wait allowed. Only a clock that ran fast (and was put right since) stamps that: it
 * is due now, so it never holds anything for days.
 */
export function dueAt(at: number, now: number, longest = LONGEST_SERVER_WAIT_MS): number {
  return at - now > longest ? now : at;
}

/** An event counts as today's while it runs or when it starts within this long. */
export const TODAY_AHEAD_MS = 24 * 3_600_000;

/** When an event runs, from its first shift's start to its last shift's end (shift-time text). */
export interface EventWindow {
  start: string;
  end: string;
}

/** Shift-time text as a number to subtract: the same wall clock on both sides, so no zone matters. */
function wallMs(shiftTime: string): number {
  return Date.parse(`${shiftTime.replace(' ', 'T')}Z`);
}

/**
 * Where an event is in time from `now` (shift-time text): over, today's (running or starting
 * within TODAY_AHEAD_MS) or ahead, and how far from now in ms (0 while it runs). What a sync
 * reads first and what the status bar calls "today's events" are the same events.
 */
export function eventTiming(window: EventWindow, now: string): { when: 'past' | 'today' | 'ahead'; distance: number } {
  const at = wallMs(now);
  const end = wallMs(window.end);
  if (end <= at) return { when: 'past', distance: at - end };
  const distance = Math.max(0, wallMs(window.start) - at);
  return { when: distance <= TODAY_AHEAD_MS ? 'today' : 'ahead', distance };
}
