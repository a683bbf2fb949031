/**
 * What screens call. Every action resolves only once its change is on disk; placing an order
 * and "send again" then start a drain of their own (placing none while main is offline), so
 * the screen need not.
 */
import type { OutboxItem } from '../db/rows';
import type { FieldDb } from '../db/schema';
import { OutboxSender, type OutboxSenderDeps, type OutboxSenderStatus, type DrainResult } from './sender';
import { OutboxError } from './errors';
import type { ItemKindName, ItemOf, NewItems } from './item-kinds';
import { clearRetryTimes, discardItem, enqueue, markItemPlaced, sendItemAgain } from './store';

export interface OutboxDeps extends OutboxSenderDeps {
  newId?: (() => string) | undefined;
}

export interface Outbox {
  /**
   * Stores a new item as `queued` (or folded into a waiting one, as its kind says); resolve = the
   * screen may say "queued". Throws OutboxError.
   */
  enqueue<K extends ItemKindName>(kind: K, input: NewItems[K]): Promise<ItemOf<K>>;
  /** Sends the queue now, overriding any "later" the server asked for; a pause waits for a new key. */
  sendNow(): Promise<DrainResult>;
  /** Removes a `queued` order or edit (ask the supervisor first). */
  discard(localId: string): Promise<void>;
  /** `unknown` or `rejected` → `queued`, counted in `sentAgain`: from `unknown` it may duplicate. */
  sendAgain(localId: string): Promise<OutboxItem>;
  /** `unknown` → `delivered`, when the supervisor saw it on the office dashboard. */
  markPlaced(localId: string): Promise<OutboxItem>;
  /** Sending, paused (and why), next automatic attempt. */
  status(): OutboxSenderStatus;
  onStatus(listener: (status: OutboxSenderStatus) => void): () => void;
  /**
   * What the app's triggers call (start-up, back online, before a sync); screens use sendNow.
   * Items a refused connection held back are sent now; a server's "later" is still waited out.
   */
  drain(reason: string): Promise<DrainResult>;
  /** Lifts a pause: for a new key. */
  resume(reason: string): Promise<DrainResult>;
  idle(): Promise<void>;
  stop(): void;
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const sender = new OutboxSender(deps);
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());

  async function database(): Promise<FieldDb> {
    const db = await deps.db();
    if (!db) throw new OutboxError('no-database', 'Connect to a server first: orders are kept per connection.');
    return db;
  }

  return {
    async enqueue(kind, input) {
      const stored = await enqueue(await database(), kind, input, now(), newId);
      void sender.queued(`${kind} queued`);
      return stored;
    },
    async sendNow() {
      await clearRetryTimes(await database());
      return sender.drain('send now');
    },
    async discard(localId) {
      await discardItem(await database(), localId);
    },
    async sendAgain(localId) {
      const queued = await sendItemAgain(await database(), localId, now());
      void sender.drain('send again');
      return queued;
    },
    async markPlaced(localId) {
      return markItemPlaced(await database(), localId, now());
    },
    status: () => sender.status(),
    onStatus: (listener) => sender.onStatus(listener),
    drain: (reason) => sender.drain(reason, { networkBack: true }),
    resume: (reason) => sender.resume(reason),
    idle: () => sender.idle(),
    stop: () => sender.stop(),
  };
}
