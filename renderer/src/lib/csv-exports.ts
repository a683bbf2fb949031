/** The CSV exports: the dashboard, one event's shifts, and orders not placed yet. */
import type { StoredOrder } from '../db/rows';
import { toCsv } from './csv';
import type { DashboardItem } from './dashboard-view';
import { STATE_LOOK } from './orders-view';
import type { ShiftItem } from './shift-view';

/** `nextStarts`: each event's next shift start, by event id (see nextShiftStarts). */
export function dashboardCsv(items: readonly DashboardItem[], nextStarts: ReadonlyMap<string, string>): string {
  return toCsv(
    [
      'Event ID',
      'Event',
      'Date',
      'Venue',
      'City',
      'Needed',
      'Filled',
      'Fill %',
      'Status',
      'Open places',
      'Extra people',
      'Understaffed shifts',
      'Alternates needed',
      'Alternates filled',
      'Next shift start',
      'Data as of',
    ],
    items.map((item) => [
      item.eventId,
      item.name,
      item.date,
      item.venue,
      item.city,
      item.fill?.needed,
      item.fill?.filled,
      item.fill?.percent,
      item.notFound ? 'Not found on server' : (item.fill?.label ?? 'Not synced yet'),
      item.fill?.gap,
      item.fill?.extra,
      item.totals?.understaffedShifts,
      item.totals?.altNeeded,
      item.totals?.altFilled,
      nextStarts.get(item.eventId) ?? '',
      item.asOf ?? '',
    ]),
  );
}

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

/** Orders not placed yet, for keeping a record before they are discarded. */
export function ordersCsv(orders: readonly StoredOrder[], names: ReadonlyMap<string, string>): string {
  return toCsv(
    [
      'Created',
      'Worker ID',
      'Worker',
      'Personnel ID',
      'Item ID',
      'Item',
      'Cost',
      'Currency',
      'State',
      'Attempts',
      'Last error',
      'Local ID',
    ],
    orders.map((o) => [
      o.createdAt,
      o.workerId,
      names.get(o.workerId) ?? '',
      o.personnelId,
      o.orderableId,
      o.orderableName,
      o.cost,
      o.currency ?? '',
      STATE_LOOK[o.state].label,
      o.attempts,
      o.errorMessage ?? '',
      o.localId,
    ]),
  );
}
