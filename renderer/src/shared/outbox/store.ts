/**
 * Every outbox write, each one IndexedDB transaction that commits before the caller goes on:
 * an item is on disk before a screen says "queued", and every state change is on
 * disk before the request it leads to leaves. The rows themselves come from transitions.ts.
 */
import { Dexie } from 'dexie';
import { dueAt, type OutboxOutcome } from '../../../../preload/contract';
import type { OutboxItem, OutboxItemBase } from '../db/rows';
import type { FieldDb } from '../db/schema';
import { OutboxError } from './errors';
import {
  DELIVERY_TABLES,
  isRequirementEdit,
  kindRow,
  recordDelivery,
  type ItemKindName,
  type ItemOf,
  type NewItems,
} from './item-kinds';
import * as machine from './transitions';

/** What the sender may do next: send this (already marked sending), wait until then, or rest. */
export type Claim = { kind: 'claimed'; item: OutboxItem } | { kind: 'wait'; until: number } | { kind: 'none' };

const none: Claim = { kind: 'none' };

const firstQueued = (db: FieldDb) =>
  db.outbox.where('[state+createdAt]').between(['queued', Dexie.minKey], ['queued', Dexie.maxKey]).first();

/** Strictly after the newest item, so creation order survives two in one millisecond and a clock set back. */
async function nextCreatedAt(db: FieldDb, now: number): Promise<string> {
  const newest = await db.outbox.orderBy('createdAt').last();
  // The stored time is off by a millisecond at most then.
  return new Date(Math.max(now, newest ? Date.parse(newest.createdAt) + 1 : now)).toISOString();
}

/** What every item starts with, whatever its kind. */
const fresh = (localId: string, at: string): OutboxItemBase => ({
  localId,
  state: 'queued',
  createdAt: at,
  attempts: 0,
  lastAttemptAt: undefined,
  retryAt: undefined,
  errorCode: undefined,
  errorMessage: undefined,
  updatedAt: at,
  sentAgain: 0,
});

/**
 * Stores a new item of `kind` as queued, or folds it into an earlier item still queued when its
 * kind's row says so (an edit of the same requirement), and resolves once that is committed.
 */
export async function enqueue<K extends ItemKindName>(
  db: FieldDb,
  kind: K,
  input: NewItems[K],
  now: number,
  newId: () => string,
): Promise<ItemOf<K>> {
  const row = kindRow(kind);
  const checked = row.check(input);
  const item = await db.transaction('rw', db.outbox, async () => {
    // A kind that never folds reads nothing and waits for nothing before it adds.
    const folded = row.foldInto && (await row.foldInto(db, checked, now));
    if (folded) {
      await db.outbox.put(folded);
      return folded;
    }
    const made = { ...fresh(newId(), await nextCreatedAt(db, now)), ...row.made(checked) } as OutboxItem;
    await db.outbox.add(made);
    return made;
  });
  return item as ItemOf<K>;
}

/** An edit of the same requirement is out (other than `settling`): a second PATCH must not race it. */
async function editInFlight(db: FieldDb, item: OutboxItem, settling?: string): Promise<boolean> {
  if (!isRequirementEdit(item)) return false;
  const same = await db.outbox
    .where('[templateId+requirementId]')
    .equals([item.templateId, item.requirementId])
    .toArray();
  return same.some((other) => other.state === 'sending' && other.localId !== settling);
}

/** Inside a rw transaction: `next` (the oldest queued item) marked sending, unless it must wait. */
async function claim(db: FieldDb, next: OutboxItem | undefined, now: number, settling?: string): Promise<Claim> {
  if (!next) return none;
  // Creation order is kept: a later item never overtakes one the server asked to wait. A wait
  // further ahead than any server may ask was stamped by a clock that ran fast: due now.
  const notBefore = next.retryAt === undefined ? NaN : dueAt(Date.parse(next.retryAt), now);
  if (notBefore > now) return { kind: 'wait', until: notBefore };
  // Behind its requirement's edit still out: the sender of that one claims it once it is settled.
  if (await editInFlight(db, next, settling)) return none;
  const claimed = machine.claim(next, now);
  await db.outbox.put(claimed);
  return { kind: 'claimed', item: claimed };
}

