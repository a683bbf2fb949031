/**
 * Tells main which placed orders to follow (their progress is read during syncs): the outbox's
 * placed, not completed orders, sent when the app starts, when the connection changes (main
 * forgets the list then) and whenever that set changes, gathered for a moment so a drain of
 * many orders sends one list rather than one per order.
 */
import { liveQuery, type Subscription } from 'dexie';
import type { WorkforceApi } from '../../../../preload/contract';
import type { FieldDb } from '../db/schema';
import { followedOrders } from './order-progress';

export interface FollowOrdersOptions {
  db: () => Promise<FieldDb | undefined>;
  bridge: Pick<WorkforceApi, 'on' | 'followOrders'>;
  gatherMs?: number;
}

const GATHER_MS = 1_000;

/** Starts; returns the stop function. */
export function startFollowingOrders({ db, bridge, gatherMs = GATHER_MS }: FollowOrdersOptions): () => void {
  let subscription: Subscription | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sent: string | undefined;
  let generation = 0;

  function send(rows: Parameters<typeof followedOrders>[0]): void {
    const orders = followedOrders(rows);
    const names = orders.map((o) => o.localId).join(' ');
    if (names === sent) return;
    sent = names;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void bridge.followOrders({ orders }).then((result) => {
        // Not taken: the next change (or connection) sends the list again.
        if (!result.ok) sent = undefined;
      });
    }, gatherMs);
  }

  async function watch(): Promise<void> {
    const mine = ++generation;
    subscription?.unsubscribe();
    subscription = undefined;
    sent = undefined;
    const current = await db();
    if (!current || mine !== generation) return;
    subscription = liveQuery(() => current.outbox.where('state').equals('delivered').toArray()).subscribe({
      next: send,
      error: (error: unknown) => console.error('followed orders', error),
    });
  }

  const off = bridge.on('connection:changed', () => void watch());
  void watch();
  return () => {
    off();
    generation++;
    subscription?.unsubscribe();
    clearTimeout(timer);
  };
}
