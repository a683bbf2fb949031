/**
 * Every outbox write, each one IndexedDB transaction that commits before the caller goes on:
 * an order is on disk before a screen says "queued", and every state change is on disk
 * before the request it leads to leaves. The rows themselves come from transitions.ts.
 */
import { Dexie } from 'dexie';
import type { OrderOutcome } from '../../../preload/contract';
import type { StoredOrder } from '../db/rows';
import type { FieldDb } from '../db/schema';
import { OutboxError } from './errors';
import { validateNewOrder, type NewOrder } from './new-order';
import * as machine from './transitions';

/** What the sender may do next: send this (already marked sending), wait until then, or rest. */
export type Claim = { kind: 'claimed'; order: StoredOrder } | { kind: 'wait'; until: number } | { kind: 'none' };

const none: Claim = { kind: 'none' };

const firstQueued = (db: FieldDb) =>
  db.outbox.where('[state+createdAt]').between(['queued', Dexie.minKey], ['queued', Dexie.maxKey]).first();

/** Stores a new order as queued and resolves once it is committed. */
export async function enqueue(db: FieldDb, input: NewOrder, now: number, newId: () => string): Promise<StoredOrder> {
  const order = validateNewOrder(input);
  return db.transaction('rw', db.outbox, async () => {
    // Strictly after the newest order, so creation order survives two orders in one
    // millisecond and a clock set back; the stored time is off by a millisecond at most then.
    const newest = await db.outbox.orderBy('createdAt').last();
    const at = Math.max(now, newest ? Date.parse(newest.createdAt) + 1 : now);
    const row: StoredOrder = {
      localId: newId(),
      state: 'queued',
      createdAt: new Date(at).toISOString(),
      ...order,
      attempts: 0,
      lastAttemptAt: undefined,
      retryAt: undefined,
      serverOrderId: undefined,
      serverStatus: undefined,
      errorCode: undefined,
      errorMessage: undefined,
      updatedAt: new Date(at).toISOString(),
      sentAgain: 0,
      markedPlacedAt: undefined,
    };
    await db.outbox.add(row);
    return row;
  });
}

/** Inside a rw transaction: `next` (the oldest queued order) marked sending, unless it must wait. */
async function claim(db: FieldDb, next: StoredOrder | undefined, now: number): Promise<Claim> {
  if (!next) return none;
  // Creation order is kept: a later order never overtakes one the server asked to wait.
  const notBefore = next.retryAt === undefined ? NaN : Date.parse(next.retryAt);
  if (notBefore > now) return { kind: 'wait', until: notBefore };
  const claimed = machine.claim(next, now);
  await db.outbox.put(claimed);
  return { kind: 'claimed', order: claimed };
}

export function claimNext(db: FieldDb, now: number): Promise<Claim> {
  return db.transaction('rw', db.outbox, async () => claim(db, await firstQueued(db), now));
}

/**
 * Records main's answer for the order being sent and, when `another` is asked for, claims
 * the next one in the same transaction: one commit per order instead of two, and all of it
 * on disk before the next request. This sits between two requests, so its reads and writes
 * go out together.
 */
export function settleAndClaimNext(
  db: FieldDb,
  localId: string,
  outcome: OrderOutcome,
  now: number,
  another: boolean,
): Promise<Claim> {
  // An order sent back to the queue stays first in line: nothing is claimed after it.
  const claimAnother = another && outcome.outcome !== 'retry-later' && outcome.outcome !== 'paused';
  return db.transaction('rw', db.outbox, async () => {
    const [order, next] = await Promise.all([db.outbox.get(localId), claimAnother ? firstQueued(db) : undefined]);
    if (!order) throw new OutboxError('not-found', `Order ${localId} left the outbox while it was being sent.`);
    const settled = machine.settle(order, outcome, now);
    const [, claimed] = await Promise.all([db.outbox.put(settled), claimAnother ? claim(db, next, now) : none]);
    return claimed;
  });
}

function change(db: FieldDb, localId: string, next: (order: StoredOrder) => StoredOrder): Promise<StoredOrder> {
  return db.transaction('rw', db.outbox, async () => {
    const order = await db.outbox.get(localId);
    if (!order) throw new OutboxError('not-found', 'That order is no longer in the outbox.');
    const updated = next(order);
    await db.outbox.put(updated);
    return updated;
  });
}

export const sendOrderAgain = (db: FieldDb, localId: string, now: number) =>
  change(db, localId, (order) => machine.sendAgain(order, now));

export const markOrderPlaced = (db: FieldDb, localId: string, now: number) =>
  change(db, localId, (order) => machine.markPlaced(order, now));

export function discardOrder(db: FieldDb, localId: string): Promise<void> {
  return db.transaction('rw', db.outbox, async () => {
    const order = await db.outbox.get(localId);
    if (!order) throw new OutboxError('not-found', 'That order is no longer in the outbox.');
    machine.assertDiscardable(order);
    await db.outbox.delete(localId);
  });
}

/** "Send now" overrides a server's "later": sending early risks only being told "later" again. */
export function clearRetryTimes(db: FieldDb): Promise<number> {
  return db.transaction('rw', db.outbox, () =>
    db.outbox
      .where('state')
      .equals('queued')
      .modify((order) => {
        order.retryAt = undefined;
      }),
  );
}
