import { describe, expect, it } from 'vitest';
import { startSimulator } from '../../../main/simulator/server.js';
import type { SimulatorState } from '../../../main/simulator/store.js';
import { call, errorCode, KEY, simOptions, useSimulator } from './harness.js';

const sim = useSimulator();
const state = async () => (await call<SimulatorState>(sim(), '/__simulator/state')).body;
const faults = (body: unknown) => call(sim(), '/__simulator/faults', { method: 'POST', body });
const order = () => call(sim(), '/workers/3001/orders', { method: 'POST', body: { id: '31', p_id: '500001' } });

describe('GET /__simulator/state', () => {
  it('has exactly the fields of API.md', async () => {
    const s = await state();
    expect(Object.keys(s).sort()).toEqual([
      'clients',
      'counters',
      'documents',
      'events',
      'integrations',
      'orderables',
      'orders',
      'templates',
      'workers',
    ]);
    expect(s.events.length).toBeGreaterThanOrEqual(20);
    expect(s.events[0]).toEqual({ id: expect.any(String) });
    expect(s.workers[0]).toEqual({
      id: expect.any(String),
      uuid: expect.any(String),
      personnel_id: expect.any(String),
    });
    expect(s.clients).toHaveLength(6);
    expect(s.documents[0]).toEqual({
      client_id: expect.any(String),
      id: expect.any(Number),
      deleted: expect.any(Number),
    });
    expect(s.integrations).toHaveLength(3);
    expect(s.templates.every((t) => t.requirement_ids.length > 0)).toBe(true);
    expect(s.orderables[0]).toEqual({ id: expect.any(String), name: expect.any(String) });
    expect(Object.keys(s.counters).sort()).toEqual(['maxInFlight', 'requests']);
  });

  it('counts API requests by method and route pattern, not the control endpoints', async () => {
    const before = (await state()).counters.requests;
    await call(sim(), '/events/1001/shifts');
    await call(sim(), '/events/1002/shifts');
    await call(sim(), '/events/999/shifts');
    await call(sim(), '/events/1001/admins');
    const after = (await state()).counters.requests;
    expect((after['GET /events/:id/shifts'] ?? 0) - (before['GET /events/:id/shifts'] ?? 0)).toBe(3);
    expect((after['GET /events/:id/admins'] ?? 0) - (before['GET /events/:id/admins'] ?? 0)).toBe(1);
    expect(Object.keys(after).some((k) => k.includes('__simulator'))).toBe(false);
  });

  it('maxInFlight is the most API requests in flight at once', async () => {
    await faults({ latencyMs: 150 });
    await Promise.all(Array.from({ length: 8 }, () => call(sim(), '/events')));
    await faults({});
    expect((await state()).counters.maxInFlight).toBeGreaterThanOrEqual(8);
  });

  it('resetCounters on the handle starts the counts again', async () => {
    await call(sim(), '/config');
    expect(sim().state).toBe(sim().store);
    sim().store.resetCounters();
    expect((await state()).counters).toEqual({ requests: {}, maxInFlight: 0 });
    await call(sim(), '/config');
    expect((await state()).counters).toEqual({ requests: { 'GET /config': 1 }, maxInFlight: 1 });
  });
});

describe('POST /__simulator/faults', () => {
  it('failNext: the next n API requests fail with 500 and the route code', async () => {
    expect((await faults({ failNext: 2 })).body).toMatchObject({ failNext: 2 });
    const a = await call(sim(), '/events');
    const b = await call(sim(), '/workers/3001/tags');
    expect([a.status, errorCode(a), b.status, errorCode(b)]).toEqual([500, 'API-500', 500, 'WRK-900']);
    expect((await call(sim(), '/events')).status).toBe(200);
  });

  it('rateLimitNext: 429 with Retry-After: 1, and the request does nothing', async () => {
    await faults({ rateLimitNext: 1 });
    const before = (await state()).orders.length;
    const limited = await order();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(errorCode(limited)).toBe('API-429');
    expect((await state()).orders).toHaveLength(before);
    expect((await order()).status).toBe(201);
  });

  it('retryAfter: the next 429s carry it as given (an HTTP date), or none at all', async () => {
    const date = 'Sun, 22 Nov 2026 18:00:05 GMT';
    await faults({ rateLimitNext: 1, retryAfter: date });
    const dated = await order();
    expect([dated.status, dated.headers.get('retry-after')]).toEqual([429, date]);
    await faults({ rateLimitNext: 1, retryAfter: '' });
    const bare = await order();
    expect([bare.status, bare.headers.has('retry-after'), errorCode(bare)]).toEqual([429, false, 'API-429']);
  });

  it('dropAfterCommitNext: the POST is stored exactly once, then the connection dies before any answer', async () => {
    await faults({ dropAfterCommitNext: 1 });
    // GETs are not affected; only the next POST is dropped.
    expect((await call(sim(), '/events')).status).toBe(200);
    const before = (await state()).orders.length;
    const error = await order().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TypeError);
    const after = (await state()).orders;
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      personnel_id: '500001',
      companies_personnel_orderables_id: '31',
      status: '0',
    });
    expect((await order()).status).toBe(201);
    expect((await state()).orders).toHaveLength(before + 2);
  });

  it('latencyMs delays every API request until cleared', async () => {
    await faults({ latencyMs: 400 });
    let t = performance.now();
    await call(sim(), '/config');
    expect(performance.now() - t).toBeGreaterThanOrEqual(390);
    await faults({});
    t = performance.now();
    await call(sim(), '/config');
    expect(performance.now() - t).toBeLessThan(300);
  });

  it('{} clears every fault', async () => {
    await faults({ failNext: 5, rateLimitNext: 5, dropAfterCommitNext: 5, latencyMs: 1 });
    expect((await faults({})).body).toEqual({ failNext: 0, rateLimitNext: 0, dropAfterCommitNext: 0 });
    expect((await call(sim(), '/events')).status).toBe(200);
    expect((await order()).status).toBe(201);
  });

  it.each([
    ['a negative count', { failNext: -1 }],
    ['an unknown fault', { explode: 1 }],
    ['a fraction', { rateLimitNext: 1.5 }],
    ['malformed JSON', '{"failNext":'],
  ])('400 SIM-900 for %s', async (_what, body) => {
    const answer = await faults(body);
    expect([answer.status, errorCode(answer)]).toEqual([400, 'SIM-900']);
  });
});

describe('the latencyMs option', () => {
  it('delays every API request', async () => {
    const slow = await startSimulator(simOptions({ latencyMs: 150 }));
    try {
      const t = performance.now();
      const res = await fetch(`${slow.url}/config`, { headers: { 'X-API-KEY': KEY } });
      expect(res.status).toBe(200);
      expect(performance.now() - t).toBeGreaterThanOrEqual(140);
    } finally {
      await slow.close();
    }
  });
});
