/**
 * A worker's open orders (queued, placed or approved), newest first, live from the local
 * database for their page. Construct it while a component initialises.
 */
import type { StoredOrder } from '../../shared/db/rows';
import { appState } from '../../shared/state/app-state';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { workerOpenOrders } from './order-queries';

export function liveWorkerOpenOrders(workerId: () => string): LiveQuery<StoredOrder[]> {
  const { connection } = appState();
  return new LiveQuery<StoredOrder[]>(() => {
    const db = connection.db;
    if (!db) return undefined;
    const id = workerId();
    return () => workerOpenOrders(db, id);
  });
}
