/** The sync's channels: ask for one, cancel it, its status, and the window's receipts of batches. */
import type { HandlerGroup } from '../ipc/handler-map.js';
import type { BatchDelivery } from './batch-delivery.js';
import type { SyncService } from './sync-service.js';

export function syncHandlers(sync: SyncService, delivery: BatchDelivery) {
  return {
    'sync:now': async () => {
      void sync.request('sync now');
      return sync.status();
    },
    'sync:cancel': async () => {
      sync.cancel();
      return sync.status();
    },
    'sync:status': async () => sync.status(),
    'sync:ack': async ({ acks }) => {
      for (const { batchId, rowsWritten } of acks) delivery.ack(batchId, rowsWritten);
    },
  } satisfies HandlerGroup;
}
