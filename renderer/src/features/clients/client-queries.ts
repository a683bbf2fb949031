/**
 * What the screens read about clients: the synced preferences behind the banned / preferred
 * marks, the clients known locally, and the client page's saved copies. Wrap reads in liveQuery.
 */
import { setKey } from '../../../../preload/contract';
import { standingIndex, type StandingIndex } from './client-standing';
import type {
  StoredClient,
  StoredClientDocument,
  StoredClientOrdersPage,
  StoredEvent,
  StoredSyncSet,
  StoredWorker,
} from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';

/** The preferences of these clients, with their names and when each set was synced. */
async function indexFor(
  db: FieldDb,
  clientIds: readonly string[],
): Promise<{ index: StandingIndex; sets: (StoredSyncSet | undefined)[] }> {
  const [rows, clients, sets] = await Promise.all([
    db.clientWorkers
      .where('clientId')
      .anyOf([...clientIds])
      .toArray(),
    db.clients.bulkGet([...clientIds]),
    db.syncSets.bulkGet(clientIds.map((id) => setKey('client-workers', id))),
  ]);
  return {
    index: standingIndex(
      rows,
      clients.filter((c) => c !== undefined),
    ),
    sets,
  };
}

export interface EventClientView {
  event: StoredEvent | undefined;
  /** The crew workers this computer has a row for, in crew order. */
  crew: StoredWorker[];
  index: StandingIndex;
  /** The event client's preferences set; undefined until a sync stored it. */
  set: StoredSyncSet | undefined;
}

/** The crew as the event's client sees them. */
export function eventClientView(db: FieldDb, eventId: string, crewIds: readonly string[]): Promise<EventClientView> {
  return db.transaction('r', [db.events, db.workers, db.clientWorkers, db.clients, db.syncSets], async () => {
    const event = await db.events.get(eventId);
    const clientIds = event?.clientId ? [event.clientId] : [];
    const [crew, { index, sets }] = await Promise.all([db.workers.bulkGet([...crewIds]), indexFor(db, clientIds)]);
    return { event, crew: crew.filter((w) => w !== undefined), index, set: sets[0] };
  });
}

export interface WorkerClientsView {
  worker: StoredWorker | undefined;
  /** The followed events, in the order followed. */
  events: StoredEvent[];
  index: StandingIndex;
}

/** One worker against the clients of every followed event. */
export function workerClientsView(
  db: FieldDb,
  workerId: string,
  followedEventIds: readonly string[],
): Promise<WorkerClientsView> {
  return db.transaction('r', [db.workers, db.events, db.clientWorkers, db.clients, db.syncSets], async () => {
    const [worker, events] = await Promise.all([db.workers.get(workerId), db.events.bulkGet([...followedEventIds])]);
    const known = events.filter((e) => e !== undefined);
    const { index } = await indexFor(db, [...new Set(known.map((e) => e.clientId).filter(Boolean))]);
    return { worker, events: known, index };
  });
}

export interface KnownClient {
  id: string;
  name: string;
  /** Followed events this client orders. */
  followedEvents: number;
}

/**
 * Every client known locally: the client list, plus clients of followed events the list does
 * not name; those of followed events first, each group by name (unnamed ones last).
 */
export function knownClients(db: FieldDb, followedEventIds: readonly string[]): Promise<KnownClient[]> {
  return db.transaction('r', [db.clients, db.events], async () => {
    const [clients, events] = await Promise.all([db.clients.toArray(), db.events.bulkGet([...followedEventIds])]);
    const counts = new Map<string, number>();
    for (const e of events) if (e?.clientId) counts.set(e.clientId, (counts.get(e.clientId) ?? 0) + 1);
    const byId = new Map<string, StoredClient>(clients.map((c) => [c.id, c]));
    for (const id of counts.keys()) if (!byId.has(id)) byId.set(id, { id, name: '' });
    return [...byId.values()]
      .map((c) => ({ id: c.id, name: c.name, followedEvents: counts.get(c.id) ?? 0 }))
      .sort(
        (a, b) =>
          Number(b.followedEvents > 0) - Number(a.followedEvents > 0) ||
          // Named clients by name, then the ones known only by id.
          Number(a.name === '') - Number(b.name === '') ||
          a.name.localeCompare(b.name) ||
          a.id.localeCompare(b.id),
      );
  });
}

export function savedOrdersPage(
  db: FieldDb,
  clientId: string,
  itemsPerPage: number,
  page: number,
): Promise<StoredClientOrdersPage | undefined> {
  return db.clientOrderPages.get([clientId, itemsPerPage, page]);
}

/** The documents of a client opened before, newest fetch first. */
export async function savedDocuments(db: FieldDb, clientId: string): Promise<StoredClientDocument[]> {
  const docs = await db.clientDocuments.where('clientId').equals(clientId).toArray();
  return docs.sort((a, b) => b.fetchedAt.localeCompare(a.fetchedAt));
}
