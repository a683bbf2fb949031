/**
 * Applies sync batches from main in arrival order and acknowledges each only after it is
 * stored, so main counts a set as synced only then. The batches of one message share one
 * Dexie transaction (a transaction costs more than a set of 40 shifts); if that fails, each
 * is retried alone so one bad set cannot hold back the others. A batch that still fails is
 * answered as refused (a full disk said as such): main reports it failed and its cached rows
 * stay as they were.
 */
import type { BatchAck, BatchRefusal, SyncBatch, WorkforceApi } from '../../../../preload/contract';
import { StaleSet } from '../db/apply-batch-unchanged';
import { applyBatch, applyBatches } from '../db/apply-batch';
import type { FieldDb } from '../db/schema';
import { isDiskFull } from '../db/storage-problem';
import { syncWriterFor } from '../db/sync-writer';

async function applyTogether(db: FieldDb, batches: SyncBatch[]): Promise<BatchAck[]> {
  const results = await applyBatches(db, batches);
  return batches.map((batch, i) => ({ batchId: batch.batchId, ...results[i]! }));
}

const refusalOf = (error: unknown): BatchRefusal =>
  isDiskFull(error) ? 'disk-full' : error instanceof StaleSet ? 'stale' : 'failed';

async function applyOneByOne(
  db: FieldDb,
  batches: SyncBatch[],
  onError: (b: SyncBatch, e: unknown) => void,
): Promise<BatchAck[]> {
  const acks: BatchAck[] = [];
  for (const batch of batches) {
    try {
      acks.push({ batchId: batch.batchId, ...(await applyBatch(db, batch)) });
    } catch (error) {
      if (!(error instanceof StaleSet)) onError(batch, error);
      acks.push({ batchId: batch.batchId, rowsWritten: 0, refused: refusalOf(error) });
    }
  }
  return acks;
}

export interface ReceiverOptions {
  /** A batch could not be stored even on its own. */
  onError?: (batch: SyncBatch, error: unknown) => void;
  /** Batches were stored: what is derived from the stored data (the alerts) looks again. */
  onStored?: () => void;
}

export function startBatchReceiver(
  bridge: Pick<WorkforceApi, 'on' | 'ackBatch'>,
  currentDb: () => Promise<FieldDb | undefined>,
  {
    onError = (batch, error) => console.error('sync batch', batch.batchId, error),
    onStored = () => undefined,
  }: ReceiverOptions = {},
): () => void {
  let chain = Promise.resolve();
  return bridge.on('sync:batches', ({ batches }) => {
    chain = chain
      .then(async () => {
        const db = await currentDb();
        if (!db) return;
        const writer = syncWriterFor(db, batches);
        const acks = await applyTogether(writer, batches).catch(() => applyOneByOne(writer, batches, onError));
        if (acks.length === 0) return;
        if (acks.some((a) => a.refused === undefined)) onStored();
        // Not awaited: main's answer carries nothing, and waiting for it held the next message
        // back by an IPC round trip each time.
        bridge.ackBatch({ acks }).catch((error: unknown) => console.error('sync acks', error));
      })
      // The chain must outlive a failed message, or every later batch would be dropped.
      .catch((error: unknown) => console.error('sync batches', error));
  });
}
