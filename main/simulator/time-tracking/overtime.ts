/**
 * California-style overtime, in minutes: past 8 hours a day is overtime, past 12 double time,
 * and regular time past 40 hours in a week becomes (weekly) overtime.
 */

export const DAILY_OT_AFTER = 8 * 60;
export const DAILY_DT_AFTER = 12 * 60;
const WEEKLY_OT_AFTER = 40 * 60;

export interface Split {
  regular: number;
  ot: number;
  dt: number;
  dailyOt: boolean;
  weeklyOt: boolean;
  dailyDt: boolean;
}

/** Minutes of [from, to) that fall inside [lo, hi). */
function overlap(from: number, to: number, lo: number, hi: number): number {
  return Math.max(0, Math.min(to, hi) - Math.max(from, lo));
}

/**
 * Splits one shift of `minutes`, worked after `dayBefore` minutes that day and
 * `weekRegularBefore` regular minutes that week.
 */
export function splitShift(minutes: number, dayBefore: number, weekRegularBefore: number): Split {
  const end = dayBefore + minutes;
  const dailyRegular = overlap(dayBefore, end, 0, DAILY_OT_AFTER);
  const dailyOt = overlap(dayBefore, end, DAILY_OT_AFTER, DAILY_DT_AFTER);
  const dt = overlap(dayBefore, end, DAILY_DT_AFTER, Infinity);
  const regular = Math.min(dailyRegular, Math.max(0, WEEKLY_OT_AFTER - weekRegularBefore));
  const weeklyOt = dailyRegular - regular;
  return { regular, ot: dailyOt + weeklyOt, dt, dailyOt: dailyOt > 0, weeklyOt: weeklyOt > 0, dailyDt: dt > 0 };
}

/** 570 minutes → { hours: 9, minutes: 30 }: the service reports time as whole hours plus minutes. */
export function hoursMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
