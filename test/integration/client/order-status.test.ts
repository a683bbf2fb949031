/**
 * Following a placed worker order (API.md): the client reads GET /workers/{id}/orders/{order_id}
 * from the simulator, which the office moves through POST /__simulator/orders/{order_id}, and
 * which in demo mode approves and completes new orders by itself.
 */
import { describe, expect, it } from 'vitest';
import { resolveProfile } from '../../../main/core/api/profile.js';
import { RateGate } from '../../../main/core/sync/rate-gate.js';
import { startSimulator } from '../../../main/simulator/server.js';
import { apiError, clientFor, RO_KEY, ROUTES, simOptions, useClientSuite } from './helpers.js';
import { call } from '../simulator/harness.js';

const { sim, client, setFaults, requestCount } = useClientSuite();
const place = () => client().createWorkerOrder('3002', { id: '32', p_id: '500002' });
const move = (orderId: string, body: unknown, key?: string) =>
  call(sim(), `/__simulator/orders/${orderId}`, { method: 'POST', body, ...(key ? { key } : {}) });

describe('workerOrder', () => {
  it('reads a placed order as the office has it: pending, then approved with its message, then completed', async () => {
    const placed = await place();
    expect(await client().workerOrder('3002', placed.id)).toEqual(placed);

    expect((await move(placed.id, { status: '1', response_message: 'Pick up at trailer 3' })).status).toBe(200);
    const approved = await client().workerOrder('3002', placed.id);
    expect(approved).toMatchObject({ id: placed.id, status: '1', response_message: 'Pick up at trailer 3' });
    expect(approved.status_datetime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(approved).toMatchObject({ cost: '42.50', deduction_types_id: '2' });

    await move(placed.id, { status: '2' });
    const completed = await client().workerOrder('3002', placed.id);
    expect(completed).toMatchObject({ status: '2', response_message: 'Pick up at trailer 3' });
    expect(await requestCount(ROUTES.workerOrder)).toBe(3);
  });

  it('a status the office moves back is read back as it is now', async () => {
    const placed = await place();
    await move(placed.id, { status: '1' });
    await move(placed.id, { status: '0', response_message: 'Out of stock, reordered' });
    expect(await client().workerOrder('3002', placed.id)).toMatchObject({
      status: '0',
      response_message: 'Out of stock, reordered',
    });
  });

  it('an unknown order, and an order of another worker, are not-found WRK-100', async () => {
    const placed = await place();
    expect(await apiError(() => client().workerOrder('3002', '99999'))).toMatchObject({
      kind: 'not-found',
      code: 'WRK-100',
      status: 404,
    });
    expect(await apiError(() => client().workerOrder('3001', placed.id))).toMatchObject({ code: 'WRK-100' });
    expect(await apiError(() => client().workerOrder('9999', placed.id))).toMatchObject({ code: 'WRK-100' });
  });

  it('a server without the operation answers 404 with another code, which the client keeps', async () => {
    const placed = await place();
    const elsewhere = client({
      profile: resolveProfile({ paths: { workerOrder: '/worker-orders/{id}/{order_id}' } }),
    });
    const err = await apiError(() => elsewhere.workerOrder('3002', placed.id));
    expect(err).toMatchObject({ kind: 'not-found', status: 404 });
    expect(err.code).not.toBe('WRK-100');
  });

  it('ids that would leave the path are refused before anything is sent', async () => {
    for (const bad of ['', '..', 'a/b', '%2e%2e']) {
      expect(await apiError(() => client().workerOrder('3002', bad))).toMatchObject({ notSent: true });
    }
    expect(await requestCount(ROUTES.workerOrder)).toBe(0);
  });

  it('is retried through a 500, and waits out a 429 on the rate gate it is given', async () => {
    const placed = await place();
    await setFaults({ failNext: 1 });
    expect((await client().workerOrder('3002', placed.id)).id).toBe(placed.id);

    await setFaults({ rateLimitNext: 1 });
    const gate = new RateGate(4);
    const started = Date.now();
    expect((await client().workerOrder('3002', placed.id, { rate: gate })).id).toBe(placed.id);
    // Retry-After: 1 second paused the gate, and the call waited it out.
    expect(gate.pausedUntil).toBeGreaterThan(started + 900);
    expect(gate.limit).toBe(2);
  });
});

describe('POST /__simulator/orders/{order_id}', () => {
  it('moves an order and stamps the time of the move', async () => {
    const placed = await place();
    const answer = await move(placed.id, { response_message: 'Size L only' });
    expect(answer.body).toMatchObject({ id: placed.id, status: '0', response_message: 'Size L only' });
  });

  it('refuses a bad body (400), an unknown order (404) and the read-only key (403)', async () => {
    const placed = await place();
    for (const body of [{}, { status: '3' }, { status: 1 }, { status: '1', extra: true }]) {
      expect((await move(placed.id, body)).status).toBe(400);
    }
    expect((await move('99999', { status: '1' })).status).toBe(404);
    expect((await move(placed.id, { status: '1' }, RO_KEY)).status).toBe(403);
    expect((await client().workerOrder('3002', placed.id)).status).toBe('0');
  });
});

describe('demo mode', () => {
  it('approves a new order after about two minutes and completes it after about ten, with a message', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const demo = await startSimulator(
      simOptions({
        autoProgressOrders: { approveAfterMs: 120_000, completeAfterMs: 600_000 },
        clock: () => now,
      }),
    );
    try {
      const c = clientFor(demo);
      const placed = await c.createWorkerOrder('3002', { id: '32', p_id: '500002' });
      now = new Date('2026-11-22T10:01:59Z');
      expect((await c.workerOrder('3002', placed.id)).status).toBe('0');
      now = new Date('2026-11-22T10:05:00Z');
      const approved = await c.workerOrder('3002', placed.id);
      expect(approved).toMatchObject({ status: '1', status_datetime: '2026-11-22 10:02:00' });
      expect(approved.response_message).toMatch(/trailer 3/);
      now = new Date('2026-11-22T10:10:00Z');
      expect(await c.workerOrder('3002', placed.id)).toMatchObject({
        status: '2',
        status_datetime: '2026-11-22 10:10:00',
      });
    } finally {
      await demo.close();
    }
  });

  it('without demo mode an order stays pending however long it waits', async () => {
    const placed = await place();
    expect((await client().workerOrder('3002', placed.id)).status).toBe('0');
  });
});
