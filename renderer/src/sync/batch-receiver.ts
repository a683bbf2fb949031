/**
 * Applies sync batches from main in arrival order, one Dexie transaction each, and
 * acknowledges each only after it is stored, so main counts a set as synced only then.
 * A batch that fails to apply is not acknowledged: main reports the set as failed and the
 * cached rows stay as they were (the transaction rolled back).
 */
import type { SyncBatch, WorkforceApi } from '../../../preload/contract';
import { applyBatch } from '../db/apply-batch';
import type { FieldDb } from '../db/schema';

export function startBatchReceiver(
  bridge: Pick<WorkforceApi, 'on' | 'ackBatch'>,
  currentDb: () => Promise<FieldDb | undefined>,
  onError: (batch: SyncBatch, error: unknown) => void = (batch, error) => console.error('sync batch', batch.batchId, error),
): () => void {
  let chain = Promise.resolve();
  return bridge.on('sync:batch', (batch) => {
    chain = chain.then(async () => {
      const db = await currentDb();
      if (!db) return;
      try {
        const { rowsWritten } = await applyBatch(db, batch);
        await bridge.ackBatch({ batchId: batch.batchId, rowsWritten });
      } catch (error) {
        onError(batch, error);
      }
    });
  });
}
