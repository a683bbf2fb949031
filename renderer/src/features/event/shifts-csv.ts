/** One event's shifts as a CSV export, with the figures the event screen shows. */
import { toCsv } from '../../shared/csv';
import { m } from '../../../../preload/i18n';
import type { ShiftItem } from './shift-view';

export function shiftsCsv(items: readonly ShiftItem[]): string {
  return toCsv(
    [
      m.csv_shift_id(),
      m.csv_shift(),
      m.csv_start(),
      m.csv_end(),
      m.csv_overnight(),
      m.csv_skillsets(),
      m.csv_needed(),
      m.csv_filled(),
      m.csv_fill_percent(),
      m.csv_status(),
      m.csv_gap(),
      m.csv_extra_people(),
      m.csv_alternates_needed(),
      m.csv_alternates_filled(),
      m.csv_comments(),
    ],
    items.map(({ shift, fill }) => [
      shift.id,
      shift.customName,
      shift.startTime,
      shift.endTime,
      shift.overnight,
      shift.skillsets.map((s) => s.name).join('; '),
      shift.quantity,
      shift.filled,
      fill.percent,
      fill.label,
      fill.gap,
      fill.extra,
      shift.alternateQuantity,
      shift.alternateFilled,
      shift.comments,
    ]),
  );
}
