/**
 * The sync items that read the status of followed orders (GET /workers/{id}/orders/{order_id}).
 * A 404 is not a failure of the supervisor's data: WRK-100 says the server does not know that
 * order, any other 404 that the server has no such operation. Either way the order stays
 * "Placed" and is not asked again, and no red error is shown for it.
 */
import type { FollowedOrder } from '../../../preload/contract.js';
import { ApiError } from '../api/errors.js';
import type { FollowedOrders } from './followed-orders.js';
import type { ApiBatchBody } from './set-sources.js';
import type { SyncItem } from './plan.js';

/** The API reference's "worker not found" code, which this operation also gives for an unknown order. */
const UNKNOWN_ORDER_CODE = 'WRK-100';
/** WORKER_ORDER_STATUS's "completed": the end of the path, so the order is no longer read. */
const COMPLETED = '2';

export function orderStatusItems(
  orders: readonly FollowedOrder[],
  followed: FollowedOrders,
  now: () => Date,
): SyncItem[] {
  return orders.map(({ localId, workerId, orderId }) => ({
    key: `order-status:${localId}`,
    label: `Status of order ${orderId}`,
    async fetch(client, call): Promise<ApiBatchBody | undefined> {
      // Another item of this run found the operation missing: nothing to ask.
      if (followed.unavailable) return undefined;
      try {
        const order = await client.workerOrder(workerId, orderId, call);
        followed.read(localId, now().toISOString(), order.status?.trim() === COMPLETED);
        return { kind: 'order-status', localId, orderId, order };
      } catch (e) {
        if (!(e instanceof ApiError && e.kind === 'not-found')) throw e;
        if (e.code === UNKNOWN_ORDER_CODE) {
          followed.read(localId, now().toISOString(), true);
          return { kind: 'order-status', localId, orderId, order: undefined };
        }
        followed.markUnavailable();
        return { kind: 'order-status-unavailable' };
      }
    },
  }));
}
