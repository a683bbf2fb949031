/**
 * Live views of the outbox for screens, as listener subscriptions. Dexie's liveQuery loses
 * track of its tables across an await that is not Dexie's own, so the database is resolved
 * first and the live query then runs on that one database.
 */
import { liveQuery } from 'dexie';
import type { OutboxState, StoredOrder } from '../db/rows';
import type { FieldDb } from '../db/schema';

export type OutboxCounts = Record<OutboxState, number>;

export const NO_ORDERS: OutboxCounts = { queued: 0, sending: 0, delivered: 0, rejected: 0, unknown: 0 };

/** The whole outbox, newest order first. */
export function ordersNewestFirst(db: FieldDb): Promise<StoredOrder[]> {
  return db.outbox.orderBy('createdAt').reverse().toArray();
}

/** Calls `listener` with `query`'s result now and after every change; returns the unsubscribe. */
export function watchQuery<T>(
  database: () => Promise<FieldDb | undefined>,
  query: (db: FieldDb) => Promise<T>,
  empty: T,
  listener: (value: T) => void,
  onError: (error: unknown) => void,
): () => void {
  let closed = false;
  let subscription: { unsubscribe(): void } | undefined;
  database().then((db) => {
    if (closed) return;
    if (!db) return listener(empty);
    subscription = liveQuery(() => query(db)).subscribe({ next: listener, error: onError });
  }, onError);
  return () => {
    closed = true;
    subscription?.unsubscribe();
  };
}
