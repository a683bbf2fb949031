/**
 * The bookkeeping rows of a message's sets (each set's "as of", an event's totals), put for the
 * whole message in one call per table once its sets are stored, not one call per set: a sync
 * stores some 700 sets, and each call through Dexie costs the window more than its row. Only for
 * a message read ahead (apply-batch-reads.ts: independent batches, the same transaction): no
 * set of it reads another set's bookkeeping, so putting it last leaves what each set reads as it
 * was, and it commits or rolls back with the rest.
 */
import { Dexie, type Table } from 'dexie';

const collected = new WeakMap<object, Map<Table, unknown[]>>();

/** From now on, the current transaction's `putLater` rows wait for `putCollected`. */
export function collectLater(): void {
  if (Dexie.currentTransaction) collected.set(Dexie.currentTransaction, new Map());
}

/** Puts `row` now, or with the message's other bookkeeping when its transaction collects them. */
export function putLater<T>(table: Table<T>, row: T): Promise<unknown> | undefined {
  const rows = Dexie.currentTransaction && collected.get(Dexie.currentTransaction);
  if (!rows) return table.put(row);
  (rows.get(table) ?? rows.set(table, []).get(table)!).push(row);
  return undefined;
}

/** Puts the rows the current transaction collected, one call per table. */
export async function putCollected(): Promise<void> {
  const trans = Dexie.currentTransaction;
  const rows = trans && collected.get(trans);
  if (!rows) return;
  collected.delete(trans);
  await Promise.all([...rows].map(([table, values]) => table.bulkPut(values)));
}
