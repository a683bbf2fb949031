/** The stored hours of crew workers, for the crew list and the worker screen. */
import { setKey } from '../../../../preload/contract';
import type { StoredSyncSet, StoredWorkerHours } from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';

export interface WorkerHoursDetail {
  hours: StoredWorkerHours | undefined;
  /** When the server last gave these hours (its `asOf`). */
  set: StoredSyncSet | undefined;
}

export function workerHours(db: FieldDb, workerId: string): Promise<WorkerHoursDetail> {
  return db.transaction('r', [db.workerHours, db.syncSets], async () => {
    const [hours, set] = await Promise.all([
      db.workerHours.get(workerId),
      db.syncSets.get(setKey('worker-hours', workerId)),
    ]);
    return { hours, set };
  });
}

/** The stored hours of the given workers with their sets, by worker id. */
export function crewHours(db: FieldDb, workerIds: readonly string[]): Promise<Map<string, WorkerHoursDetail>> {
  const ids = [...workerIds];
  return db.transaction('r', [db.workerHours, db.syncSets], async () => {
    const [rows, sets] = await Promise.all([
      db.workerHours.bulkGet(ids),
      db.syncSets.bulkGet(ids.map((id) => setKey('worker-hours', id))),
    ]);
    return new Map(ids.map((id, i) => [id, { hours: rows[i], set: sets[i] }] as const));
  });
}
