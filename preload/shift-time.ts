/**
 * Reading shift times as the API writes them, "YYYY-MM-DD HH:mm:ss" in the event's local time:
 * main marks overnight shifts as it normalises them, the window shows how long a shift runs.
 * Part of the contract (re-exported by contract.ts), so both read a time the same way.
 */

const SHIFT_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?/;

export function splitTime(value: string): { date: string; clock: string } | undefined {
  const m = SHIFT_TIME.exec(value);
  return m ? { date: m[1] ?? '', clock: `${m[2] ?? ''}${m[3] ?? ':00'}` } : undefined;
}

/**
 * A shift runs past midnight when it ends on a later date, or when the server kept the start
 * date on the end and only the clock shows it (an end earlier than the start). Unreadable
 * times are not overnight.
 */
export function isOvernight(startTime: string, endTime: string): boolean {
  const start = splitTime(startTime);
  const end = splitTime(endTime);
  if (!start || !end) return false;
  return end.date > start.date || (end.date === start.date && end.clock < start.clock);
}
