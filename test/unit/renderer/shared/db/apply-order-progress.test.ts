// A followed order's progress, stored with the order by the same batch apply as every set:
// only a change the supervisor sees counts as a row written, an older answer changes nothing,
// and a server that does not know the order, or has no such operation, leaves it "Placed".
import { describe, expect, it } from 'vitest';
import type { WorkerOrder } from '../../../../../main/core/api/schemas';
import { applyBatch, applyBatches } from '../../../../../renderer/src/shared/db/apply-batch';
import type { StoredOrder } from '../../../../../renderer/src/shared/db/rows';
import { followedOrders } from '../../../../../renderer/src/shared/outbox/order-progress';
import { row } from '../outbox/helpers';
import { batch, freshDb } from './helpers';

const T1 = '2026-11-24T08:10:00.000Z';
const T2 = '2026-11-24T08:20:00.000Z';
const T3 = '2026-11-24T08:30:00.000Z';

const office = (status: string, message: string | null = null): WorkerOrder => ({
  id: '70001',
  status,
  response_message: message,
  status_datetime: '2026-11-24 08:05:00',
  cost: '42.50',
  deduction_types_id: '2',
});
const statusBatch = (order: WorkerOrder | undefined, asOf: string, localId = 'placed') =>
  batch({ kind: 'order-status', localId, orderId: '70001', order }, asOf);

async function withPlacedOrder() {
  const { db, rec } = await freshDb();
  await db.outbox.bulkPut([
    row('placed', 'delivered', { serverOrderId: '70001', serverStatus: '0' }),
    row('waiting', 'queued'),
  ]);
  const read = async () => (await db.outbox.get('placed')) as StoredOrder;
  return { db, rec, read };
}

describe('order progress batches', () => {
  it("stores what the office said with the order, in the contract's stored form", async () => {
    const { db, read } = await withPlacedOrder();
    expect(await applyBatch(db, statusBatch(office('1', ' Pick up at trailer 3 '), T1))).toEqual({ rowsWritten: 1 });
    expect((await read()).progress).toEqual({
      office: {
        status: '1',
        changedAt: '2026-11-24 08:05:00',
        message: 'Pick up at trailer 3',
        cost: '42.50',
        deductionTypeId: '2',
      },
      asOf: T1,
      since: T1,
      unavailable: undefined,
    });
    // Its outbox state is untouched: still placed, nothing to send.
    expect(await read()).toMatchObject({ state: 'delivered', serverStatus: '0' });
  });

  it('the same status read again writes no row but refreshes "as of"; an older answer changes nothing', async () => {
    const { db, read } = await withPlacedOrder();
    await applyBatch(db, statusBatch(office('1'), T2));
    expect(await applyBatch(db, statusBatch(office('1'), T3))).toEqual({ rowsWritten: 0 });
    expect((await read()).progress).toMatchObject({ asOf: T3, since: T2 });
    expect(await applyBatch(db, statusBatch(office('2'), T1))).toEqual({ rowsWritten: 0 });
    expect((await read()).progress?.office?.status).toBe('1');
  });

  it('a reading stamped days ahead (a clock that ran fast) does not hold back a real later one', async () => {
    const { db, read } = await withPlacedOrder();
    const now = new Date(T2);
    const fiveDaysAhead = new Date(Date.parse(T2) + 5 * 86_400_000).toISOString();
    await applyBatch(db, statusBatch(office('1'), fiveDaysAhead), now);
    expect(await applyBatch(db, statusBatch(office('2'), T3), new Date(T3))).toEqual({ rowsWritten: 1 });
    expect((await read()).progress).toMatchObject({ office: { status: '2' }, asOf: T3 });
    expect(followedOrders([await read()])).toEqual([]);
  });

  it('a first reading that says what the server said when it took the order is kept, and counts no row', async () => {
    const { db, read } = await withPlacedOrder();
    expect(await applyBatch(db, statusBatch(office('0'), T1))).toEqual({ rowsWritten: 0 });
    expect((await read()).progress).toMatchObject({ office: { status: '0' }, asOf: T1 });
  });

  it('a status the office moves back is stored as the office has it', async () => {
    const { db, read } = await withPlacedOrder();
    await applyBatch(db, statusBatch(office('1'), T1));
    await applyBatch(db, statusBatch(office('0', 'Out of stock, reordered'), T2));
    expect((await read()).progress).toMatchObject({ office: { status: '0', message: 'Out of stock, reordered' } });
  });

  it('several orders in one message go side by side, each to its own order', async () => {
    const { db } = await freshDb();
    await db.outbox.bulkPut([
      row('a', 'delivered', { serverOrderId: '70001' }),
      row('b', 'delivered', { serverOrderId: '70002' }),
    ]);
    const results = await applyBatches(db, [
      statusBatch(office('1'), T1, 'a'),
      batch({ kind: 'order-status', localId: 'b', orderId: '70002', order: { ...office('2'), id: '70002' } }, T1),
    ]);
    expect(results).toEqual([{ rowsWritten: 1 }, { rowsWritten: 1 }]);
    expect((await db.outbox.toArray()).map((o) => o.kind === 'worker-order' && o.progress?.office?.status)).toEqual([
      '1',
      '2',
    ]);
  });

  it('an order the server does not know stays placed, is marked, and is followed no more', async () => {
    const { db, read } = await withPlacedOrder();
    expect(await applyBatch(db, statusBatch(undefined, T1))).toEqual({ rowsWritten: 1 });
    expect((await read()).progress).toMatchObject({ office: undefined, unavailable: 'order-not-found' });
    expect(followedOrders(await db.outbox.toArray())).toEqual([]);
  });

  it('a server without the operation marks every followed order once, and no completed or unsent one', async () => {
    const { db } = await freshDb();
    const done = row('done', 'delivered', { serverOrderId: '70003' });
    await db.outbox.bulkPut([row('placed', 'delivered', { serverOrderId: '70001' }), row('waiting', 'queued'), done]);
    await applyBatch(db, batch({ kind: 'order-status', localId: 'done', orderId: '70003', order: office('2') }, T1));
    const unavailable = batch({ kind: 'order-status-unavailable' }, T2);
    expect(await applyBatch(db, unavailable)).toEqual({ rowsWritten: 1 });
    const stored = new Map((await db.outbox.toArray()).map((o) => [o.localId, o as StoredOrder]));
    expect(stored.get('placed')?.progress).toMatchObject({ unavailable: 'no-operation', office: undefined });
    expect(stored.get('waiting')?.progress).toBeUndefined();
    expect(stored.get('done')?.progress?.unavailable).toBeUndefined();
    expect(await applyBatch(db, batch({ kind: 'order-status-unavailable' }, T3))).toEqual({ rowsWritten: 0 });
  });

  it("an answer for an order this database does not hold (another connection's) is left alone", async () => {
    const { db } = await withPlacedOrder();
    expect(await applyBatch(db, statusBatch(office('1'), T1, 'elsewhere'))).toEqual({ rowsWritten: 0 });
    const other = batch({ kind: 'order-status', localId: 'placed', orderId: '99999', order: office('1') }, T1);
    expect(await applyBatch(db, other)).toEqual({ rowsWritten: 0 });
  });
});
