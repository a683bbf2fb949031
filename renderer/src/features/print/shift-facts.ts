/**
 * One shift as every sheet prints it: its name, when it runs, and its figures from the functions
 * the event screen's rows use (still-to-fill.ts), so the roster, the sign-in sheet and the screen
 * never disagree. Pure: the minute and the locale are given.
 */
import { formatShortDate, formatWallTime, m, wallDate } from '../../../../preload/i18n';
import type { ShiftFigures, StoredShift } from '../../shared/db/rows';
import { shiftFillAt, stillToFill } from '../../shared/db/still-to-fill';

export interface ShiftFacts {
  shiftId: string;
  name: string;
  /** "18:00 – 23:30", with the end's day when it ends on another day. */
  when: string;
  needed: number;
  /** Everyone booked, extra people included. */
  booked: number;
  /** Open places, the screen's gap (0 once the shift has ended). */
  open: number;
  extra: number;
  altNeeded: number;
  altBooked: number;
  /** The screen's words for its fill ("Short", "Full", "Ended"), with its shape. */
  fill: { label: string; icon: string; short: boolean };
}

/**
 * When a shift runs: "18:00 – 23:30", with the end's day when it ends on another day
 * ("22:00 – Sun, 23 Nov 06:00"), and a dash for a time the server did not give.
 */
export function shiftWhen(shift: Pick<ShiftFigures, 'startTime' | 'endTime'>, locale?: string): string {
  const endsOtherDay = wallDate(shift.endTime) !== '' && wallDate(shift.endTime) !== wallDate(shift.startTime);
  const start = formatWallTime(shift.startTime, locale) || '–';
  const end = formatWallTime(shift.endTime, locale) || '–';
  return `${start} – ${endsOtherDay ? `${formatShortDate(shift.endTime, locale)} ` : ''}${end}`;
}

/** `minute` is "YYYY-MM-DD HH:MM" on the shifts' clock. */
export function shiftFacts(shift: StoredShift, minute: string, locale: string | undefined): ShiftFacts {
  const fill = shiftFillAt(shift, minute);
  const open = stillToFill(shift, minute).gap;
  return {
    shiftId: shift.id,
    name: shift.customName || m.print_shift_id({ id: shift.id }),
    when: shiftWhen(shift, locale),
    needed: shift.quantity,
    booked: shift.filled,
    open,
    extra: fill.extra,
    altNeeded: shift.alternateQuantity,
    altBooked: shift.alternateFilled,
    fill: { label: fill.label, icon: fill.icon, short: open > 0 },
  };
}
