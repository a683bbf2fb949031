import { describe, expect, it } from 'vitest';
import { resolveProfile } from '../../../main/core/api/profile.js';
import { call, errorCode, useSimulator } from './harness.js';

const sim = useSimulator({
  profile: resolveProfile({
    paths: { createWorkerOrder: '/worker-orders/{id}', eventShifts: '/events/{id}/roles' },
    params: { page: 'p', itemsPerPage: 'per_page', workerSummaryUuid: 'worker' },
  }),
});

describe('routes follow the API profile', () => {
  it('serves overridden paths, and the defaults no longer', async () => {
    expect((await call<unknown[]>(sim(), '/events/1001/roles')).body.length).toBeGreaterThan(0);
    const old = await call(sim(), '/events/1001/shifts');
    expect([old.status, errorCode(old)]).toEqual([404, 'API-404']);
    const order = await call(sim(), '/worker-orders/3001', { method: 'POST', body: { id: '31', p_id: '500001' } });
    expect(order.status).toBe(201);
    expect(sim().store.snapshot().counters.requests).toMatchObject({
      'GET /events/:id/roles': 1,
      'POST /worker-orders/:id': 1,
    });
  });

  it('reads overridden query parameter names', async () => {
    const page = await call<{ events: { id: string }[] }>(sim(), '/events?p=2&per_page=5');
    expect(page.body.events.map((e) => e.id)).toEqual(['1006', '1007', '1008', '1009', '1010']);
    const uuid = sim().store.snapshot().workers[0]?.uuid;
    expect((await call(sim(), `/time-tracking/worker-summary?worker=${uuid}&date=2026-11-20`)).status).toBe(200);
    expect((await call(sim(), `/time-tracking/worker-summary?uuid=${uuid}&date=2026-11-20`)).status).toBe(400);
  });
});
