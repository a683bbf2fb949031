/**
 * THE rule for "still to fill": at a given clock, a shift asks for people only until it ends
 * (time.ts's hasEnded; an overnight shift ends the next day). An ended shift keeps its final
 * figures on its own row, reading "Ended", and adds nothing to open places, understaffed
 * shifts, starting soon or alerts. Every screen's "still ahead" figure is a sum of stillToFill.
 * Pure: `now` is event-local shift-time text ("YYYY-MM-DD HH:mm", seconds optional).
 */
import { hasEnded, isOver } from '../../../../preload/contract';
import {
  aggregateShifts,
  fillAs,
  fillOf,
  NO_COUNTS,
  shiftCounts,
  type Fill,
  type FillCounts,
  type ShiftTotals,
} from './fill';
import type { ShiftFigures } from './rows';

/** What a shift still asks for at `now`: its own counts until it ends, nothing after. */
export function stillToFill(shift: ShiftFigures, now: string): FillCounts {
  return hasEnded(shift, now) ? NO_COUNTS : shiftCounts(shift.quantity, shift.filled);
}

/** A fill with its figures kept and its words saying it is over: never "Short" or "At risk". */
export function endedFill(fill: Fill): Fill {
  return fillAs(fill, 'ended');
}

/** One shift's fill as its row shows it at `now`. */
export function shiftFillAt(shift: ShiftFigures, now: string): Fill {
  const counts = shiftCounts(shift.quantity, shift.filled);
  return hasEnded(shift, now) ? fillAs(counts, 'ended') : fillOf(counts);
}

/** An event's (or a day's) shifts at `now`: the totals of those not ended, and what ended. */
export interface TotalsAhead extends ShiftTotals {
  /** Shifts that have ended by `now` (counted in no figure above). */
  endedShifts: number;
}

/** The totals over the shifts not ended at `now`. */
export function totalsAhead(shifts: readonly ShiftFigures[], now: string): TotalsAhead {
  const ahead = shifts.filter((s) => !hasEnded(s, now));
  return { ...aggregateShifts(ahead), endedShifts: shifts.length - ahead.length };
}

/**
 * The same totals from an event's stored aggregate alone, when it settles them: no shift ended
 * yet (the aggregate as stored), or every shift ended (nothing ahead). Undefined when some shifts
 * ended and some did not, or the aggregate predates its end times: then its shifts are read.
 */
export function totalsAheadFromStored(totals: ShiftTotals, now: string): TotalsAhead | undefined {
  if (totals.openEndedShifts === undefined) return undefined;
  if (totals.firstEndAt === undefined || !isOver(totals.firstEndAt, now)) return { ...totals, endedShifts: 0 };
  if (totals.openEndedShifts === 0 && totals.lastEndAt !== undefined && isOver(totals.lastEndAt, now)) {
    return { ...aggregateShifts([]), endedShifts: totals.shiftCount };
  }
  return undefined;
}
