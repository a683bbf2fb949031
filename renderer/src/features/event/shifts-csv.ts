/** One event's shifts as a CSV export, with the figures the event screen shows. */
import { toCsv } from '../../shared/csv';
import type { ShiftItem } from './shift-view';

export function shiftsCsv(items: readonly ShiftItem[]): string {
  return toCsv(
    [
      'Shift ID',
      'Shift',
      'Start',
      'End',
      'Overnight',
      'Skillsets',
      'Needed',
      'Filled',
      'Fill %',
      'Status',
      'Gap',
      'Extra people',
      'Alternates needed',
      'Alternates filled',
      'Comments',
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
