/**
 * What the screens read beyond queries.ts: each screen's data in one read transaction, so a
 * screen never mixes totals of one sync with rows of another. Wrap them in liveQuery.
 */
import {
  ageOfSets,
  eventAge,
  eventAdmins,
  eventShifts,
  nextShift,
  orderablesByName,
  type DashboardRow,
  type DataAge,
  followedSetKeys,
  type Followed,
} from './queries';
import type {
  StoredAdmin,
  StoredEvent,
  StoredEventAggregates,
  StoredHrContact,
  OutboxItem,
  StoredOrderable,
  StoredShift,
  StoredSyncSet,
  StoredWorker,
} from './rows';
import type { FieldDb } from './schema';
import { workerNames } from './unsent-orders';
import { setKey } from '../../../../preload/contract';
import { followedEventWindows } from './event-windows';

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
 * The answer one request per set would give (the tests' reference-queries.ts), from one read of
 * the sets table (a few rows per followed item) instead: it runs beside the dashboard's first
 * query and must not hold it up.
 */
export async function followedDataAge(db: FieldDb, followed: Followed): Promise<DataAge> {
  const [stored, windows] = await Promise.all([db.syncSets.toArray(), followedEventWindows(db, followed.eventIds)]);
  const sets = new Map(stored.map((s) => [s.key, s]));
  const windowOf = new Map(windows.map((w) => [w.eventId, w]));
  const events = followed.eventIds.map((id) =>
    eventAge(id, [sets.get(setKey('event-shifts', id)), sets.get(setKey('event-admins', id))], windowOf.get(id)),
  );
  return ageOfSets(
    followedSetKeys(followed).map((key) => sets.get(key)),
    events,
    followed.workerIds.length,
  );
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

/** The stored shifts of these events, by event id, in one read transaction. */
export async function shiftsOfEvents(db: FieldDb, eventIds: readonly string[]): Promise<Map<string, StoredShift[]>> {
  const shifts = await db.transaction('r', db.shifts, () => Promise.all(eventIds.map((id) => eventShifts(db, id))));
  return new Map(eventIds.map((id, i) => [id, shifts[i] ?? []]));
}

export interface EventDetail {
  event: StoredEvent | undefined;
  totals: StoredEventAggregates | undefined;
  shifts: StoredShift[];
  admins: StoredAdmin[];
  shiftsSet: StoredSyncSet | undefined;
  adminsSet: StoredSyncSet | undefined;
}

export function eventDetail(db: FieldDb, eventId: string): Promise<EventDetail> {
  return db.transaction('r', [db.events, db.eventAggregates, db.shifts, db.admins, db.syncSets], async () => {
    const [event, totals, shifts, admins, shiftsSet, adminsSet] = await Promise.all([
      db.events.get(eventId),
      db.eventAggregates.get(eventId),
      eventShifts(db, eventId),
      eventAdmins(db, eventId),
      db.syncSets.get(setKey('event-shifts', eventId)),
      db.syncSets.get(setKey('event-admins', eventId)),
    ]);
    return { event, totals, shifts, admins, shiftsSet, adminsSet };
  });
}

export interface OrderForm {
  worker: StoredWorker | undefined;
  catalogue: StoredOrderable[];
}

/** What "Place order" needs: the worker's stored row (its personnel id) and the catalogue. */
export function orderForm(db: FieldDb, workerId: string): Promise<OrderForm> {
  return db.transaction('r', [db.workers, db.orderables], async () => {
    const [worker, catalogue] = await Promise.all([db.workers.get(workerId), orderablesByName(db)]);
    return { worker, catalogue };
  });
}

export interface OrderList {
  /** Worker orders and requirement edits. */
  orders: OutboxItem[];
  /** Worker names by id, for the workers the list stores a name for. */
  names: Map<string, string>;
}

/** The outbox newest first, with the names of the workers it orders for. */
export function orderList(db: FieldDb): Promise<OrderList> {
  return db.transaction('r', [db.outbox, db.workers], async () => {
    const orders = await db.outbox.orderBy('createdAt').reverse().toArray();
    return { orders, names: await workerNames(db, orders) };
  });
}

/** The default contact first (the one to call), then the others by name. */
export function defaultContactFirst(a: StoredHrContact, b: StoredHrContact): number {
  return Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}

export interface HrContactsView {
  contacts: StoredHrContact[];
  /** Undefined until a sync has stored them once. */
  set: StoredSyncSet | undefined;
}

/** The stored HR contacts in the order the panel lists them, with when the server last gave them. */
export function hrContactsView(db: FieldDb): Promise<HrContactsView> {
  return db.transaction('r', [db.hrContacts, db.syncSets], async () => {
    const [contacts, set] = await Promise.all([db.hrContacts.toArray(), db.syncSets.get(setKey('hr-contacts'))]);
    return { contacts: contacts.sort(defaultContactFirst), set };
  });
}