/**
 * Up to `count` of the oldest queued items, marked sending in one commit, in creation order; it
 * stops at the first that must wait (nothing overtakes it) or that waits behind an edit still out.
 */
export function claimSome(db: FieldDb, now: number, count: number): Promise<{ claimed: OutboxItem[]; stop: Claim }> {
  return db.transaction('rw', db.outbox, async () => {
    const claimed: OutboxItem[] = [];
    let stop: Claim = none;
    while (claimed.length < count) {
      const step = await claim(db, await firstQueued(db), now);
      if (step.kind !== 'claimed') {
        stop = step;
        break;
      }
      claimed.push(step.item);
    }
    return { claimed, stop };
  });
}

/**
 * Records main's answer for the item being sent and, when `another` is asked for, claims
 * the next one in the same transaction: one commit per item instead of two, and all of it
 * on disk before the next request. This sits between two requests, so its reads and writes
 * go out together.
 */
export function settleAndClaimNext(
  db: FieldDb,
  localId: string,
  outcome: OutboxOutcome,
  now: number,
  another: boolean,
): Promise<Claim> {
  // An item sent back to the queue stays first in line: nothing is claimed after it.
  const claimAnother = another && outcome.outcome !== 'retry-later' && outcome.outcome !== 'paused';
  return db.transaction('rw', DELIVERY_TABLES, async () => {
    const [item, next] = await Promise.all([db.outbox.get(localId), claimAnother ? firstQueued(db) : undefined]);
    if (!item) throw new OutboxError('not-found', `Item ${localId} left the outbox while it was being sent.`);
    const settled = machine.settle(item, outcome, now);
    // An edit an unsure answer sent back to the queue is still first in line: nothing overtakes it.
    const following = settled.state === 'queued' ? settled : next;
    const [, claimed] = await Promise.all([
      db.outbox.put(settled),
      claimAnother ? claim(db, following, now, localId) : none,
      // What the kind keeps of the answer (an edit: the requirement's value), on disk with the delivery.
      recordDelivery(db, settled, outcome, now),
    ]);
    return claimed;
  });
}

function change(db: FieldDb, localId: string, next: (item: OutboxItem) => OutboxItem): Promise<OutboxItem> {
  return db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(localId);
    if (!item) throw new OutboxError('not-found', 'That item is no longer in the outbox.');
    const updated = next(item);
    await db.outbox.put(updated);
    return updated;
  });
}

export const sendItemAgain = (db: FieldDb, localId: string, now: number) =>
  change(db, localId, (item) => machine.sendAgain(item, now));

export const markItemPlaced = (db: FieldDb, localId: string, now: number) =>
  change(db, localId, (item) => machine.markPlaced(item, now));

export function discardItem(db: FieldDb, localId: string): Promise<void> {
  return db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(localId);
    if (!item) throw new OutboxError('not-found', 'That item is no longer in the outbox.');
    machine.assertDiscardable(item);
    await db.outbox.delete(localId);
  });
}

/**
 * Items held back only because their connection was refused (nothing reached the server) are due
 * when main asks for a drain: it does so back online and before a sync reads over that network,
 * so an order refused in a drop the app had not noticed goes out first, not 30 s later.
 */
export const clearNetworkWaits = (db: FieldDb): Promise<number> =>
  clearRetryTimes(db, (item) => item.errorReason?.code === 'network');

/**
 * "Send now" overrides a server's "later": sending early risks only being told "later" again.
 * `held`: only the queued items it picks.
 */
export function clearRetryTimes(db: FieldDb, held: (item: OutboxItem) => boolean = () => true): Promise<number> {
  return db.transaction('rw', db.outbox, () =>
    db.outbox
      .where('state')
      .equals('queued')
      .filter((item) => item.retryAt !== undefined && held(item))
      .modify((item) => {
        item.retryAt = undefined;
      }),
  );
}
