/**
 * When the followed events run, as the stored shifts say (their aggregates' first start and
 * last end), or the event list's date when no shift is stored: main orders a sync by it, and
 * knows nothing of its own before its first sync of the session.
 */
import type { SyncEventWindow } from '../../../../preload/contract';
import type { FieldDb } from './schema';

const SHIFT_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export async function followedEventWindows(db: FieldDb, eventIds: readonly string[]): Promise<SyncEventWindow[]> {
  const [totals, events] = await db.transaction('r', [db.eventAggregates, db.events], () =>
    Promise.all([db.eventAggregates.bulkGet([...eventIds]), db.events.bulkGet([...eventIds])]),
  );
  return eventIds.flatMap((eventId, i): SyncEventWindow[] => {
    const total = totals[i];
    const start = total?.firstStart;
    const end = total?.lastEndAt ?? total?.lastEnd;
    if (start && end && SHIFT_TIME.test(start) && SHIFT_TIME.test(end)) return [{ eventId, start, end }];
    const date = events[i]?.date;
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
    return [{ eventId, start: `${date} 00:00:00`, end: `${date} 23:59:59` }];
  });
}
