/** Orders read for other screens than the Orders screen. */
import type { StoredOrder } from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';
import { isOpenOrder } from './order-path';
import { isWorkerOrder } from '../../shared/outbox/item-kinds';

/** A worker's orders not completed yet (queued, placed or approved), newest first. */
export async function workerOpenOrders(db: FieldDb, workerId: string): Promise<StoredOrder[]> {
  const orders = await db.outbox.where('workerId').equals(workerId).reverse().sortBy('createdAt');
  return orders.filter(isWorkerOrder).filter(isOpenOrder);
}
