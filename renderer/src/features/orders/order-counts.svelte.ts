import { outboxCounts } from '../../shared/db/queries';
import type { OrderCounts } from './order-badge';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import type { ConnectionState } from '../../shared/state/connection.svelte';

/** Orders per state in the connection's database, live; for the nav and status-bar badges. */
export function orderCounts(connection: ConnectionState): LiveQuery<OrderCounts> {
  return new LiveQuery<OrderCounts>(() => {
    const db = connection.db;
    if (!db) return undefined;
    return () => outboxCounts(db);
  });
}
