import { describe, expect, it } from 'vitest';
import {
  orderablesSchema,
  workerOrderSchema,
  workersListSchema,
  workerTagsSchema,
} from '../../../main/core/api/schemas.js';
import type { SimulatorState } from '../../../main/simulator/store.js';
import type { WorkerSummary } from '../../../main/simulator/types.js';
import { call, errorCode, useSimulator } from './harness.js';

const sim = useSimulator();

async function workers(): Promise<WorkerSummary[]> {
  return (await call<{ workers: WorkerSummary[] }>(sim(), '/workers')).body.workers;
}

describe('GET /workers', () => {
  it('lists 60 workers with a unique 10-character uuid and personnel_id', async () => {
    const list = await workers();
    expect(workersListSchema.parse({ workers: list }).workers).toHaveLength(60);
    for (const w of list) {
      expect(w.uuid).toMatch(/^[a-zA-Z0-9]{10}$/);
      expect(w.personnel_id).not.toBe(w.id);
      expect(w.name_first && w.name_last && w.email && w.phone).toBeTruthy();
    }
    expect(new Set(list.map((w) => w.uuid)).size).toBe(60);
    expect(new Set(list.map((w) => w.personnel_id)).size).toBe(60);
  });
});

describe('GET /workers/{id}/tags', () => {
  it('returns 0 to 5 tags per worker, some with none and some with several', async () => {
    const counts: number[] = [];
    for (const w of await workers()) {
      const answer = await call(sim(), `/workers/${w.id}/tags`);
      expect(answer.status).toBe(200);
      const tags = workerTagsSchema.parse(answer.body);
      expect(tags.every((t) => t.text)).toBe(true);
      counts.push(tags.length);
    }
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
    expect(counts).toContain(0);
    expect(counts.some((n) => n >= 3)).toBe(true);
  });

  it('404 WRK-100 for an unknown worker', async () => {
    const answer = await call(sim(), '/workers/1/tags');
    expect([answer.status, errorCode(answer)]).toEqual([404, 'WRK-100']);
  });
});

describe('POST /workers/{id}/orders', () => {
  async function catalogue() {
    const config = (await call<{ time_tracking: { personnel_orderables: unknown } }>(sim(), '/config')).body;
    return orderablesSchema.parse(config.time_tracking.personnel_orderables);
  }

  it('creates a pending order (201) from the catalogue and stores it', async () => {
    const [worker] = await workers();
    const [orderable] = await catalogue();
    if (!worker || !orderable) throw new Error('no data');
    const answer = await call(sim(), `/workers/${worker.id}/orders`, {
      method: 'POST',
      body: { id: orderable.id, p_id: worker.personnel_id },
    });
    expect(answer.status).toBe(201);
    const order = workerOrderSchema.parse(answer.body);
    expect(order).toMatchObject({
      status: '0',
      personnel_id: worker.personnel_id,
      companies_personnel_orderables_id: orderable.id,
      name: orderable.name,
      cost: orderable.cost,
      reach_out_email: worker.email,
      response_message: null,
    });
    expect(order.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const field of [
      'company_id',
      'ordering_personnel_id',
      'formatted_date',
      'submitter',
      'deduction_types_id',
      'status_datetime',
    ] as const) {
      expect(order[field], field).toBeTruthy();
    }
    const state = (await call<SimulatorState>(sim(), '/__simulator/state')).body;
    expect(state.orders).toEqual([answer.body]);
  });

  it('gives every order a new id', async () => {
    const [, worker] = await workers();
    if (!worker) throw new Error('no worker');
    const body = { id: '32', p_id: worker.personnel_id };
    const a = await call<{ id: string }>(sim(), `/workers/${worker.id}/orders`, { method: 'POST', body });
    const b = await call<{ id: string }>(sim(), `/workers/${worker.id}/orders`, { method: 'POST', body });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
  });

  it('refuses bad requests with 400 WRK-900 and stores nothing', async () => {
    const [w1, w2] = await workers();
    if (!w1 || !w2) throw new Error('no workers');
    const before = sim().store.orders.length;
    const bodies: unknown[] = [
      { id: '999', p_id: w1.personnel_id },
      { id: '31', p_id: w2.personnel_id },
      { id: '31', p_id: w1.id },
      { id: '31' },
      { id: 31, p_id: w1.personnel_id },
      { id: '31', p_id: w1.personnel_id, quantity: 2 },
      '{"id": "31", ',
      '',
    ];
    for (const body of bodies) {
      const answer = await call(sim(), `/workers/${w1.id}/orders`, { method: 'POST', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(answer)).toBe('WRK-900');
    }
    expect(sim().store.orders).toHaveLength(before);
  });

  it('404 WRK-100 for an unknown worker', async () => {
    const answer = await call(sim(), '/workers/77/orders', { method: 'POST', body: { id: '31', p_id: '500001' } });
    expect([answer.status, errorCode(answer)]).toEqual([404, 'WRK-100']);
  });
});
