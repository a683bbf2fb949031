/** An event's shifts as the detail screen shows them: fill per shift, sort and filter, pure. */
import type { StoredShift } from '../../shared/db/rows';
import { shiftFill, type Fill } from '../../shared/db/fill';
import { matcher } from '../../shared/search';

export interface ShiftItem {
  shift: StoredShift;
  fill: Fill;
  haystack: string;
}

export function toShiftItem(shift: StoredShift): ShiftItem {
  return {
    shift,
    fill: shiftFill(shift.quantity, shift.filled),
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
  gap: (a, b) => b.fill.gap - a.fill.gap || byStart(a, b),
};

function isShiftUnderstaffed(item: ShiftItem): boolean {
  return item.fill.gap > 0;
}

export function filterShifts(items: readonly ShiftItem[], filter: ShiftFilter): ShiftItem[] {
  const matches = matcher(filter.query);
  return items
    .filter((item) => (!filter.understaffedOnly || isShiftUnderstaffed(item)) && matches(item.haystack))
    .sort(SORTS[filter.sort]);
}
