import { describe, expect, it } from 'vitest';
import { startSimulator, type SimulatorHandle } from '../../../main/simulator/server.js';
import type { SimulatorState } from '../../../main/simulator/store.js';
import { call, simOptions } from './harness.js';

/** What a client would see of a simulator: a spread of its read operations. */
async function fingerprint(sim: SimulatorHandle): Promise<unknown[]> {
  const state = (await call<SimulatorState>(sim, '/__simulator/state')).body;
  const uuid = state.workers[7]?.uuid;
  const paths = [
    '/events?items_per_page=100',
    `/events/${state.events[3]?.id}/shifts`,
    `/events/${state.events[3]?.id}/admins`,
    '/workers',
    `/workers/${state.workers[5]?.id}/tags`,
    `/clients/${state.clients[2]?.id}/orders?page=2`,
    `/clients/${state.clients[2]?.id}/workers`,
    '/ats-dashboard/audit-log?limit=100',
    '/ats-tasks?items_per_page=100',
    `/time-tracking/worker-summary?uuid=${uuid}&date=2026-11-20`,
    '/config',
  ];
  const bodies: unknown[] = [{ ...state, counters: undefined }];
  for (const path of paths) bodies.push((await call(sim, path)).body);
  return bodies;
}

async function withSimulators<T>(seeds: number[], run: (sims: SimulatorHandle[]) => Promise<T>): Promise<T> {
  const sims = await Promise.all(seeds.map((seed) => startSimulator(simOptions({ seed }))));
  try {
    return await run(sims);
  } finally {
    await Promise.all(sims.map((s) => s.close()));
  }
}

describe('determinism', () => {
  it('the same seed serves the same data', async () => {
    await withSimulators([1, 1], async ([a, b]) => {
      if (!a || !b) throw new Error('not started');
      expect(await fingerprint(a)).toEqual(await fingerprint(b));
      expect(JSON.stringify(a.store.data)).toBe(JSON.stringify(b.store.data));
    });
  });

  it('another seed serves other data', async () => {
    await withSimulators([1, 2], async ([a, b]) => {
      if (!a || !b) throw new Error('not started');
      const [fa, fb] = [await fingerprint(a), await fingerprint(b)];
      expect(fa[1]).not.toEqual(fb[1]);
      expect(fa[4]).not.toEqual(fb[4]);
      expect(fa[10]).not.toEqual(fb[10]);
    });
  });
});

describe('scale options', () => {
  it('300 events x 40 shifts and 1000 workers start in under a second', async () => {
    const t = performance.now();
    const big = await startSimulator(simOptions({ events: 300, shiftsPerEvent: 40, workers: 1000 }));
    const elapsed = performance.now() - t;
    try {
      expect(elapsed).toBeLessThan(1000);
      const events = await call<{ total_count: number; events: { id: string }[] }>(
        big,
        '/events?items_per_page=100&page=3',
      );
      expect(events.body.total_count).toBe(300);
      for (const e of events.body.events.slice(0, 5)) {
        expect((await call<unknown[]>(big, `/events/${e.id}/shifts`)).body).toHaveLength(40);
      }
      const workers = await call<{ workers: { uuid: string }[] }>(big, '/workers');
      expect(workers.body.workers).toHaveLength(1000);
      expect(new Set(workers.body.workers.map((w) => w.uuid)).size).toBe(1000);
    } finally {
      await big.close();
    }
  });

  it.each([
    ['an empty key', { apiKey: '' }],
    ['a read-only key equal to the key', { readOnlyKey: 'test-key' }],
    ['zero events', { events: 0 }],
    ['a fractional worker count', { workers: 2.5 }],
    ['a bad today', { today: '2026-22-11' }],
  ])('refuses %s', async (_what, extra) => {
    await expect(startSimulator(simOptions(extra))).rejects.toThrow();
  });
});
