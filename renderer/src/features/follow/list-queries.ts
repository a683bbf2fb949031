/** The discovery lists the follow screens pick from, as stored by the last sync. */
import { setKey } from '../../../../preload/contract';
import type { StoredEvent, StoredWorker } from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';

/** The stored event list (from discovery), by date then name; known-only-by-id rows left out. */
export async function listedEvents(db: FieldDb): Promise<StoredEvent[]> {
  const events = await db.events.orderBy('date').toArray();
  return events.filter((e) => e.name !== '' || e.date !== '');
}

/** The stored worker list (from discovery), by name; known-only-by-id rows left out. */
export async function listedWorkers(db: FieldDb): Promise<StoredWorker[]> {
  const workers = await db.workers.toArray();
  return workers.filter((w) => w.name !== '').sort((a, b) => a.name.localeCompare(b.name));
}

export interface ListsAsOf {
  events: string | undefined;
  workers: string | undefined;
}

/** When the discovery lists were last fetched (undefined: never). */
export async function listsAsOf(db: FieldDb): Promise<ListsAsOf> {
  const [events, workers] = await db.syncSets.bulkGet([setKey('events'), setKey('workers')]);
  return { events: events?.asOf, workers: workers?.asOf };
}
