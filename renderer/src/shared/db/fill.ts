/**
 * THE fill figures: how many of the people a shift, an event or a day needs are booked, and how
 * worried a supervisor should be. Every figure is a sum of per-shift figures, so an overfilled
 * shift never hides another one's shortage: open places are the sum of each shift's gap, filled
 * counts only the people towards a shift's demand, and the people beyond demand are kept apart.
 * Pure; the stored per-event aggregates (apply-batch, schema upgrade), the screens, the CSV
 * exports and the tests all read these.
 */

import { shiftEnd } from '../../../../preload/contract';
import { formatCount, m } from '../../../../preload/i18n';
import type { ShiftFigures } from './rows';

/** 'ended' is never computed from counts: a shift that is over shows it over its final figures (still-to-fill.ts). */
export type FillSeverity = 'no-demand' | 'overfilled' | 'full' | 'at-risk' | 'short' | 'ended';

/** Words and a shape for every severity: colour must never be the only signal. */
/** The words are read when a fill is made, so they follow the language the app speaks then. */
export const SEVERITIES: Readonly<Record<FillSeverity, { readonly label: string; icon: string }>> = {
  'no-demand': {
    get label() {
      return m.fill_no_demand();
    },
    icon: '–',
  },
  overfilled: {
    get label() {
      return m.fill_overfilled();
    },
    icon: '▲',
  },
  full: {
    get label() {
      return m.fill_full();
    },
    icon: '✓',
  },
  'at-risk': {
    get label() {
      return m.fill_at_risk();
    },
    icon: '!',
  },
  short: {
    get label() {
      return m.fill_short();
    },
    icon: '▼',
  },
  ended: {
    get label() {
      return m.fill_ended();
    },
    icon: '■',
  },
};

/** From this share of the demand filled a shift is "at risk" rather than "short". */
const AT_RISK_PERCENT = 80;

/** Sums over shifts; one shift is the sum over itself. */
export interface FillCounts {
  /** Places asked for: the sum of the shifts' quantities. */
  needed: number;
  /** People towards demand: the sum of min(filled, quantity), so never more than `needed`. */
  filled: number;
  /** Open places: the sum of each shift's max(0, quantity - filled); always `needed - filled`. */
  gap: number;
  /** People beyond their shift's demand, shown apart ("+3 extra on 2 shifts"), never netted. */
  extra: number;
  /** Shifts with people beyond their demand. */
  extraShifts: number;
}

export const NO_COUNTS: FillCounts = { needed: 0, filled: 0, gap: 0, extra: 0, extraShifts: 0 };

export interface Fill extends FillCounts {
  /** Whole percent of `filled` over `needed`, rounded down so any gap never reads "100%"; undefined with no demand. */
  percent: number | undefined;
  severity: FillSeverity;
  label: string;
  icon: string;
}

/** One shift's counts from its quantity and the people booked on it (non-negative). */
export function shiftCounts(quantity: number, booked: number): FillCounts {
  const extra = Math.max(0, booked - Math.max(0, quantity));
  return {
    needed: Math.max(0, quantity),
    filled: Math.min(booked, Math.max(0, quantity)),
    gap: Math.max(0, quantity - booked),
    extra,
    extraShifts: extra > 0 ? 1 : 0,
  };
}

export function addCounts(a: FillCounts, b: FillCounts): FillCounts {
  return {
    needed: a.needed + b.needed,
    filled: a.filled + b.filled,
    gap: a.gap + b.gap,
    extra: a.extra + b.extra,
    extraShifts: a.extraShifts + b.extraShifts,
  };
}

function severityOf(c: FillCounts): FillSeverity {
  if (c.needed <= 0) return 'no-demand';
  if (c.gap === 0) return c.extra > 0 ? 'overfilled' : 'full';
  // Cross-multiplied so the 80% boundary is exact, free of floating-point rounding.
  return c.filled * 100 >= c.needed * AT_RISK_PERCENT ? 'at-risk' : 'short';
}

/**
 * A fill of `counts` shown as `severity`. Its words are read one by one: spreading SEVERITIES'
 * getters took V8's slow copy, about 10 µs a fill before the code warmed up, and an event's
 * screen makes one per shift as it opens (bench:ui, 400 shifts).
 */
export function fillAs(counts: FillCounts, severity: FillSeverity): Fill {
  const words = SEVERITIES[severity];
  return {
    ...counts,
    percent: counts.needed > 0 ? Math.floor((counts.filled * 100) / counts.needed) : undefined,
    severity,
    label: words.label,
    icon: words.icon,
  };
}

/** The fill of a shift, an event or a day from its summed counts. */
export function fillOf(counts: FillCounts): Fill {
  return fillAs(counts, severityOf(counts));
}

/** The fill of one shift. */
export const shiftFill = (quantity: number, booked: number): Fill => fillOf(shiftCounts(quantity, booked));

/** Totals of one event's shifts (the stored per-event aggregate); alternates kept apart. */
export interface ShiftTotals extends FillCounts {
  altNeeded: number;
  altFilled: number;
  /** Shifts with demand and fewer people than it. */
  understaffedShifts: number;
  shiftCount: number;
  /** Earliest start and latest end ("YYYY-MM-DD HH:mm:ss"); undefined when no shift gives one. */
  firstStart: string | undefined;
  lastEnd: string | undefined;
  /**
   * When the first and the last shift end, overnight ends on their next day (time.ts's
   * shiftEnd), and how many shifts have no readable end (they never count as ended). Absent on
   * aggregates stored before they existed: then the shifts are read to know (still-to-fill.ts).
   */
  firstEndAt?: string | undefined;
  lastEndAt?: string | undefined;
  openEndedShifts?: number;
}

export function aggregateShifts(shifts: readonly ShiftFigures[]): ShiftTotals {
  let counts = NO_COUNTS;
  const totals = {
    altNeeded: 0,
    altFilled: 0,
    understaffedShifts: 0,
    shiftCount: shifts.length,
    firstStart: undefined as string | undefined,
    lastEnd: undefined as string | undefined,
    firstEndAt: undefined as string | undefined,
    lastEndAt: undefined as string | undefined,
    openEndedShifts: 0,
  };
  for (const s of shifts) {
    const own = shiftCounts(s.quantity, s.filled);
    counts = addCounts(counts, own);
    totals.altNeeded += s.alternateQuantity;
    totals.altFilled += s.alternateFilled;
    if (own.gap > 0) totals.understaffedShifts += 1;
    // The fixed-width time format sorts as text; '' means the server gave no time.
    if (s.startTime && (totals.firstStart === undefined || s.startTime < totals.firstStart))
      totals.firstStart = s.startTime;
    if (s.endTime && (totals.lastEnd === undefined || s.endTime > totals.lastEnd)) totals.lastEnd = s.endTime;
    const endAt = shiftEnd(s);
    if (endAt === undefined) totals.openEndedShifts += 1;
    else {
      if (totals.firstEndAt === undefined || endAt < totals.firstEndAt) totals.firstEndAt = endAt;
      if (totals.lastEndAt === undefined || endAt > totals.lastEndAt) totals.lastEndAt = endAt;
    }
  }
  return { ...counts, ...totals };
}

/** "+3 extra on 2 shifts" ("+3 extra" for one shift on its own); '' with nobody extra. */
export function extraText(counts: FillCounts, ofShifts: boolean): string {
  if (counts.extra <= 0) return '';
  const extra = formatCount(counts.extra);
  return ofShifts ? m.fill_extra_on_shifts({ extra, count: counts.extraShifts }) : m.fill_extra({ count: extra });
}
