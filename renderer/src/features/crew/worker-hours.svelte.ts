/**
 * A worker's hours for the pay period, live from the local database. The hours card and the
 * order dialog's overtime note read it the same way; construct it while a component
 * initialises (it follows the component's workerId through the getter).
 */
import { appState } from '../../shared/state/app-state';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { workerHours, type WorkerHoursDetail } from './hours-queries';

export function liveWorkerHours(workerId: () => string): LiveQuery<WorkerHoursDetail> {
  const { connection } = appState();
  return new LiveQuery<WorkerHoursDetail>(() => {
    const db = connection.db;
    if (!db) return undefined;
    const id = workerId();
    return () => workerHours(db, id);
  });
}
