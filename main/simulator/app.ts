/**
 * The Hono application: every operation of the API profile under /api/1_12, each behind the
 * same pipeline (track → authenticate → faults), plus the simulator's control endpoints.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { API_VERSION_SEGMENT, type ApiProfile } from '../core/api/profile.js';
import { CODES } from './codes.js';
import { fail, type SimEnv } from './http.js';
import { venueNetwork } from './network.js';
import { authenticate, badKey, injectFaults, keyRole, track, type Keys } from './pipeline.js';
import { atsRoutes } from './routes/ats.js';
import { clientRoutes } from './routes/clients.js';
import { companyRoutes } from './routes/company.js';
import { registerControlRoutes } from './routes/control.js';
import { eventRoutes } from './routes/events.js';
import type { RouteDeps } from './routes/route.js';
import { APP_SETS, setRoutes, type ServedSet } from './routes/set-routes.js';
import { workerRoutes } from './routes/workers.js';
import type { Store } from './store.js';

export const BASE_PATH = `/api/${API_VERSION_SEGMENT}`;

/**
 * The ETag's SHA-1, hashed at once: Hono's default asks WebCrypto, whose asynchronous job cost
 * the simulator a fifth of its CPU per request, taken from the app on the bench's shared cores.
 */
function sha1(body: Uint8Array): ArrayBuffer {
  return Uint8Array.from(createHash('sha1').update(body).digest()).buffer;
}

export interface AppOptions {
  /** Read on every request, so a test can revoke a key while the server runs. */
  keys: Keys;
  store: Store;
  profile: ApiProfile;
  /** Delay before every API request is answered, unless a latency fault replaces it. */
  latencyMs: number;
  /** The synced sets whose routes are derived from their rows (default: the app's). */
  sets?: readonly ServedSet[] | undefined;
}

/** `/events/{id}/shifts` → `/events/:id/shifts` */
function honoPath(template: string): string {
  return template.replace(/\{([a-z_]+)\}/g, ':$1');
}

export function createApp(o: AppOptions): Hono<SimEnv> {
  const keys = o.keys;
  const deps: RouteDeps = { store: o.store, profile: o.profile };
  const api = new Hono<SimEnv>();
  for (const spec of [
    ...eventRoutes(deps),
    ...workerRoutes(deps),
    ...clientRoutes(deps),
    ...companyRoutes(deps),
    ...atsRoutes(deps),
    ...setRoutes(deps, o.sets ?? APP_SETS),
  ]) {
    const path = honoPath(o.profile.paths[spec.path]);
    api.on(
      spec.method,
      path,
      track(o.store, `${spec.method} ${path}`, o.latencyMs),
      authenticate(keys, spec.access),
      // A strong ETag on every successful GET; a matching If-None-Match is answered 304 (API.md).
      etag({ generateDigest: sha1 }),
      injectFaults(o.store, spec.unexpected ?? CODES.unexpected),
      spec.handle,
    );
  }
  registerControlRoutes(api, o.store, keys);

  const app = new Hono<SimEnv>();
  app.use('*', venueNetwork(o.store, BASE_PATH));
  app.route(BASE_PATH, api);
  app.notFound((c) => {
    const underBase = c.req.path === BASE_PATH || c.req.path.startsWith(`${BASE_PATH}/`);
    if (!underBase) return fail(c, 404, CODES.noRoute, `Not found: the API is under ${BASE_PATH}.`);
    // Unknown operations still check the key first, like every operation of the service.
    if (!keyRole(c, keys)) return badKey(c);
    return fail(c, 404, CODES.noRoute, `No operation ${c.req.method} ${c.req.path.slice(BASE_PATH.length) || '/'}.`);
  });
  app.onError((err, c) => {
    console.error('[simulator] unexpected error:', err);
    return fail(c, 500, c.get('unexpectedCode') ?? CODES.unexpected, 'Unexpected error.');
  });
  return app;
}
