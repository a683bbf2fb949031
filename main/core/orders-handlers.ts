/**
 * The orders' channels: place one (told in a notification when asked), follow placed ones'
 * statuses, and the outbox's answer to a drain a sync waits on.
 */
import type { HandlerGroup } from './ipc/handler-map.js';
import type { KeyChecked } from './key-checked.js';
import type { OrderNotices } from './order-notices.js';
import type { OutboxFirst } from './outbox-first.js';
import type { OutboxGateway } from './outbox-gateway.js';
import type { SyncService } from './sync/sync-service.js';

export function ordersHandlers(
  outbox: OutboxGateway,
  keyChecked: KeyChecked,
  sync: SyncService,
  notices: OrderNotices | undefined,
  outboxFirst: OutboxFirst,
) {
  return {
    'orders:submit': async (req) => {
      const outcome = await keyChecked(() => outbox.submit(req));
      notices?.record(outcome);
      return outcome;
    },
    'orders:follow': async ({ orders }) => sync.followedOrders.replace(orders),
    'outbox:drained': async ({ drainId }) => outboxFirst.drained(drainId),
  } satisfies HandlerGroup;
}
