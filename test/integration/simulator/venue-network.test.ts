// The simulator's venue network over real HTTP: a dropped network refuses every request with no
// answer (the API, and the base URL the app probes), including one already in flight when the
// drop began; its control endpoints stay reachable; and the traffic log says what was answered when.
import { describe, expect, it } from 'vitest';
import { call, useSimulator } from './harness.js';

const sim = useSimulator();
const faults = (body: unknown) => call(sim(), '/__simulator/faults', { method: 'POST', body });
const traffic = async (since: number) =>
  (
    await call<{ log: { at: number; method: string; path: string; status: number }[] }>(
      sim(),
      `/__simulator/traffic?since=${since}`,
    )
  ).body.log;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the venue network', () => {
  it('offline: the API and the base URL give no answer at all, the control endpoints still do; {} brings it back', async () => {
    expect((await faults({ offlineForMs: 60_000 })).status).toBe(200);
    await expect(call(sim(), '/events')).rejects.toThrow(TypeError);
    await expect(fetch(sim().url)).rejects.toThrow(TypeError);
    expect((await call(sim(), '/__simulator/state')).status).toBe(200);
    await faults({});
    expect((await call(sim(), '/events')).status).toBe(200);
  });

  it('offline for a while comes back by itself', async () => {
    await faults({ offlineForMs: 1_000 });
    await expect(call(sim(), '/events')).rejects.toThrow(TypeError);
    await sleep(1_200);
    expect((await call(sim(), '/events')).status).toBe(200);
    await faults({});
  });

  it('a request in flight when the network drops gets no answer', async () => {
    await faults({ latencyMs: 400 });
    const asked = call(sim(), '/events');
    await sleep(100);
    await faults({ latencyMs: 400, offlineForMs: 60_000 });
    await expect(asked).rejects.toThrow(TypeError);
    await faults({});
  });

  it('drops: the network is up first, then down for its part of the period', async () => {
    // Margins of 400 ms either side, for a loaded machine.
    await faults({ dropEveryMs: 2_000, dropForMs: 1_000 });
    expect((await call(sim(), '/events')).status).toBe(200);
    await sleep(1_400);
    await expect(call(sim(), '/events')).rejects.toThrow(TypeError);
    await sleep(900);
    expect((await call(sim(), '/events')).status).toBe(200);
    await faults({});
  });

  it('logs each answered API request with its path, query, status and time; not the dropped ones, not the control calls', async () => {
    const since = Date.now();
    await call(sim(), '/events?page=2');
    await call(sim(), '/events/1001/shifts');
    await call(sim(), '/events/999999/shifts');
    await faults({ offlineForMs: 60_000 });
    await expect(call(sim(), '/events/1001/admins')).rejects.toThrow(TypeError);
    await faults({});
    const log = await traffic(since);
    expect(log.map(({ method, path, status }) => `${method} ${path} ${status}`)).toEqual([
      'GET /events?page=2 200',
      'GET /events/1001/shifts 200',
      'GET /events/999999/shifts 404',
    ]);
    expect(log.every((e) => e.at >= since && e.at <= Date.now())).toBe(true);
    expect(await traffic(Date.now() + 1_000)).toEqual([]);
  });

  it('refuses a drop without its length, with the reason', async () => {
    const answer = await faults({ dropEveryMs: 20_000 });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('dropEveryMs and dropForMs go together');
  });
});
