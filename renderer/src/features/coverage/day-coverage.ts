/**
 * The day across events (the dashboard's Today): the coverage of every followed event's shifts
 * running on one local day, summed by coverage.ts's own coverageOf (so a moment's figures are the
 * events' figures added up), and which events are short in a stretch of it (a gap chosen on the
 * strip filters the rows to them). Pure; time zone injected.
 */
import { addDays } from '../../../../preload/contract';
import { coverageOf, timedShifts, type Coverage, type CoverageShift } from './coverage';
import { wallToInstant } from './zoned-time';

/** The instants (epoch ms) a local day starts and ends: 23 or 25 hours apart when the clocks change. */
export function dayBounds(day: string, timeZone: string): { from: number; to: number } | undefined {
  const from = wallToInstant(`${day} 00:00`, timeZone);
  const to = wallToInstant(`${addDays(day, 1)} 00:00`, timeZone);
  return from === undefined || to === undefined ? undefined : { from, to };
}

/**
 * The day's coverage: the shifts running at some minute of `day` (an overnight one from the day
 * before included), on an axis from the first of them to the last, cut to the day's own hours.
 */
export function dayCoverage(shifts: readonly CoverageShift[], day: string, timeZone: string): Coverage {
  const bounds = dayBounds(day, timeZone);
  const timed = bounds ? timedShifts(shifts, timeZone).filter((t) => t.start < bounds.to && t.end > bounds.from) : [];
  if (!bounds || timed.length === 0) return { timeZone, from: 0, to: 0, steps: [] };
  return coverageOf(
    timed.map((t) => t.shift),
    timeZone,
    {
      from: Math.max(bounds.from, Math.min(...timed.map((t) => t.start))),
      to: Math.min(bounds.to, Math.max(...timed.map((t) => t.end))),
    },
  );
}

/**
 * The events with people short at some moment between `from` and `to` (instants): each event's
 * own coverage over that stretch, by the same function as the day's.
 */
export function eventsShortBetween(
  shifts: readonly CoverageShift[],
  from: number,
  to: number,
  timeZone: string,
): Set<string> {
  const byEvent = new Map<string, CoverageShift[]>();
  for (const s of shifts) {
    const own = byEvent.get(s.eventId);
    if (own) own.push(s);
    else byEvent.set(s.eventId, [s]);
  }
  const short = new Set<string>();
  for (const [eventId, own] of byEvent) {
    if (coverageOf(own, timeZone, { from, to }).steps.some((s) => s.short > 0)) short.add(eventId);
  }
  return short;
}
