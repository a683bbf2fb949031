/** The stored hours of crew workers, for the crew list and the worker screen. */
import { setKey } from '../../../preload/contract';
import type { StoredSyncSet, StoredWorkerHours } from './rows';
import type { FieldDb } from './schema';

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

/** The stored hours of the given workers, by worker id. */
export async function crewHours(db: FieldDb, workerIds: readonly string[]): Promise<Map<string, StoredWorkerHours>> {
  const rows = await db.workerHours.bulkGet([...workerIds]);
  return new Map(rows.flatMap((row) => (row ? [[row.workerId, row] as const] : [])));
}
