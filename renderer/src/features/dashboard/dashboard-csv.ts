/** The dashboard's CSV export: the day's events with their figures, as the dashboard shows them. */
import type { WorkforceApi } from '../../../../preload/contract';
import { csvFileName, csvInstant, toCsv } from '../../shared/csv';
import { saveCsv } from '../../shared/export';
import type { Toasts } from '../../shared/state/toasts.svelte';
import { m } from '../../../../preload/i18n';
import { nextStarts, nextStartsToRead, type DashboardItem } from './dashboard-view';

/** `nextStarts`: each event's next shift start, by event id (see nextShiftStarts). */
export function dashboardCsv(items: readonly DashboardItem[], nextStarts: ReadonlyMap<string, string>): string {
  return toCsv(
    [
      m.csv_event_id(),
      m.csv_event(),
      m.csv_date(),
      m.csv_venue(),
      m.csv_city(),
      m.csv_needed(),
      m.csv_filled(),
      m.csv_fill_percent(),
      m.csv_status(),
      m.csv_open_places(),
      m.csv_extra_people(),
      m.csv_understaffed_shifts(),
      m.csv_alternates_needed(),
      m.csv_alternates_filled(),
      m.csv_next_shift_start(),
      m.csv_as_of(),
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
      item.notFound ? m.csv_not_found() : (item.fill?.label ?? m.csv_not_synced()),
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

/**
 * Saves the rows `shown`, in their order, where the supervisor picks, with each event's next
 * shift (`read`: nextShiftStarts over the events whose stored figures do not settle it).
 */
export async function saveDashboardCsv(
  app: { bridge: WorkforceApi; toasts: Toasts },
  shown: readonly DashboardItem[],
  read: (eventIds: readonly string[]) => Promise<ReadonlyMap<string, string>>,
  stored: readonly DashboardItem[],
  now: string,
  today: string,
): Promise<void> {
  const next = nextStarts(stored, await read(nextStartsToRead(stored, now)), now);
  await saveCsv(app.bridge, app.toasts, csvFileName('dashboard', today), dashboardCsv(shown, next), `${shown.length} events`);
}
