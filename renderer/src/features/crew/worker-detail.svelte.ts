/**
 * A worker's stored row, tags and when the tags were last given, live from the local database,
 * for the worker screen; construct it while the component initialises (it follows the
 * component's workerId through the getter).
 */
import { setKey } from '../../../../preload/contract';
import { crewWorkers, type CrewMember } from './crew-queries';
import type { StoredSyncSet } from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';
import { appState } from '../../shared/state/app-state';
import { LiveQuery } from '../../shared/state/live-query.svelte';

export interface WorkerDetail extends CrewMember {
  tagsSet: StoredSyncSet | undefined;
}

function workerDetail(db: FieldDb, workerId: string): Promise<WorkerDetail | undefined> {
  return db.transaction('r', [db.workers, db.workerTags, db.syncSets], async () => {
    const [[member], tagsSet] = await Promise.all([
      crewWorkers(db, [workerId]),
      db.syncSets.get(setKey('worker-tags', workerId)),
    ]);
    return member ? { ...member, tagsSet } : undefined;
  });
}

export function liveWorkerDetail(workerId: () => string): LiveQuery<WorkerDetail | undefined> {
  const { connection } = appState();
  return new LiveQuery<WorkerDetail | undefined>(() => {
    const db = connection.db;
    if (!db) return undefined;
    const id = workerId();
    return () => workerDetail(db, id);
  });
}
