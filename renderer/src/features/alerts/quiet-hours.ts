/** Quiet hours: the hours of the day with no desktop notification, read on this machine's clock. */
import type { QuietHours } from '../../../../preload/contract';

const minuteOfDay = (clock: string): number => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return h * 60 + m;
};

/** From `start` (included) up to `end` (excluded); an end before the start runs past midnight. */
export function inQuietHours(now: Date, quiet: QuietHours | null): boolean {
  if (!quiet) return false;
  const minute = now.getHours() * 60 + now.getMinutes();
  const start = minuteOfDay(quiet.start);
  const end = minuteOfDay(quiet.end);
  return start <= end ? minute >= start && minute < end : minute >= start || minute < end;
}
