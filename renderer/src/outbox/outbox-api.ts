/**
 * What screens call. Every action resolves only once its change is on disk; placing an order
 * and "send again" then start a drain of their own, so the screen need not.
 */
import type { StoredOrder } from '../db/rows';
import type { FieldDb } from '../db/schema';
import { outboxCounts } from '../db/queries';
import { Drainer, type DrainerDeps, type DrainerStatus, type DrainResult } from './drainer';
import { OutboxError } from './errors';
import type { NewOrder } from './new-order';
import { clearRetryTimes, discardOrder, enqueue, markOrderPlaced, sendOrderAgain } from './store';
import { NO_ORDERS, ordersNewestFirst, watchQuery, type OutboxCounts } from './watch';

export interface OutboxDeps extends DrainerDeps {
  newId?: (() => string) | undefined;
}

export interface Outbox {
  /** Stores the order as `queued`; resolve = the screen may say "queued". Throws OutboxError. */
  enqueue(order: NewOrder): Promise<StoredOrder>;
  /** Sends the queue now, overriding any "later" the server asked for; a pause waits for a new key. */
  sendNow(): Promise<DrainResult>;
  /** Removes a `queued` order (ask the supervisor first). */
  discard(localId: string): Promise<void>;
  /** `unknown` or `rejected` → `queued`, counted in `sentAgain`: from `unknown` it may duplicate. */
  sendAgain(localId: string): Promise<StoredOrder>;
  /** `unknown` → `delivered`, when the supervisor saw it on the office dashboard. */
  markPlaced(localId: string): Promise<StoredOrder>;
  /** Every order, newest first, now and after each change; returns the unsubscribe. */
  watchOrders(listener: (orders: StoredOrder[]) => void): () => void;
  /** Orders per state, now and after each change; returns the unsubscribe. */
  watchCounts(listener: (counts: OutboxCounts) => void): () => void;
  /** Sending, paused (and why), next automatic attempt. */
  status(): DrainerStatus;
  onStatus(listener: (status: DrainerStatus) => void): () => void;
  /** What the app's triggers call (start-up, back online); screens use sendNow. */
  drain(reason: string): Promise<DrainResult>;
  /** Lifts a pause: for a new key. */
  resume(reason: string): Promise<DrainResult>;
  idle(): Promise<void>;
  stop(): void;
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const drainer = new Drainer(deps);
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const onWatchError = (error: unknown) => deps.onError?.(error, 'watch');

  async function database(): Promise<FieldDb> {
    const db = await deps.db();
    if (!db) throw new OutboxError('no-database', 'Connect to a server first: orders are kept per connection.');
    return db;
  }

  return {
    async enqueue(order) {
      const stored = await enqueue(await database(), order, now(), newId);
      void drainer.drain('order placed');
      return stored;
    },
    async sendNow() {
      await clearRetryTimes(await database());
      return drainer.drain('send now');
    },
    async discard(localId) {
      await discardOrder(await database(), localId);
    },
    async sendAgain(localId) {
      const queued = await sendOrderAgain(await database(), localId, now());
      void drainer.drain('send again');
      return queued;
    },
    async markPlaced(localId) {
      return markOrderPlaced(await database(), localId, now());
    },
    watchOrders: (listener) => watchQuery(deps.db, ordersNewestFirst, [], listener, onWatchError),
    watchCounts: (listener) => watchQuery(deps.db, outboxCounts, { ...NO_ORDERS }, listener, onWatchError),
    status: () => drainer.status(),
    onStatus: (listener) => drainer.onStatus(listener),
    drain: (reason) => drainer.drain(reason),
    resume: (reason) => drainer.resume(reason),
    idle: () => drainer.idle(),
    stop: () => drainer.stop(),
  };
}
