/**
 * The placed, not completed worker orders whose status main reads, as the renderer's outbox
 * last named them, and which to read next: at most ORDER_READS_PER_RUN a run, oldest reading
 * first (never read, then read longest ago; the earlier queued among equals), so with many
 * orders every one is read in turn and none waits behind the others for ever.
 */
import type { FollowedOrder } from '../../../preload/contract.js';

/** The most order statuses one run reads (a sync or the light timer between syncs). */
export const ORDER_READS_PER_RUN = 25;
/** How often the light timer reads order statuses while online, between syncs. */
export const ORDER_STATUS_EVERY_MS = 60_000;

const NEVER = '';

export class FollowedOrders {
  /** By local id; `statusAsOf` is '' for an order never read. */
  #orders = new Map<string, FollowedOrder & { statusAsOf: string }>();
  #unavailable = false;

  /** The renderer's list replaces the last; a newer reading main made since is kept. */
  replace(orders: readonly FollowedOrder[]): void {
    const previous = this.#orders;
    this.#orders = new Map(
      orders.map((o) => {
        const mine = previous.get(o.localId)?.statusAsOf ?? NEVER;
        const theirs = o.statusAsOf ?? NEVER;
        return [o.localId, { ...o, statusAsOf: theirs > mine ? theirs : mine }];
      }),
    );
  }

  /** The orders to read in the next run; none when the server has no way to tell. */
  due(max = ORDER_READS_PER_RUN): FollowedOrder[] {
    if (this.#unavailable) return [];
    return [...this.#orders.values()]
      .sort((a, b) => a.statusAsOf.localeCompare(b.statusAsOf) || a.placedAt.localeCompare(b.placedAt))
      .slice(0, max)
      .map((o) => ({ ...o, statusAsOf: o.statusAsOf === NEVER ? undefined : o.statusAsOf }));
  }

  /** Its status was read at `at`; a completed order, or one the server does not know, is done. */
  read(localId: string, at: string, done: boolean): void {
    const order = this.#orders.get(localId);
    if (!order) return;
    if (done) this.#orders.delete(localId);
    else order.statusAsOf = at;
  }

  /** The server has no operation to read an order: nothing is asked until the next connection. */
  markUnavailable(): void {
    this.#unavailable = true;
  }

  get unavailable(): boolean {
    return this.#unavailable;
  }

  /** A new connection: its renderer database names its own orders, and its server may tell. */
  reset(): void {
    this.#orders.clear();
    this.#unavailable = false;
  }
}
