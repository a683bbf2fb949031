/**
 * The connection sync batches are written on: a second one to the same database, whose commits
 * do not wait for the disk. A batch is a copy of what the server holds and its set's bookkeeping
 * commits with it, so a commit lost to a power cut is only fetched again by the next sync, while
 * waiting for the disk at every message held the next message back. Batches that write the
 * outbox (a followed order's progress) keep the strict connection, like every outbox write.
 * Live queries on the strict connection still see these writes: Dexie signals them by name, each
 * write told as the span of its keys (span-observability.ts).
 */
import type { SyncBatch } from '../../../../preload/contract';
import { tablesFor } from './apply-batch-kinds';
import { FieldDb } from './schema';
import { spanObservability } from './span-observability';

const writers = new WeakMap<FieldDb, FieldDb>();

/** The connection to store `batches` on, for an open database `db`. */
export function syncWriterFor(db: FieldDb, batches: readonly SyncBatch[]): FieldDb {
  // A closed database stays closed (its writes fail): a twin opened now would recreate it.
  if (tablesFor(db, batches).includes(db.outbox) || !db.isOpen()) return db;
  let writer = writers.get(db);
  if (!writer) {
    // Opens on its first transaction, after `db` has brought the schema up to date.
    writer = new FieldDb(db.name, { durability: 'relaxed', latestOnly: true }).use(spanObservability);
    writers.set(db, writer);
  }
  return writer;
}

/** Closes the sync connection of `db`, if it has one (see closeFieldDb). */
export function closeSyncWriter(db: FieldDb): void {
  writers.get(db)?.close({ disableAutoOpen: true });
}
