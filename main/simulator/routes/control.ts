/**
 * The endpoints outside the API, for tests and demos (API.md, Simulator): the state snapshot,
 * the office moving an order, and fault injection. Not counted as API requests, never faulted.
 */
import type { Hono } from 'hono';
import { CODES } from '../codes.js';
import { faultsBodySchema } from '../faults.js';
import { fail, readBody, type SimEnv } from '../http.js';
import { orderMoveSchema } from '../order-moves.js';
import { authenticate, type Keys } from '../pipeline.js';
import type { Store } from '../store.js';

export function registerControlRoutes(api: Hono<SimEnv>, store: Store, keys: Keys): void {
  const auth = authenticate(keys, 'read');
  api.get('/__simulator/state', auth, (c) => c.json(store.snapshot()));
  api.post('/__simulator/orders/:order_id', authenticate(keys, 'write'), async (c) => {
    const body = await readBody(c, orderMoveSchema);
    if (!body.ok) return fail(c, 400, CODES.simulatorInvalid, body.error);
    const orderId = c.req.param('order_id');
    const order = store.moveOrder(orderId, body.value);
    return order ? c.json(order) : fail(c, 404, CODES.workerNotFound, `No order ${orderId}.`);
  });
  // The answered API requests since `since` (ms since 1970): what a benchmark fetched when.
  api.get('/__simulator/traffic', auth, (c) => {
    const since = Number(c.req.query('since') ?? 0);
    if (!Number.isFinite(since)) return fail(c, 400, CODES.simulatorInvalid, 'since must be a time in ms.');
    return c.json({ log: store.traffic.log.filter((e) => e.at >= since) });
  });
  api.post('/__simulator/faults', auth, async (c) => {
    const body = await readBody(c, faultsBodySchema);
    if (!body.ok) return fail(c, 400, CODES.simulatorInvalid, body.error);
    store.faults.set(body.value);
    return c.json(store.faults.toJSON());
  });
}
