/** An event's shifts as the detail screen shows them at a clock: fill per shift, sort and filter, pure. */
import type { StoredShift } from '../../shared/db/rows';
import { aggregateShifts, fillOf, type Fill, type ShiftTotals } from '../../shared/db/fill';
import { endedFill, shiftFillAt, stillToFill, totalsAhead } from '../../shared/db/still-to-fill';
import { matcher } from '../../shared/search';
import { m } from '../../../../preload/i18n';

export interface ShiftItem {
  shift: StoredShift;
  /** Its own fill, reading "Ended" over its final figures once it is over. */
  fill: Fill;
  /** Places still to fill at the clock: its gap until it ends, 0 after. */
  open: number;
  haystack: string;
}

/** `now`: event-local shift-time text (see still-to-fill.ts). */
export function toShiftItem(shift: StoredShift, now: string): ShiftItem {
  return {
    shift,
    fill: shiftFillAt(shift, now),
    open: stillToFill(shift, now).gap,
    haystack: [shift.id, shift.customName, ...shift.skillsets.map((s) => s.name), shift.comments].join(' '),
  };
}

export type ShiftSort = 'start' | 'fill' | 'gap';

export interface ShiftFilter {
  query: string;
  understaffedOnly: boolean;
  sort: ShiftSort;
}

const byStart = (a: ShiftItem, b: ShiftItem) =>
  a.shift.startTime.localeCompare(b.shift.startTime) || a.shift.id.localeCompare(b.shift.id);

const SORTS: Record<ShiftSort, (a: ShiftItem, b: ShiftItem) => number> = {
  start: byStart,
  // No demand sorts after every real percentage: nothing to worry about there.
  fill: (a, b) =>
    (a.fill.percent ?? Number.POSITIVE_INFINITY) - (b.fill.percent ?? Number.POSITIVE_INFINITY) || byStart(a, b),
  gap: (a, b) => b.open - a.open || byStart(a, b),
};

function isShiftUnderstaffed(item: ShiftItem): boolean {
  return item.open > 0;
}

export function filterShifts(items: readonly ShiftItem[], filter: ShiftFilter): ShiftItem[] {
  const matches = matcher(filter.query);
  return items
    .filter((item) => (!filter.understaffedOnly || isShiftUnderstaffed(item)) && matches(item.haystack))
    .sort(SORTS[filter.sort]);
}

/** The event's figures at a clock: the shifts not ended, or every shift's final figures once all are over. */
export interface EventFigures {
  totals: ShiftTotals;
  fill: Fill;
  endedShifts: number;
  ended: boolean;
}

export function eventFigures(shifts: readonly StoredShift[], now: string): EventFigures {
  const ahead = totalsAhead(shifts, now);
  if (ahead.shiftCount > 0 || ahead.endedShifts === 0) {
    return { totals: ahead, fill: fillOf(ahead), endedShifts: ahead.endedShifts, ended: false };
  }
  const whole = aggregateShifts(shifts);
  return { totals: whole, fill: endedFill(fillOf(whole)), endedShifts: ahead.endedShifts, ended: true };
}

/** An event running now: its ended shifts, folded under one line until the supervisor opens them. */
export interface EndedFold {
  count: number;
  /** People the ended shifts still missed when they ended (their gaps); 0: all booked. */
  missed: number;
}

/** The fold over `items` at their clock, or undefined when nothing ended or nothing is ahead (no fold). */
export function endedFold(items: readonly ShiftItem[]): EndedFold | undefined {
  const ended = items.filter((i) => i.fill.severity === 'ended');
  if (ended.length === 0 || ended.length === items.length) return undefined;
  return { count: ended.length, missed: ended.reduce((n, i) => n + i.fill.gap, 0) };
}

/** "8 ended shifts, all people booked", "8 ended shifts, 3 people short when they ended". */
export function endedFoldWords(fold: EndedFold): string {
  const shifts = m.event_fold_ended({ count: fold.count });
  if (fold.missed === 0) return m.event_fold_booked({ shifts });
  return m.event_fold_short({ shifts, count: fold.missed });
}
