/** The dashboard's CSV export: the day's events with their figures, as the dashboard shows them. */
import { csvInstant, toCsv } from '../../shared/csv';
import type { DashboardItem } from './dashboard-view';

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
      // This computer's clock with its offset, never UTC beside local shift times.
      csvInstant(item.asOf),
    ]),
  );
}
