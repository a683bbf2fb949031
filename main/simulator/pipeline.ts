/**
 * The middleware every API route runs, in order: track (counters, in-flight, latency),
 * authenticate (key and permission), inject faults. Routes themselves only do their job.
 */
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { CODES } from './codes.js';
import { fail, type Ctx, type SimEnv } from './http.js';
import type { Store } from './store.js';

export interface Keys {
  apiKey: string;
  readOnlyKey?: string | undefined;
}

/** read: any valid key; write: not the read-only key; company: company settings (CMP-1000). */
export type Access = 'read' | 'write' | 'company';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Which of the two keys the request carries, if either. */
export function keyRole(c: Ctx, keys: Keys): 'full' | 'read-only' | undefined {
  const given = c.req.header('x-api-key') ?? '';
  if (same(given, keys.apiKey)) return 'full';
  if (keys.readOnlyKey !== undefined && same(given, keys.readOnlyKey)) return 'read-only';
  return undefined;
}

export function badKey(c: Ctx): Response {
  return fail(c, 401, CODES.badKey, 'Missing or invalid API key (X-API-KEY).');
}

export function track(store: Store, key: string, defaultLatencyMs: number): MiddlewareHandler<SimEnv> {
  return async (_c, next) => {
    const t = store.traffic;
    t.requests[key] = (t.requests[key] ?? 0) + 1;
    t.inFlight += 1;
    t.maxInFlight = Math.max(t.maxInFlight, t.inFlight);
    try {
      const latency = store.faults.latencyMs ?? defaultLatencyMs;
      if (latency > 0) await sleep(latency);
      await next();
    } finally {
      t.inFlight -= 1;
    }
  };
}

export function authenticate(keys: Keys, access: Access): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    const role = keyRole(c, keys);
    if (!role) return badKey(c);
    if (role === 'read-only' && access === 'company') {
      return fail(c, 403, CODES.noCompanyPermission, 'This API key may not manage company settings.');
    }
    if (role === 'read-only' && access === 'write')
      return fail(c, 403, CODES.readOnlyKey, 'This API key is read-only.');
    await next();
  };
}

export function injectFaults(store: Store, unexpectedCode: string): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    c.set('unexpectedCode', unexpectedCode);
    const faults = store.faults;
    if (faults.take('rateLimit')) {
      const retryAfter = faults.retryAfter ?? '1';
      if (retryAfter !== '') c.header('Retry-After', retryAfter);
      const when = faults.retryAfter === undefined ? 'after 1 second' : 'later';
      return fail(c, 429, CODES.rateLimited, `Too many requests; retry ${when}.`);
    }
    if (faults.take('fail')) return fail(c, 500, unexpectedCode, 'Unexpected error (injected by the simulator).');
    // Writes only (an order's POST, a requirement's PATCH): a read has nothing to commit.
    if ((c.req.method === 'POST' || c.req.method === 'PATCH') && faults.take('dropAfterCommit')) {
      await next();
      // The write is stored; now lose the connection before any byte of the answer goes out.
      c.env.incoming.socket.destroy();
      return;
    }
    await next();
  };
}
