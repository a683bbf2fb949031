/**
 * Applies sync batches (each one complete set as fetched at `asOf`) with replace-set
 * semantics: changed rows are put, rows absent from the set are deleted, unchanged rows are
 * left alone, and the set's bookkeeping is stamped even when nothing changed, since the data
 * was just confirmed fresh. A failure anywhere rolls the whole transaction back.
 *
 * Each set is read in one round and written in one more (apply-batch-kinds.ts has one row per
 * kind), and the sets of one message go side by side in one transaction over only the tables
 * they touch: a sync stores thousands of sets, and every awaited IndexedDB request is a trip
 * to the browser process that the next set would otherwise queue behind.
 */
import type { SyncBatch } from '../../../../preload/contract';
import type { FieldDb } from './schema';
import { applyKind, ownerOf, tablesFor } from './apply-batch-kinds';
import { collectLater, putCollected } from './apply-batch-later';
import { readAhead } from './apply-batch-reads';
import { pruneOldChanges } from './apply-batch-shifts';

export interface ApplyResult {
  /**
   * Data rows put or deleted; bookkeeping (sets, aggregates) is not counted, and neither are
   * the office-change rows recorded beside changed shifts (one per changed shift, so they
   * would only double the count): a re-sync with no change still writes 0.
   */
  rowsWritten: number;
}

/**
 * Batches may go side by side when no order between them matters: no set twice, and no
 * "not found" for an owner that another batch marks found. (Two sets marking one owner
 * found write the same row, so their order does not matter.) An order's progress is the
 * order's own set.
 */
function independent(batches: readonly SyncBatch[]): boolean {
  const sets = new Set<string>();
  const owners = new Map<string, boolean>();
  // "Unavailable" writes every followed order: it goes in order with any other order's progress.
  const orders = batches.filter((b) => b.kind === 'order-status' || b.kind === 'order-status-unavailable');
  if (orders.length > 1 && orders.some((b) => b.kind === 'order-status-unavailable')) return false;
  for (const batch of batches) {
    const owner = ownerOf(batch);
    const set = `${batch.kind}/${owner ?? ''}`;
    if (sets.has(set)) return false;
    sets.add(set);
    if (owner === undefined) continue;
    const notFound = batch.kind === 'not-found';
    const seen = owners.get(owner);
    if (seen !== undefined && (seen || notFound)) return false;
    owners.set(owner, notFound);
  }
  return true;
}

export async function applyBatch(db: FieldDb, batch: SyncBatch, now = new Date()): Promise<ApplyResult> {
  return (await applyBatches(db, [batch], now))[0]!;
}

/**
 * Applies every batch in one transaction (all or none), side by side when they are independent.
 * `now` stamps the office changes recorded and dates their retention.
 */
export function applyBatches(db: FieldDb, batches: readonly SyncBatch[], now = new Date()): Promise<ApplyResult[]> {
  return db.transaction('rw', tablesFor(db, batches), async () => {
    const together = independent(batches);
    const asOne = together && batches.length > 1;
    if (asOne) {
      readAhead(db, batches);
      collectLater();
    }
    const applied = together
      ? Promise.all(batches.map((batch) => applyKind(db, batch, now)))
      : applyInOrder(db, batches, now);
    const storesShifts = batches.some((b) => b.kind === 'event-shifts');
    const [written] = await Promise.all([applied, storesShifts ? pruneOldChanges(db, now) : undefined]);
    if (asOne) await putCollected();
    return written.map((rowsWritten) => ({ rowsWritten }));
  });
}

async function applyInOrder(db: FieldDb, batches: readonly SyncBatch[], now: Date): Promise<number[]> {
  const written: number[] = [];
  for (const batch of batches) written.push(await applyKind(db, batch, now));
  return written;
}
