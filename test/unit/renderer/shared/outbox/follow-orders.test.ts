// The list of placed orders main follows: sent once the outbox's placed orders settle, again
// when an order is placed and when the connection changes, never per progress reading.
import { afterEach, describe, expect, it } from 'vitest';
import { applyBatch } from '../../../../../renderer/src/shared/db/apply-batch';
import { startFollowingOrders } from '../../../../../renderer/src/shared/outbox/follow-orders';
import { fakeBridge, readyStatus } from '../../support/fake-bridge';
import { batch, freshDb } from '../db/helpers';
import { row } from './helpers';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('startFollowingOrders', () => {
  it('reads and sends the first list once the first screen painted, at once on a connection change', async () => {
    const { db } = await freshDb();
    await db.outbox.put(row('a', 'delivered', { serverOrderId: '70001' }));
    const bridge = fakeBridge();
    let painted!: () => void;
    const firstPaint = new Promise<void>((resolve) => (painted = resolve));
    stops.push(startFollowingOrders({ db: async () => db, bridge: bridge.api, gatherMs: 20, ready: firstPaint }));
    await settle();
    expect(bridge.calls.followOrders).not.toHaveBeenCalled();
    painted();
    await settle();
    expect(bridge.calls.followOrders).toHaveBeenCalledTimes(1);

    const other = fakeBridge();
    stops.push(
      startFollowingOrders({
        db: async () => db,
        bridge: other.api,
        gatherMs: 20,
        ready: new Promise(() => undefined),
      }),
    );
    other.emit('connection:changed', readyStatus());
    await settle();
    expect(other.calls.followOrders).toHaveBeenCalledTimes(1);
  });

  it('sends the placed, not completed orders, again when one is placed, not when progress is read', async () => {
    const { db } = await freshDb();
    await db.outbox.bulkPut([
      row('a', 'delivered', { serverOrderId: '70001', workerId: '3002' }),
      row('q', 'queued'),
      row('done', 'delivered', {
        serverOrderId: '70000',
        progress: { office: undefined, asOf: '2026-07-01T10:00:00.000Z', since: '', unavailable: 'order-not-found' },
      }),
    ]);
    const bridge = fakeBridge();
    stops.push(startFollowingOrders({ db: async () => db, bridge: bridge.api, gatherMs: 20 }));
    await settle();
    const sent = () =>
      bridge.calls.followOrders.mock.calls.map(([req]) => req.orders.map((o: { localId: string }) => o.localId));
    expect(sent()).toEqual([['a']]);
    expect(bridge.calls.followOrders.mock.calls[0]![0].orders[0]).toEqual({
      localId: 'a',
      workerId: '3002',
      orderId: '70001',
      placedAt: '2026-07-01T10:00:00.000Z',
    });

    await db.outbox.put(row('q', 'delivered', { serverOrderId: '70002' }));
    await settle();
    expect(sent()).toEqual([['a'], ['a', 'q']]);

    const reading = batch(
      { kind: 'order-status', localId: 'a', orderId: '70001', order: { id: '70001', status: '1' } },
      '2026-07-01T11:00:00.000Z',
    );
    await applyBatch(db, reading);
    await settle();
    expect(sent()).toHaveLength(2);

    // Main forgets the list on a new connection: it is sent again.
    bridge.emit('connection:changed', readyStatus());
    await settle();
    expect(sent()).toEqual([['a'], ['a', 'q'], ['a', 'q']]);
  });
});
