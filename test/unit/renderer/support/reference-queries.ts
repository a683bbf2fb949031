/**
 * The plain forms of two of the screens' reads: one request per followed item. The app reads
 * the same answers batched (features/dashboard/dashboard-queries.ts, followedDataAge in shared/db/queries.ts); tests hold the batched reads to these.
 */
import {
  ageOfSets,
  eventAge,
  followedSetKeys,
  type DashboardRow,
  type DataAge,
  type Followed,
} from '../../../../renderer/src/shared/db/queries';
import { followedEventWindows } from '../../../../renderer/src/shared/db/event-windows';
import type { FieldDb } from '../../../../renderer/src/shared/db/schema';
import { setKey } from '../../../../preload/contract';

/** One row per followed event, in the order given. */
export function dashboardRows(db: FieldDb, followedEventIds: readonly string[]): Promise<DashboardRow[]> {
  const ids = [...followedEventIds];
  return db.transaction('r', [db.events, db.eventAggregates, db.syncSets], async () => {
    const [events, totals, sets] = await Promise.all([
      db.events.bulkGet(ids),
      db.eventAggregates.bulkGet(ids),
      db.syncSets.bulkGet(ids.map((id) => setKey('event-shifts', id))),
    ]);
    return ids.map((eventId, i) => {
      const event = events[i];
      const set = sets[i];
      return {
        eventId,
        event,
        totals: totals[i],
        asOf: set?.asOf,
        notFound: (event?.notFound ?? false) || set?.status === 'not-found',
      };
    });
  });
}

/** "Data as of", one request per followed set, and per event its two sets and its time. */
export async function dataAge(db: FieldDb, followed: Followed): Promise<DataAge> {
  const events = await Promise.all(
    followed.eventIds.map(async (id) => {
      const sets = await db.syncSets.bulkGet([setKey('event-shifts', id), setKey('event-admins', id)]);
      const [window] = await followedEventWindows(db, [id]);
      return eventAge(id, sets, window);
    }),
  );
  return ageOfSets(await db.syncSets.bulkGet(followedSetKeys(followed)), events, followed.workerIds.length);
}
