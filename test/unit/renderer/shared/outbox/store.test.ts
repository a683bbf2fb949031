// Outbox writes: each one committed transaction, rows straight from the state machine.
import { describe, expect, it } from 'vitest';
import { FieldDb } from '../../../../../renderer/src/shared/db/schema';
import { OutboxError } from '../../../../../renderer/src/shared/outbox/errors';
import {
  claimSome,
  clearRetryTimes,
  discardItem,
  enqueue,
  markItemPlaced,
  sendItemAgain,
  settleAndClaimNext,
} from '../../../../../renderer/src/shared/outbox/store';
import { freshDb } from '../db/helpers';
import { descendingIds, editDelivered, editRow, newOrder, row, T0 } from './helpers';

const iso = (t: number) => new Date(t).toISOString();
const delivered = { outcome: 'delivered', order: { id: '9001', status: '0' } } as const;

describe('enqueue', () => {
  it('stores the order as queued, committed before it resolves', async () => {
    const { db } = await freshDb();
    const stored = await enqueue(db, 'worker-order', newOrder(1), T0, () => 'local-1');
    // A second connection to the same database sees it: it is on disk, not in a pending transaction.
    const other = new FieldDb(db.name);
    await other.open();
    expect(await other.outbox.get('local-1')).toEqual(stored);
    other.close();
    expect(stored).toEqual({
      kind: 'worker-order',
      localId: 'local-1',
      state: 'queued',
      createdAt: iso(T0),
      updatedAt: iso(T0),
      workerId: '3001',
      personnelId: '500001',
      orderableId: '32',
      orderableName: 'Event staff jacket',
      cost: '42.50',
      currency: '',
      attempts: 0,
      lastAttemptAt: undefined,
      retryAt: undefined,
      serverOrderId: undefined,
      serverStatus: undefined,
      errorCode: undefined,
      errorMessage: undefined,
      sentAgain: 0,
      markedPlacedAt: undefined,
    });
  });

  it.each([
    ['workerId', '', 'Choose a worker.'],
    ['personnelId', '  ', 'This worker has no personnel id yet'],
    ['orderableId', 'x'.repeat(101), 'Choose an item to order.'],
    ['orderableName', 42, 'item name'],
  ] as const)('refuses an order with a bad %s and stores nothing', async (field, value, message) => {
    const { db } = await freshDb();
    const bad = { ...newOrder(1), [field]: value } as never;
    await expect(enqueue(db, 'worker-order', bad, T0, descendingIds)).rejects.toThrow(OutboxError);
    await expect(enqueue(db, 'worker-order', bad, T0, descendingIds)).rejects.toThrow(message);
    expect(await db.outbox.count()).toBe(0);
  });

  it('trims the ids it stores', async () => {
    const { db } = await freshDb();
    const stored = await enqueue(
      db,
      'worker-order',
      newOrder(1, { workerId: ' 3001 ', orderableId: '32\n' }),
      T0,
      descendingIds,
    );
    expect(stored).toMatchObject({ workerId: '3001', orderableId: '32' });
  });

  it('keeps creation order when the clock stands still or goes back', async () => {
    const { db } = await freshDb();
    const a = await enqueue(db, 'worker-order', newOrder(1), T0, descendingIds);
    const b = await enqueue(db, 'worker-order', newOrder(2), T0, descendingIds);
    const c = await enqueue(db, 'worker-order', newOrder(3), T0 - 3_600_000, descendingIds);
    const d = await enqueue(db, 'worker-order', newOrder(4), T0 + 10_000, descendingIds);
    expect([a, b, c, d].map((o) => o.createdAt)).toEqual([iso(T0), iso(T0 + 1), iso(T0 + 2), iso(T0 + 10_000)]);
    const queue = await db.outbox.where('[state+createdAt]').between(['queued', ''], ['queued', '\uffff']).toArray();
    expect(queue.map((o) => o.localId)).toEqual([a, b, c, d].map((o) => o.localId));
  });
});

describe('claimSome', () => {
  const ids = (claim: Awaited<ReturnType<typeof claimSome>>) => claim.claimed.map((o) => o.localId);

  it('marks the oldest queued orders sending, in creation order, whatever the other states', async () => {
    const { db, rec } = await freshDb();
    await db.outbox.bulkPut([
      row('old-unknown', 'unknown', { createdAt: iso(T0 - 5) }),
      row('third', 'queued', { createdAt: iso(T0 + 3) }),
      row('second', 'queued', { createdAt: iso(T0 + 2) }),
      row('first', 'queued', { createdAt: iso(T0 + 1) }),
    ]);
    rec.reset();
    const claim = await claimSome(db, T0 + 100, 2);
    expect(rec.writeTransactions).toBe(1);
    expect(ids(claim)).toEqual(['first', 'second']);
    expect(claim.claimed[0]).toMatchObject({ state: 'sending', attempts: 1 });
    expect((await db.outbox.bulkGet(['first', 'second', 'third'])).map((o) => o?.state)).toEqual([
      'sending',
      'sending',
      'queued',
    ]);
  });

  it('waits when the oldest must wait, even if a newer one could go', async () => {
    const { db } = await freshDb();
    await db.outbox.bulkPut([
      row('first', 'queued', { createdAt: iso(T0 + 1), retryAt: iso(T0 + 5_000) }),
      row('second', 'queued', { createdAt: iso(T0 + 2) }),
    ]);
    expect(await claimSome(db, T0 + 1_000, 6)).toEqual({ claimed: [], stop: { kind: 'wait', until: T0 + 5_000 } });
    expect((await db.outbox.toArray()).map((o) => o.state)).toEqual(['queued', 'queued']);
    expect(ids(await claimSome(db, T0 + 5_000, 6))).toEqual(['first', 'second']);
  });

  it('stops at an edit whose requirement has an edit out: two PATCHes of one requirement never race', async () => {
    const { db } = await freshDb();
    await db.outbox.bulkPut([
      row('order-1', 'queued', { createdAt: iso(T0 + 1) }),
      editRow('edit-out', 'sending', { createdAt: iso(T0) }),
      editRow('edit-next', 'queued', { createdAt: iso(T0 + 2), change: { notes: 'Bring the card' } }),
      editRow('other-requirement', 'queued', { createdAt: iso(T0 + 3), requirementId: '106' }),
    ]);
    expect(ids(await claimSome(db, T0 + 10, 6))).toEqual(['order-1']);
    expect((await db.outbox.get('edit-next'))?.state).toBe('queued');
    // Once the first is settled, its sender claims the next edit of that requirement.
    const answer = editDelivered({ localId: 'edit-out', templateId: '2', requirementId: '105', isRequired: true });
    const next = await settleAndClaimNext(db, 'edit-out', answer.ok ? answer.value : delivered, T0 + 20, true);
    expect(next).toMatchObject({ kind: 'claimed', item: { localId: 'edit-next', state: 'sending' } });
  });

  it('rests on an empty queue', async () => {
    const { db } = await freshDb();
    await db.outbox.put(row('done', 'delivered'));
    expect(await claimSome(db, T0, 6)).toEqual({ claimed: [], stop: { kind: 'none' } });
  });
});

