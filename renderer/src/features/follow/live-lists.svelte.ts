/**
 * The discovery lists and their ages, live from the local database, for the follow screens;
 * construct them while a component initialises.
 */
import type { StoredEvent, StoredWorker } from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';
import { appState } from '../../shared/state/app-state';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { listedEvents, listedWorkers, listsAsOf, type ListsAsOf } from './list-queries';

function live<T>(read: (db: FieldDb) => Promise<T>): LiveQuery<T> {
  const { connection } = appState();
  return new LiveQuery<T>(() => {
    const db = connection.db;
    return db ? () => read(db) : undefined;
  });
}

export const liveListedEvents = (): LiveQuery<StoredEvent[]> => live(listedEvents);
export const liveListedWorkers = (): LiveQuery<StoredWorker[]> => live(listedWorkers);
export const liveListsAsOf = (): LiveQuery<ListsAsOf> => live(listsAsOf);
