/**
 * Placed orders being followed, for the benchmarks: orders placed through the app's own outbox
 * (each POSTed to the simulator and stored as delivered), then waited for until main follows
 * every one, so each sync and the light timer read their progress as they would in the field.
 */
import type { NewOrder } from '../../renderer/src/shared/db/rows.js';
import { injectOutbox } from '../e2e/harness/inject-outbox.js';
import type { LaunchedApp } from '../e2e/harness/launch-app.js';

/** How many placed, not completed orders are followed while the benchmarks measure. */
export const FOLLOWED_ORDERS = 200;

export interface CatalogueState {
  workers: { id: string; personnel_id?: string }[];
  orderables: { id: string; name?: string }[];
}

/** The i-th of all (worker, orderable) pairs, from `from`: distinct for as many orders as there are pairs. */
export function ordersFor(state: CatalogueState, count: number, from = 0): NewOrder[] {
  const pairs = state.workers.length * state.orderables.length;
  if (from + count > pairs) throw new Error(`only ${pairs} distinct orders possible`);
  return Array.from({ length: count }, (_, n) => {
    const i = from + n;
    const worker = state.workers[i % state.workers.length]!;
    const item = state.orderables[Math.floor(i / state.workers.length)]!;
    return {
      workerId: worker.id,
      personnelId: worker.personnel_id!,
      orderableId: item.id,
      orderableName: item.name ?? '',
      cost: '',
    };
  });
}

/** Places the orders online in `dbName` (the connection's database) and waits until main follows them all. */
export async function placeFollowedOrders(app: LaunchedApp, dbName: string, orders: NewOrder[]): Promise<void> {
  await injectOutbox(app.page);
  await app.page.evaluate(([name, list]) => window.__outboxTest.place(name, list), [dbName, orders] as const);
  await expectFollowed(app, orders.length);
}

/** Waits until main follows `count` placed orders (the window sends the list after a quiet moment). */
export async function expectFollowed(app: LaunchedApp, count: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (app.core.sync.followedOrders.due(count + 1).length < count) {
    if (Date.now() > deadline) throw new Error(`main follows fewer than ${count} placed orders`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
