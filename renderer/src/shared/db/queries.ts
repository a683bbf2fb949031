/**
 * The reads rooms share: an event's shifts and next shift, and how old the followed data is (a
 * room's own reads stand in its `*-queries.ts`). Each query touches stored aggregates or an
 * index, never the whole shifts table; wrap them in `liveQuery` to follow changes. Multi-table
 * reads run in one read transaction so a screen never shows totals from one sync beside rows
 * from another.
 */
import { Dexie } from 'dexie';
import type { StoredEvent, StoredEventAggregates, StoredShift, StoredSyncSet } from './rows';
import type { FieldDb } from './schema';
import { eventTiming, setKey, type EventWindow } from '../../../../preload/contract';
import { followedEventWindows } from './event-windows';

export interface DashboardRow {
  eventId: string;
  /** Undefined while the event is known only by id. */
  event: StoredEvent | undefined;
  totals: StoredEventAggregates | undefined;
  /** When the server last confirmed the shifts; undefined if they were never synced. */
  asOf: string | undefined;
  notFound: boolean;
}

/** An event's shifts in start-time order. */
export function eventShifts(db: FieldDb, eventId: string): Promise<StoredShift[]> {
  return db.shifts.where('[eventId+startTime]').between([eventId, Dexie.minKey], [eventId, Dexie.maxKey]).toArray();
}

/** The first shift of the event starting strictly after `now` (a shift-time string, see toShiftTime). */
export function nextShift(db: FieldDb, eventId: string, now: string): Promise<StoredShift | undefined> {
  return db.shifts.where('[eventId+startTime]').between([eventId, now], [eventId, Dexie.maxKey], false, true).first();
}

export interface DataAge {
  /** The oldest `asOf` among the followed sets the server still has; undefined if none synced. */
  oldest: string | undefined;
  /** Per followed event of the scope: how old its shifts and admins are, and when it runs. */
  events: EventAge[];
  /** Crew workers in the scope (their tags are in `oldest`, in no event's age). */
  workers: number;
  /** Followed sets never synced yet. */
  neverSynced: number;
  /** Followed sets the server answered 404 for (shown on their own, not as stale data). */
  notFound: number;
}

export interface Followed {
  eventIds: readonly string[];
  workerIds: readonly string[];
}

/** The sets "data as of" covers: the shifts and admins of followed events and the tags of crew workers. */
export function followedSetKeys(followed: Followed): string[] {
  return [
    ...followed.eventIds.flatMap((id) => [setKey('event-shifts', id), setKey('event-admins', id)]),
    ...followed.workerIds.map((id) => setKey('worker-tags', id)),
  ];
}

/** The oldest `asOf` of these sets the server still has (undefined: none has one). */
function oldestOf(sets: readonly (StoredSyncSet | undefined)[]): string | undefined {
  let oldest: string | undefined;
  // ISO times from one clock compare as text.
  for (const set of sets) if (set && set.status !== 'not-found' && set.asOf && (!oldest || set.asOf < oldest)) oldest = set.asOf;
  return oldest;
}

/** "Data as of" over the followed sets as stored (undefined: never synced). */
export function ageOfSets(
  sets: readonly (StoredSyncSet | undefined)[],
  events: EventAge[] = [],
  workers = 0,
): DataAge {
  const age: DataAge = { oldest: oldestOf(sets), events, workers, neverSynced: 0, notFound: 0 };
  for (const set of sets) {
    if (set?.status === 'not-found') age.notFound += 1;
    else if (set?.asOf === undefined) age.neverSynced += 1;
  }
  return age;
}

/** One followed event's age: the older of its shifts' and admins' "as of", and when it runs if known. */
export interface EventAge {
  eventId: string;
  asOf: string | undefined;
  window: EventWindow | undefined;
}

export function eventAge(eventId: string, sets: readonly (StoredSyncSet | undefined)[], window: EventWindow | undefined): EventAge {
  return { eventId, asOf: oldestOf(sets), window };
}

/** What "data as of" is read from: every stored set by key, and when each followed event runs. */
export interface StoredAges {
  sets: ReadonlyMap<string, StoredSyncSet>;
  windows: ReadonlyMap<string, EventWindow>;
}

/**
 * One read of the sets table (a few rows per followed item) and the followed events' times: it
 * runs beside the dashboard's first query and must not hold it up. Every screen's scope is
 * answered from it (dataAgeOf), so opening an event reads nothing again.
 */
export async function storedAges(db: FieldDb, eventIds: readonly string[]): Promise<StoredAges> {
  const [stored, windows] = await Promise.all([db.syncSets.toArray(), followedEventWindows(db, eventIds)]);
  return { sets: new Map(stored.map((s) => [s.key, s])), windows: new Map(windows.map((w) => [w.eventId, w])) };
}

/**
 * The answer one request per set would give (the tests' reference-queries.ts), for any scope
 * within what was read; an event whose time was not read (not followed) has no window, which
 * matters only beside other events (ageByDay), never for one alone.
 */
export function dataAgeOf({ sets, windows }: StoredAges, followed: Followed): DataAge {
  const events = followed.eventIds.map((id) =>
    eventAge(id, [sets.get(setKey('event-shifts', id)), sets.get(setKey('event-admins', id))], windows.get(id)),
  );
  return ageOfSets(
    followedSetKeys(followed).map((key) => sets.get(key)),
    events,
    followed.workerIds.length,
  );
}

/** The events of one group with an "as of", and the oldest of them. */
export interface AgeGroup {
  count: number;
  oldest: string | undefined;
}

/**
 * How fresh what matters is: today's events (running or starting within 24 hours, the events a
 * sync reads first) apart from the later ones, each group as old as its oldest event. An event
 * whose time is unknown or past counts as later; one never synced counts in neither.
 */
export function ageByDay(events: readonly EventAge[], now: string): { today: AgeGroup; later: AgeGroup } {
  const today: AgeGroup = { count: 0, oldest: undefined };
  const later: AgeGroup = { count: 0, oldest: undefined };
  for (const { asOf, window } of events) {
    if (!asOf) continue;
    const group = window && eventTiming(window, now).when === 'today' ? today : later;
    group.count += 1;
    if (!group.oldest || asOf < group.oldest) group.oldest = asOf;
  }
  return { today, later };
}
