/**
 * What the orders room reads: the Orders screen's list, the badges' counts, "Place order"'s
 * form, a worker's open orders.
 */
import type { OutboxItem, OutboxState, StoredOrder, StoredOrderable, StoredWorker } from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';
import { workerNames } from '../../shared/db/unsent-items';
import { isOpenOrder } from './order-path';
import { isWorkerOrder } from '../../shared/outbox/item-kinds';

/** A worker's orders not completed yet (queued, placed or approved), newest first. */
export async function workerOpenOrders(db: FieldDb, workerId: string): Promise<StoredOrder[]> {
  const orders = await db.outbox.where('workerId').equals(workerId).reverse().sortBy('createdAt');
  return orders.filter(isWorkerOrder).filter(isOpenOrder);
}

/** The catalogue by name. */
export async function orderablesByName(db: FieldDb): Promise<StoredOrderable[]> {
  return (await db.orderables.toArray()).sort((a, b) => a.name.localeCompare(b.name));
}

export interface OrderForm {
  worker: StoredWorker | undefined;
  catalogue: StoredOrderable[];
}

/** What "Place order" needs: the worker's stored row (its personnel id) and the catalogue. */
export function orderForm(db: FieldDb, workerId: string): Promise<OrderForm> {
  return db.transaction('r', [db.workers, db.orderables], async () => {
    const [worker, catalogue] = await Promise.all([db.workers.get(workerId), orderablesByName(db)]);
    return { worker, catalogue };
  });
}

export interface OutboxList {
  /** Worker orders and requirement edits. */
  items: OutboxItem[];
  /** Worker names by id, for the workers the list stores a name for. */
  names: Map<string, string>;
}

/** The outbox newest first, with the names of the workers it orders for. */
export function outboxList(db: FieldDb): Promise<OutboxList> {
  return db.transaction('r', [db.outbox, db.workers], async () => {
    const items = await db.outbox.orderBy('createdAt').reverse().toArray();
    return { items, names: await workerNames(db, items) };
  });
}

/** The outbox's items per state: the counts asked all at once, so they cost one round trip, not five. */
export async function outboxCounts(db: FieldDb): Promise<Record<OutboxState, number>> {
  const states: OutboxState[] = ['queued', 'sending', 'delivered', 'rejected', 'unknown'];
  const counts = await db.transaction('r', db.outbox, () =>
    Promise.all(states.map((state) => db.outbox.where('state').equals(state).count())),
  );
  return Object.fromEntries(states.map((state, i) => [state, counts[i]!])) as Record<OutboxState, number>;
}
