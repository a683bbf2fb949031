/**
 * Orders and requirement edits the server may not have: every state but delivered. Erasing the database would lose
 * them, so disconnecting lists them first and erases only once none is left or the supervisor
 * discarded them on purpose.
 */
import type { OutboxItem, OutboxState } from './rows';
import type { FieldDb } from './schema';
import { itemWorker } from '../outbox/item-kinds';

export const UNSENT_STATES: readonly OutboxState[] = ['queued', 'sending', 'rejected', 'unknown'];

export interface UnsentItems {
  /** Oldest first: the order they were queued in. */
  items: OutboxItem[];
  /** Worker names by id, where stored. */
  names: Map<string, string>;
}

export function unsentItems(db: FieldDb): Promise<UnsentItems> {
  return db.transaction('r', [db.outbox, db.workers], async () => {
    const items = await db.outbox
      .where('state')
      .anyOf([...UNSENT_STATES])
      .sortBy('createdAt');
    return { items, names: await workerNames(db, items) };
  });
}

/** The stored names of the workers these items are for (edits name no worker); inside a transaction over workers. */
export async function workerNames(db: FieldDb, items: readonly OutboxItem[]): Promise<Map<string, string>> {
  const ids = new Set(items.flatMap((item) => (itemWorker(item) ?? [])));
  const workers = await db.workers.bulkGet([...ids]);
  return new Map(workers.flatMap((w) => (w?.name ? [[w.id, w.name] as const] : [])));
}

/** How many orders and edits erasing would lose (the connection's last check before it erases). */
export function countUnsent(db: FieldDb): Promise<number> {
  return db.outbox
    .where('state')
    .anyOf([...UNSENT_STATES])
    .count();
}
