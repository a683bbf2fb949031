/**
 * The two endpoints outside the API, for tests and demos (API.md, Simulator): the state
 * snapshot and fault injection. Not counted as API requests, never faulted.
 */
import type { Hono } from 'hono';
import { CODES } from '../codes.js';
import { faultsBodySchema } from '../faults.js';
import { fail, readBody, type SimEnv } from '../http.js';
import { authenticate, type Keys } from '../pipeline.js';
import type { Store } from '../store.js';

export function registerControlRoutes(api: Hono<SimEnv>, store: Store, keys: Keys): void {
  const auth = authenticate(keys, 'read');
  api.get('/__simulator/state', auth, (c) => c.json(store.snapshot()));
  api.post('/__simulator/faults', auth, async (c) => {
    const body = await readBody(c, faultsBodySchema);
    if (!body.ok) return fail(c, 400, CODES.simulatorInvalid, body.error);
    store.faults.set(body.value);
    return c.json(store.faults.toJSON());
  });
}
