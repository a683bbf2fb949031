/**
 * Tells main which placed orders to follow (their progress is read during syncs): the outbox's
 * placed, not completed orders, sent when the app starts, when the connection changes (main
 * forgets the list then) and whenever an order is placed. Only the keys of placed orders are
 * watched, and the rows read once after a moment of quiet: a drain of many orders sends one
 * list, and a progress reading (which main already knows about) sends none. Main itself stops
 * reading a completed order, or one the server does not know.
 */
import { liveQuery, type Subscription } from 'dexie';
import type { WorkforceApi } from '../../../../preload/contract';
import type { FieldDb } from '../db/schema';
import { followedOrders } from './order-progress';

export interface FollowOrdersOptions {
  db: () => Promise<FieldDb | undefined>;
  bridge: Pick<WorkforceApi, 'on' | 'followOrders'>;
  gatherMs?: number;
  /** The first list is read once this resolves (the first screen painted). */
  ready?: Promise<void>;
}

const GATHER_MS = 1_000;

/** Starts; returns the stop function. */
export function startFollowingOrders({
  db,
  bridge,
  gatherMs = GATHER_MS,
  ready = Promise.resolve(),
}: FollowOrdersOptions): () => void {
  let subscription: Subscription | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sent: string | undefined;
  let generation = 0;

  function changed(db: FieldDb, keys: readonly string[]): void {
    const names = [...keys].sort().join(' ');
    if (names === sent) return;
    sent = names;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void db.outbox
        .where('state')
        .equals('delivered')
        .toArray()
        .then((rows) => bridge.followOrders({ orders: followedOrders(rows) }))
        .then((result) => {
          // Not taken: the next change (or connection) sends the list again.
          if (!result.ok) sent = undefined;
        })
        .catch((error: unknown) => console.error('followed orders', error));
    }, gatherMs);
  }

  async function watch(): Promise<void> {
    const mine = ++generation;
    subscription?.unsubscribe();
    subscription = undefined;
    sent = undefined;
    const current = await db();
    if (!current || mine !== generation) return;
    subscription = liveQuery(() => current.outbox.where('state').equals('delivered').primaryKeys()).subscribe({
      next: (keys) => changed(current, keys),
      error: (error: unknown) => console.error('followed orders', error),
    });
  }

  const off = bridge.on('connection:changed', () => void watch());
  const first = generation;
  // A connection change before then has started watching already.
  void ready.then(() => (generation === first ? watch() : undefined));
  return () => {
    off();
    generation++;
    subscription?.unsubscribe();
    clearTimeout(timer);
  };
}
