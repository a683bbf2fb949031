/**
 * Fill rates: how many of the people a shift (or an event) needs are booked, and how worried a
 * supervisor should be. Pure, so screens, stored aggregates and tests share one definition.
 */

export type FillSeverity = 'no-demand' | 'overfilled' | 'full' | 'at-risk' | 'short';

/** Words and a shape for every severity: colour must never be the only signal. */
export const SEVERITIES: Readonly<Record<FillSeverity, { label: string; icon: string }>> = {
  'no-demand': { label: 'No demand', icon: '–' },
  overfilled: { label: 'Overfilled', icon: '▲' },
  full: { label: 'Full', icon: '✓' },
  'at-risk': { label: 'At risk', icon: '!' },
  short: { label: 'Short', icon: '▼' },
};

/** From this share of the demand filled a shift is "at risk" rather than "short". */
const AT_RISK_PERCENT = 80;

export interface Fill {
  needed: number;
  filled: number;
  /** Whole percent, rounded down so a shift still short never reads "100%"; undefined with no demand. */
  percent: number | undefined;
  /** People still missing; never negative. */
  gap: number;
  severity: FillSeverity;
  label: string;
  icon: string;
}

function severityOf(needed: number, filled: number): FillSeverity {
  if (needed <= 0) return 'no-demand';
  if (filled > needed) return 'overfilled';
  if (filled === needed) return 'full';
  // Cross-multiplied so the 80% boundary is exact, free of floating-point rounding.
  return filled * 100 >= needed * AT_RISK_PERCENT ? 'at-risk' : 'short';
}

/** Fill of `needed` places with `filled` people (non-negative counts). */
export function fillOf(needed: number, filled: number): Fill {
  const severity = severityOf(needed, filled);
  return {
    needed,
    filled,
    percent: needed > 0 ? Math.floor((filled * 100) / needed) : undefined,
    gap: Math.max(0, needed - filled),
    severity,
    ...SEVERITIES[severity],
  };
}

/** What the totals read from a shift. */
export interface ShiftCounts {
  quantity: number;
  filled: number;
  alternateQuantity: number;
  alternateFilled: number;
  startTime: string;
  endTime: string;
}

/** Totals of one event's shifts; alternates are kept apart from the main demand. */
export interface ShiftTotals {
  needed: number;
  filled: number;
  /** Sum of each shift's gap: an overfilled shift does not hide another one's shortage. */
  gap: number;
  altNeeded: number;
  altFilled: number;
  /** Shifts with demand and fewer people than it. */
  understaffedShifts: number;
  shiftCount: number;
  /** Earliest start and latest end ("YYYY-MM-DD HH:mm:ss"); undefined when no shift gives one. */
  firstStart: string | undefined;
  lastEnd: string | undefined;
}

export function aggregateShifts(shifts: readonly ShiftCounts[]): ShiftTotals {
  const totals: ShiftTotals = {
    needed: 0,
    filled: 0,
    gap: 0,
    altNeeded: 0,
    altFilled: 0,
    understaffedShifts: 0,
    shiftCount: shifts.length,
    firstStart: undefined,
    lastEnd: undefined,
  };
  for (const s of shifts) {
    totals.needed += s.quantity;
    totals.filled += s.filled;
    totals.gap += Math.max(0, s.quantity - s.filled);
    totals.altNeeded += s.alternateQuantity;
    totals.altFilled += s.alternateFilled;
    if (s.quantity > 0 && s.filled < s.quantity) totals.understaffedShifts += 1;
    // The fixed-width time format sorts as text; '' means the server gave no time.
    if (s.startTime && (totals.firstStart === undefined || s.startTime < totals.firstStart))
      totals.firstStart = s.startTime;
    if (s.endTime && (totals.lastEnd === undefined || s.endTime > totals.lastEnd)) totals.lastEnd = s.endTime;
  }
  return totals;
}
