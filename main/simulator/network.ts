/**
 * A venue's network in front of the whole server (API.md, "Venue network in the simulator"):
 * while the faults say it is down, a connection is dropped with no answer, both a request that
 * arrives then and one whose answer would leave then (in flight when the drop began). The
 * control endpoints stay reachable, so a test or a benchmark can bring the network back.
 * Answered API requests are logged with when they left, for benchmarks that ask what was
 * fetched when (GET /__simulator/traffic).
 */
import type { MiddlewareHandler } from 'hono';
import type { Ctx, SimEnv } from './http.js';
import type { Store } from './store.js';

/**
 * Enough for several full syncs of the benchmark's 300 events. Past it the older half goes at
 * once, so a long-running demo server does not shift the whole log on every request.
 */
export const TRAFFIC_LOG_LIMIT = 50_000;

function drop(c: Ctx): Response {
  c.env.incoming.socket.destroy();
  // Never written: the socket is gone. Hono needs a response to end the request.
  return c.body(null, 503);
}

export function venueNetwork(store: Store, basePath: string): MiddlewareHandler<SimEnv> {
  const control = `${basePath}/__simulator`;
  return async (c, next) => {
    if (c.req.path.startsWith(control)) return next();
    if (store.faults.networkDown()) return drop(c);
    await next();
    if (store.faults.networkDown()) {
      c.res = drop(c);
      return;
    }
    if (!c.req.path.startsWith(`${basePath}/`)) return;
    const url = new URL(c.req.url);
    const log = store.traffic.log;
    log.push({
      at: Date.now(),
      method: c.req.method,
      path: url.pathname.slice(basePath.length) + url.search,
      status: c.res.status,
    });
    if (log.length > TRAFFIC_LOG_LIMIT) log.splice(0, TRAFFIC_LOG_LIMIT / 2);
  };
}
