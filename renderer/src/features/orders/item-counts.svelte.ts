import { outboxCounts } from './order-queries';
import type { ItemCounts } from './item-badge';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import type { ConnectionState } from '../../shared/state/connection.svelte';

/** Outbox items per state in the connection's database, live; for the nav and status-bar badges. */
export function itemCounts(connection: ConnectionState): LiveQuery<ItemCounts> {
  return new LiveQuery<ItemCounts>(() => {
    const db = connection.db;
    if (!db) return undefined;
    return () => outboxCounts(db);
  });
}
