/** The CSV exports: the dashboard, one event's shifts, and the orders with how far each got. */
import type { OutboxItem } from '../../shared/db/rows';
import { itemWords } from '../compliance';
import { toCsv } from '../../shared/csv';
import type { DashboardItem } from '../dashboard';
import { lookOf, orderPath } from '../orders';
import type { ShiftItem } from '../event';

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

/**
 * Orders (and requirement edits): the Orders screen's export, and the record kept of those not
 * placed before they are discarded. A placed order's columns say how far it got at the office:
 * its status, what the office wrote, when (the server's own time) and when it was read here.
 */
export function ordersCsv(items: readonly OutboxItem[], names: ReadonlyMap<string, string>): string {
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
      'Status',
      'Attempts',
      'Last error',
      'Server order ID',
      'Placed',
      'Office message',
      'Status changed (server time)',
      'Status read',
      'Local ID',
    ],
    items.map((o) => [
      o.createdAt,
      ...what(o, names),
      lookOf(o).label,
      o.attempts,
      o.errorMessage ?? '',
      ...progress(o),
      o.localId,
    ]),
  );
}

/** The columns from the server order id to when its status was read; empty for an edit. */
function progress(item: OutboxItem): string[] {
  if (item.kind === 'requirement-edit') return ['', '', '', '', ''];
  const path = orderPath(item);
  return [item.serverOrderId ?? '', path.placedAt ?? '', path.message, path.officeChangedAt, path.asOf ?? ''];
}

/** The columns from worker to currency; an edit names its requirement and change under "Item". */
function what(item: OutboxItem, names: ReadonlyMap<string, string>): string[] {
  if (item.kind === 'requirement-edit') {
    return ['', '', '', `${item.templateId}/${item.requirementId}`, itemWords(item, () => ''), '', ''];
  }
  return [
    item.workerId,
    names.get(item.workerId) ?? '',
    item.personnelId,
    item.orderableId,
    item.orderableName,
    item.cost,
    item.currency ?? '',
  ];
}
