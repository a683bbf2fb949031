/**
 * Shift times as stored, "YYYY-MM-DD HH:mm:ss" in the event's local time. The fixed-width form
 * sorts as text, which the stored indexes and aggregates rely on.
 */

import { splitTime } from '../../../preload/contract';

// The clock's rules live in the contract's time module, shared with main.
export { toShiftTime } from '../../../preload/contract';

/** Minutes from the start of a day to a clock "HH:mm:ss", and days since 1970 for a date. */
function minutesOf(value: { date: string; clock: string }): number {
  const [h = 0, m = 0] = value.clock.split(':').map(Number);
  return Date.UTC(...(value.date.split('-').map(Number) as [number, number, number])) / 60_000 + h * 60 + m;
}

/**
 * How long a shift runs, in minutes; an end clock before the start clock on the same date is
 * the next morning (see isOvernight). Undefined when either time is unreadable.
 */
export function shiftMinutes(startTime: string, endTime: string): number | undefined {
  const start = splitTime(startTime);
  const end = splitTime(endTime);
  if (!start || !end) return undefined;
  let minutes = minutesOf(end) - minutesOf(start);
  if (minutes < 0 && end.date === start.date) minutes += 24 * 60;
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : undefined;
}

/** "8 h", "7 h 30 min", "45 min". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