describe('settleAndClaimNext', () => {
  it('records the answer and claims the next order in one transaction', async () => {
    const { db, rec } = await freshDb();
    await db.outbox.bulkPut([
      row('a', 'sending', { createdAt: iso(T0) }),
      row('b', 'queued', { createdAt: iso(T0 + 1) }),
    ]);
    rec.reset();
    const next = await settleAndClaimNext(db, 'a', delivered, T0 + 50, true);
    expect(rec.writeTransactions).toBe(1);
    expect(next).toMatchObject({ kind: 'claimed', item: { localId: 'b', state: 'sending' } });
    expect(await db.outbox.get('a')).toMatchObject({ state: 'delivered', serverOrderId: '9001' });
  });

  it('claims nothing when told not to', async () => {
    const { db } = await freshDb();
    await db.outbox.bulkPut([row('a', 'sending'), row('b', 'queued', { createdAt: iso(T0 + 1) })]);
    expect(await settleAndClaimNext(db, 'a', delivered, T0, false)).toEqual({ kind: 'none' });
    expect((await db.outbox.get('b'))?.state).toBe('queued');
  });

  it('claims nothing after an order sent back to the queue: it stays first in line', async () => {
    const { db } = await freshDb();
    await db.outbox.bulkPut([row('a', 'sending'), row('b', 'queued', { createdAt: iso(T0 + 1) })]);
    const later = { outcome: 'retry-later', retryAt: iso(T0 + 1_000), reason: { code: 'busy' } } as const;
    expect(await settleAndClaimNext(db, 'a', later, T0, true)).toEqual({ kind: 'none' });
    expect((await db.outbox.toArray()).map((o) => o.state)).toEqual(['queued', 'queued']);
    expect((await claimSome(db, T0 + 1_000, 1)).claimed).toMatchObject([{ localId: 'a' }]);
  });

  it('writes nothing when the row is not sending any more', async () => {
    const { db } = await freshDb();
    await db.outbox.bulkPut([row('a', 'unknown'), row('b', 'queued', { createdAt: iso(T0 + 1) })]);
    await expect(settleAndClaimNext(db, 'a', delivered, T0, true)).rejects.toMatchObject({ code: 'not-allowed' });
    expect((await db.outbox.toArray()).map((o) => o.state)).toEqual(['unknown', 'queued']);
  });
});

describe("the supervisor's actions", () => {
  it('send again: unknown → queued, counted', async () => {
    const { db } = await freshDb();
    await db.outbox.put(row('a', 'unknown'));
    expect(await sendItemAgain(db, 'a', T0)).toMatchObject({ state: 'queued', sentAgain: 1 });
    expect(await db.outbox.get('a')).toMatchObject({ state: 'queued', sentAgain: 1 });
  });

  it('mark as placed: unknown → delivered with no server id', async () => {
    const { db } = await freshDb();
    await db.outbox.put(row('a', 'unknown'));
    await markItemPlaced(db, 'a', T0);
    expect(await db.outbox.get('a')).toMatchObject({
      state: 'delivered',
      markedPlacedAt: iso(T0),
      serverOrderId: undefined,
    });
  });

  it('discard: only a queued order goes', async () => {
    const { db } = await freshDb();
    await db.outbox.bulkPut([row('q', 'queued'), row('u', 'unknown')]);
    await discardItem(db, 'q');
    await expect(discardItem(db, 'u')).rejects.toMatchObject({ code: 'not-allowed' });
    expect((await db.outbox.toArray()).map((o) => o.localId)).toEqual(['u']);
  });

  it('an order that is gone is not-found', async () => {
    const { db } = await freshDb();
    await expect(sendItemAgain(db, 'nope', T0)).rejects.toMatchObject({ code: 'not-found' });
    await expect(discardItem(db, 'nope')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('send now clears the "later" of queued orders only', async () => {
    const { db } = await freshDb();
    const later = iso(T0 + 60_000);
    await db.outbox.bulkPut([row('q', 'queued', { retryAt: later }), row('s', 'sending', { retryAt: later })]);
    expect(await clearRetryTimes(db)).toBe(1);
    expect((await db.outbox.get('q'))?.retryAt).toBeUndefined();
    expect((await db.outbox.get('s'))?.retryAt).toBe(later);
  });
});
