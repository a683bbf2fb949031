/**
 * The dashboard's reads (the print page's roster takes the rows too), each in one read
 * transaction so a screen never mixes totals of one sync with rows of another.
 */
import { nextShift, type DashboardRow } from '../../shared/db/queries';
import type { FieldDb } from '../../shared/db/schema';
import { setKey } from '../../../../preload/contract';

/**
 * The rows one request per event would give (the tests' reference-queries.ts), read with three
 * whole-set requests instead: for 300 followed events that is ~10 ms instead of ~80 ms, which is
 * most of the time to the first dashboard. The tables read change only when a sync stores something.
 */
export function followedEventRows(db: FieldDb, eventIds: readonly string[]): Promise<DashboardRow[]> {
  return db.transaction('r', [db.events, db.eventAggregates, db.syncSets], async () => {
    const [events, totals, sets] = await Promise.all([
      db.events.toArray(),
      db.eventAggregates.toArray(),
      // By key range, not through the kind index: one read of the store instead of a lookup per row.
      db.syncSets.where(':id').startsWith(setKey('event-shifts', '')).toArray(),
    ]);
    const eventOf = new Map(events.map((e) => [e.id, e]));
    const totalsOf = new Map(totals.map((t) => [t.eventId, t]));
    const setOf = new Map(sets.map((s) => [s.key, s]));
    return eventIds.map((eventId) => {
      const event = eventOf.get(eventId);
      const set = setOf.get(setKey('event-shifts', eventId));
      return {
        eventId,
        event,
        totals: totalsOf.get(eventId),
        asOf: set?.asOf,
        notFound: (event?.notFound ?? false) || set?.status === 'not-found',
      };
    });
  });
}

/**
 * When each event's next shift starts after `now`: one index lookup per event, all in one read
 * transaction. The dashboard asks it only for the events its stored figures do not settle
 * (dashboard-view's nextStartsToRead).
 */
export async function nextShiftStarts(
  db: FieldDb,
  eventIds: readonly string[],
  now: string,
): Promise<Map<string, string>> {
  const next = await db.transaction('r', db.shifts, () => Promise.all(eventIds.map((id) => nextShift(db, id, now))));
  return new Map(next.flatMap((shift, i) => (shift ? [[eventIds[i]!, shift.startTime] as const] : [])));
}
