/**
 * "Short now and starting soon": shifts of followed events that start within the look-ahead, or
 * started and have not ended, and still have a gap (stillToFill, the one rule), soonest first.
 * Only events whose stored aggregate says they have a short shift inside the window are read,
 * so a dashboard of hundreds of events reads a handful.
 */
import type { ShiftTotals } from '../../shared/db/fill';
import { stillToFill } from '../../shared/db/still-to-fill';
import type { StoredShift } from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';
import { toShiftTime } from '../../shared/shift-time';

export interface SoonShift {
  shift: StoredShift;
  /** Open places on the shift. */
  gap: number;
  /** It started before the window and is still short: short now. */
  running: boolean;
}

/** The window, as event-local "YYYY-MM-DD HH:mm(:ss)" text: from <= start < until; `now` says what has ended. */
export interface SoonWindow {
  from: string;
  until: string;
  now: string;
  /** The earliest start read for a shift still running (short now); none: only starts from `from`. */
  runningFrom?: string;
}

/** When a shift short now became short: at its start, or later when the office made it short. */
export interface ShortSince {
  /** Shift-time text. */
  at: string;
  byOffice: boolean;
}

/** `madeShortAsOf`: when a sync brought the office's change that left it short (ISO), if one did. */
export function shortSince(soon: SoonShift, madeShortAsOf: string | undefined): ShortSince {
  const start = soon.shift.startTime;
  const made = madeShortAsOf ? toShiftTime(new Date(madeShortAsOf)) : '';
  return made > start ? { at: made, byOffice: true } : { at: start, byOffice: false };
}

/** Could this event have a short shift starting in the window? (From its stored totals.) */
export function mayHaveSoonShift(totals: ShiftTotals | undefined, window: SoonWindow): boolean {
  if (!totals || totals.understaffedShifts === 0 || !totals.firstStart || !totals.lastEnd) return false;
  return totals.firstStart < window.until && (totals.lastEndAt ?? totals.lastEnd) > window.from;
}

/** The shifts among `shifts` starting in the window with places still to fill, soonest first. */
export function soonAndShort(shifts: readonly StoredShift[], window: SoonWindow): SoonShift[] {
  const earliest = window.runningFrom ?? window.from;
  return shifts
    .filter((s) => s.startTime >= earliest && s.startTime < window.until)
    .map((shift) => ({ shift, gap: stillToFill(shift, window.now).gap, running: shift.startTime < window.from }))
    .filter((s) => s.gap > 0)
    .sort((a, b) => a.shift.startTime.localeCompare(b.shift.startTime) || b.gap - a.gap);
}

/**
 * The events among `eventIds` whose stored totals say they may have a short shift in the window:
 * one read of the totals table, where asking per event cost a request each (300 followed events
 * made 300 requests a round, and a sync asks for a round every second).
 */
export async function soonCandidates(db: FieldDb, eventIds: readonly string[], window: SoonWindow): Promise<string[]> {
  const wanted = new Set(eventIds);
  const totals = await db.transaction('r', db.eventAggregates, () => db.eventAggregates.toArray());
  return totals.filter((t) => wanted.has(t.eventId) && mayHaveSoonShift(t, window)).map((t) => t.eventId);
}

/** Reads the candidate events' shifts in the window (one indexed range each) and picks the short ones. */
export function startingSoon(db: FieldDb, eventIds: readonly string[], window: SoonWindow): Promise<SoonShift[]> {
  return db.transaction('r', db.shifts, async () => {
    const perEvent = await Promise.all(
      eventIds.map((id) =>
        db.shifts
          .where('[eventId+startTime]')
          .between([id, window.runningFrom ?? window.from], [id, window.until], true, false)
          .toArray(),
      ),
    );
    return soonAndShort(perEvent.flat(), window);
  });
}
