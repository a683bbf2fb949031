/**
 * When a shift runs, as a sheet prints it: "18:00 – 23:30", with the end's day when it ends on
 * another day ("22:00 – Sun, 23 Nov 06:00"), and a dash for a time the server did not give. Pure.
 */
import { formatShortDate, formatWallTime, wallDate } from '../../../../preload/i18n';
import type { ShiftFigures } from '../../shared/db/rows';

export function shiftWhen(shift: Pick<ShiftFigures, 'startTime' | 'endTime'>, locale?: string): string {
  const endsOtherDay = wallDate(shift.endTime) !== '' && wallDate(shift.endTime) !== wallDate(shift.startTime);
  const start = formatWallTime(shift.startTime, locale) || '–';
  const end = formatWallTime(shift.endTime, locale) || '–';
  return `${start} – ${endsOtherDay ? `${formatShortDate(shift.endTime, locale)} ` : ''}${end}`;
}
