/**
 * THE coverage of a set of shifts over time, per 15-minute step of real time: people needed (the
 * quantities of the shifts running), booked (each shift's people counted up to its quantity),
 * extra (people beyond a shift's quantity), alternates booked, short (needed - booked) and how
 * many events run. Per-shift figures come from fill.ts's shiftCounts, so a step adds up exactly
 * as the event's totals do.
 *
 * A shift runs from its start to its end (time.ts's shiftEnd: an overnight end is on the next
 * day), to the minute; one without a readable start or end is on no time axis and counts
 * nowhere. A step shows the figures of its worst minute (most people short, then most needed,
 * then the earliest), so a shift starting at 10:07 is never hidden between two marks and every
 * figure of a step is one real moment. Pure; time zone injected (zoned-time.ts).
 */
import { shiftEnd } from '../../../../preload/contract';
import { shiftCounts } from '../../shared/db/fill';
import type { ShiftFigures } from '../../shared/db/rows';
import { instantToWall, QUARTER, wallToInstant } from './zoned-time';

export interface CoverageShift extends ShiftFigures {
  eventId: string;
  id: string;
}

export interface CoverageFigures {
  needed: number;
  booked: number;
  extra: number;
  alternates: number;
  short: number;
  /** Events with a shift running. */
  events: number;
}

export interface CoverageStep extends CoverageFigures {
  /** The step's first instant (epoch ms); it lasts 15 minutes. */
  at: number;
  /** Its wall clock, "YYYY-MM-DD HH:mm", event-local. */
  wall: string;
}

export interface Coverage {
  timeZone: string;
  /** First and last instant of the axis (epoch ms), on quarter hours. */
  from: number;
  to: number;
  steps: CoverageStep[];
}

/** A shift on the time axis: its instants, to the minute. */
export interface TimedShift<S extends CoverageShift = CoverageShift> {
  shift: S;
  start: number;
  end: number;
}

/** The shifts that have a place on the axis, with their instants; zero-length ones have none. */
export function timedShifts<S extends CoverageShift>(shifts: readonly S[], timeZone: string): TimedShift<S>[] {
  // An event's shifts share a few dozen times: each is read once (800 reads of 400 shifts took
  // about 2 ms as an event opened).
  const instants = new Map<string, number | undefined>();
  const instant = (wall: string) => {
    if (!instants.has(wall)) instants.set(wall, wallToInstant(wall, timeZone));
    return instants.get(wall);
  };
  const out: TimedShift<S>[] = [];
  for (const shift of shifts) {
    const endAt = shiftEnd(shift);
    const start = instant(shift.startTime);
    const end = endAt === undefined ? undefined : instant(endAt);
    if (start !== undefined && end !== undefined && end > start) out.push({ shift, start, end });
  }
  return out;
}

/** Is `a` a worse moment than `b` (more short, then more needed)? Ties keep the earlier. */
export function worse(a: CoverageFigures, b: CoverageFigures): boolean {
  return a.short > b.short || (a.short === b.short && a.needed > b.needed);
}

interface Change {
  at: number;
  sign: 1 | -1;
  shift: CoverageShift;
}

/** Running figures, moved by shifts starting and ending. */
class Running {
  needed = 0;
  booked = 0;
  extra = 0;
  alternates = 0;
  readonly #perEvent = new Map<string, number>();

  apply({ sign, shift }: Change): void {
    const c = shiftCounts(shift.quantity, shift.filled);
    this.needed += sign * c.needed;
    this.booked += sign * c.filled;
    this.extra += sign * c.extra;
    this.alternates += sign * Math.max(0, shift.alternateFilled);
    const n = (this.#perEvent.get(shift.eventId) ?? 0) + sign;
    if (n === 0) this.#perEvent.delete(shift.eventId);
    else this.#perEvent.set(shift.eventId, n);
  }

  figures(): CoverageFigures {
    const { needed, booked, extra, alternates } = this;
    return { needed, booked, extra, alternates, short: needed - booked, events: this.#perEvent.size };
  }
}

export interface CoverageRange {
  /** Instants (epoch ms) the axis must span; by default the shifts' own first start and last end. */
  from?: number;
  to?: number;
}

const floorQuarter = (ms: number) => Math.floor(ms / QUARTER) * QUARTER;
const ceilQuarter = (ms: number) => Math.ceil(ms / QUARTER) * QUARTER;

/** The coverage of `shifts` per 15 minutes in `timeZone`; no steps when no shift has a place on the axis. */
export function coverageOf(shifts: readonly CoverageShift[], timeZone: string, range: CoverageRange = {}): Coverage {
  const timed = timedShifts(shifts, timeZone);
  const first = range.from ?? Math.min(...timed.map((t) => t.start));
  const last = range.to ?? Math.max(...timed.map((t) => t.end));
  if (!Number.isFinite(first) || !Number.isFinite(last) || last <= first) {
    return { timeZone, from: 0, to: 0, steps: [] };
  }
  const from = floorQuarter(first);
  const to = ceilQuarter(last);
  const changes: Change[] = [];
  for (const { shift, start, end } of timed) {
    changes.push({ at: start, sign: 1, shift }, { at: end, sign: -1, shift });
  }
  changes.sort((a, b) => a.at - b.at);

  const running = new Running();
  const steps: CoverageStep[] = [];
  let next = 0;
  const applyUpTo = (at: number) => {
    while (next < changes.length && changes[next]!.at <= at) running.apply(changes[next++]!);
  };
  for (let at = from; at < to; at += QUARTER) {
    applyUpTo(at);
    let worst = running.figures();
    // Every minute the figures change inside the step is a candidate for its worst moment.
    while (next < changes.length && changes[next]!.at < at + QUARTER) {
      applyUpTo(changes[next]!.at);
      const here = running.figures();
      if (worse(here, worst)) worst = here;
    }
    steps.push({ at, wall: instantToWall(at, timeZone), ...worst });
  }
  return { timeZone, from, to, steps };
}



/** The ids of the shifts running at some minute between `from` and `to` (instants): a gap's shifts. */
export function runningBetween(shifts: readonly CoverageShift[], from: number, to: number, timeZone: string): Set<string> {
  return new Set(
    timedShifts(shifts, timeZone)
      .filter((t) => t.start < to && t.end > from)
      .map((t) => t.shift.id),
  );
}
