/**
 * The fill trend's readings: per followed event, its totals as each sync stored them, so a
 * screen can say whether the event is filling, stalled or losing people. Pure: apply-batch
 * stores what these return, in the same transaction as the shifts they summarise.
 *
 * A reading is kept only when a total differs from the event's last one: a re-sync that changed
 * nothing adds nothing, so "no change in 3 days" is one row, whatever the sync interval.
 */
import type { ShiftTotals } from './fill';
import type { StoredFillReading } from './rows';

/** Readings older than this are dropped whenever shifts are stored. */
export const READING_RETENTION_DAYS = 30;
/** At most this many readings per event (about six changes a day for 30 days); the oldest go first. */
export const MAX_READINGS_PER_EVENT = 180;

/** The totals a reading keeps, in the order the screens name them. */
export const READING_FIGURES = ['needed', 'booked', 'extra', 'alternates', 'shortShifts'] as const;

/**
 * An event's reading from its stored totals at `at`: when this window stored them, on the clock
 * the trend is read against (a reading is compared with the screen's "now", never the server's).
 */
export function readingOf(eventId: string, at: string, totals: ShiftTotals): StoredFillReading {
  return {
    eventId,
    at,
    needed: totals.needed,
    booked: totals.filled,
    extra: totals.extra,
    alternates: totals.altFilled,
    shortShifts: totals.understaffedShifts,
  };
}

/** True when no kept total differs: the new reading would add nothing. */
export function sameReading(a: StoredFillReading | undefined, b: StoredFillReading): boolean {
  return a !== undefined && READING_FIGURES.every((f) => a[f] === b[f]);
}

/** Readings before this instant are past retention. */
export function readingCutoff(now: Date): string {
  return new Date(now.getTime() - READING_RETENTION_DAYS * 86_400_000).toISOString();
}

export type ReadingKey = [eventId: string, at: string];

/** Bounds of the key range holding one event's readings, oldest first. */
export const eventReadingRange = (eventId: string): [ReadingKey, ReadingKey] => [
  [eventId, ''],
  [eventId, '\uffff'],
];

/** The keys to drop from one event's readings (oldest first) to keep at most MAX_READINGS_PER_EVENT. */
export function readingsOverCap(keys: readonly ReadingKey[]): ReadingKey[] {
  return keys.slice(0, Math.max(0, keys.length - MAX_READINGS_PER_EVENT));
}
