/**
 * The sync's channels: ask for one, cancel it, its status, the window's receipts of batches, and
 * when the followed events run (the window's database knows before main has fetched them).
 */
import type { ConnectivityMonitor } from '../connectivity.js';
import type { HandlerGroup } from '../ipc/handler-map.js';
import type { BatchDelivery } from './batch-delivery.js';
import type { SyncService } from './sync-service.js';

export function syncHandlers(sync: SyncService, delivery: BatchDelivery, connectivity: ConnectivityMonitor) {
  return {
    'sync:now': async () => {
      // The supervisor pressing it is the best sign the network is back: look now. Found back,
      // the "back online" sync has started and covers this request.
      if (!connectivity.isOnline() && (await connectivity.checkNow())) return sync.status();
      void sync.request('sync now');
      return sync.status();
    },
    'sync:hints': async ({ events }) => sync.memory.seedWindows(events),
    'sync:cancel': async () => {
      sync.cancel();
      return sync.status();
    },
    'sync:status': async () => sync.status(),
    'sync:ack': async ({ acks }) => {
      for (const { batchId, rowsWritten, refused } of acks) {
        if (refused === undefined) delivery.ack(batchId, rowsWritten);
        else delivery.refuse(batchId, refused);
      }
    },
  } satisfies HandlerGroup;
}
