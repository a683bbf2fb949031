/** Worker tags, the worker time-tracking summary, the orderables catalogue and worker orders. */
import { describe, expect, it } from 'vitest';
import { resolveProfile } from '../../../main/core/api/profile.js';
import type { Week } from '../../../main/core/api/time-tracking-schema.js';
import { parseDay } from '../../../main/simulator/time.js';
import { apiError, held, recordingFetch, RO_KEY, ROUTES, useClientSuite } from './helpers.js';

const { sim, client, simState, requestCount, totalRequests } = useClientSuite();
const worker = (id: string) => held(sim().store.worker(id), `worker ${id}`);

describe('workerTags', () => {
  it('returns the tags the simulator stores for each worker', async () => {
    for (const id of ['3001', '3002', '3004']) {
      const tags = await client().workerTags(id);
      expect(tags).toEqual(worker(id).tags);
    }
    expect((await client().workerTags('3004')).length).toBe(5);
    expect(await requestCount(ROUTES.workerTags)).toBe(4);
  });

  it('a worker without tags gets an empty list', async () => {
    const untagged = sim().store.data.workers.find((w) => w.tags.length === 0)!;
    expect(await client().workerTags(untagged.summary.id)).toEqual([]);
  });

  it('an unknown worker is not-found WRK-100, asked once', async () => {
    const err = await apiError(() => client().workerTags('9999'));
    expect(err).toMatchObject({ kind: 'not-found', code: 'WRK-100', status: 404 });
    expect(await requestCount(ROUTES.workerTags)).toBe(1);
  });

  it('the personnel id is not a worker id: 500001 is WRK-100', async () => {
    expect(await apiError(() => client().workerTags('500001'))).toMatchObject({ code: 'WRK-100' });
  });

  it("an unexpected worker error is kind server with the route's code WRK-900", async () => {
    sim().store.faults.set({ failNext: 1 });
    const err = await apiError(() => client({ retry: { retries: 0 } }).workerTags('3001'));
    expect(err).toMatchObject({ kind: 'server', code: 'WRK-900', status: 500 });
  });
});

describe('workerSummary', () => {
  const DATE = '2026-11-20';

  it("returns the simulator's summary for the pay period containing the date", async () => {
    const w = worker('3001');
    const expected = JSON.parse(JSON.stringify(sim().store.summary(w, parseDay(DATE)!))) as {
      start_basic: string;
      end_basic: string;
      weeks: { start_of_week: string; end_of_week: string; week: Record<string, unknown> & { keyArray: string[] } }[];
      pay_period_stats: Record<string, number>;
    };
    const { fetch, calls } = recordingFetch();
    const summary = await client({ fetch }).workerSummary(w.summary.uuid, DATE);

    const url = new URL(calls[0]!.split(' ')[1]!);
    expect(url.searchParams.get('uuid')).toBe(w.summary.uuid);
    expect(url.searchParams.get('date')).toBe(DATE);

    expect(summary.start_basic).toBe(expected.start_basic);
    expect(summary.end_basic).toBe(expected.end_basic);
    expect(summary.start_basic! <= DATE && DATE <= summary.end_basic!).toBe(true);
    expect(summary.weeks.map((wk) => [wk.start_of_week, wk.end_of_week])).toEqual(
      expected.weeks.map((wk) => [wk.start_of_week, wk.end_of_week]),
    );
    for (const [i, wk] of summary.weeks.entries()) {
      const raw = expected.weeks[i]!.week;
      expect(wk.week.keyArray).toEqual(raw.keyArray);
      expect(wk.week.keyArray).toHaveLength(7);
      expect(wk.week.punches.map((p) => p.id)).toEqual((raw.punches as { id: string }[]).map((p) => p.id));
      for (const day of wk.week.keyArray) {
        const rawDay = raw[day] as { stats: { total_hours: number; ot_hours: number; dt_hours: number } };
        expect(wk.week.days[day]?.stats).toMatchObject({
          total_hours: rawDay.stats.total_hours,
          ot_hours: rawDay.stats.ot_hours,
          dt_hours: rawDay.stats.dt_hours,
        });
      }
    }
    const stats = expected.pay_period_stats;
    expect(summary.pay_period_stats).toMatchObject({
      total_hours: stats.total_hours,
      total_minutes: stats.total_minutes,
      ot_hours: stats.ot_hours,
      dt_hours: stats.dt_hours,
      total_punches: stats.total_punches,
      days_worked: stats.days_worked,
    });
    // This worker's pattern has overtime and double time, so the numbers are not trivially 0.
    expect(summary.pay_period_stats?.ot_hours).toBeGreaterThan(0);
    expect(summary.pay_period_stats?.dt_hours).toBeGreaterThan(0);
  });

  it('different workers get different summaries', async () => {
    const a = await client().workerSummary(worker('3001').summary.uuid, DATE);
    const b = await client().workerSummary(worker('3003').summary.uuid, DATE);
    const punches = (weeks: Week[]) => weeks.flatMap((wk) => wk.week.punches.map((p) => p.id));
    expect(punches(a.weeks)).not.toEqual(punches(b.weeks));
    expect(b.pay_period_stats?.ot_hours).toBe(0);
  });

  it('an unknown (well-formed) UUID is WRK-100 from the server', async () => {
    const err = await apiError(() => client().workerSummary('ZZZZZZZZZZ', DATE));
    expect(err).toMatchObject({ kind: 'not-found', code: 'WRK-100', status: 404, notSent: false });
    expect(await requestCount(ROUTES.workerSummary)).toBe(1);
  });

  it('a wrong UUID or date is refused locally with LOCAL-VALIDATION and never reaches the server', async () => {
    const uuid = worker('3001').summary.uuid;
    const cases: [string, string][] = [
      ['short', DATE],
      ['ABCDEFGHIJK', DATE],
      ['ABCDE-GHIJ', DATE],
      ['', DATE],
      [uuid, '2026-02-30'],
      [uuid, '20261120'],
      [uuid, '2026-11-20T10:00'],
      [uuid, ''],
    ];
    for (const [u, d] of cases) {
      const err = await apiError(() => client().workerSummary(u, d));
      expect(err, `${u} ${d}`).toMatchObject({ kind: 'invalid-request', code: 'LOCAL-VALIDATION', notSent: true });
    }
    const state = await simState();
    expect(state.counters.requests[ROUTES.workerSummary] ?? 0).toBe(0);
    expect(await totalRequests()).toBe(0);
  });
});

describe('orderables', () => {
  it('reads the orderables from GET /config: the 8 orderables 31..38, cost optional', async () => {
    const { orderables: items } = await client().catalogue();
    expect(items).toEqual(sim().store.data.orderables);
    expect(items.map((o) => o.id)).toEqual(['31', '32', '33', '34', '35', '36', '37', '38']);
    expect(items.find((o) => o.id === '36')?.cost).toBeUndefined();
    expect(items.find((o) => o.id === '32')?.cost).toBe('42.50');
    expect(await requestCount(ROUTES.config)).toBe(1);
  });

  it('the catalogue comes with the currency the simulator gives as company.currency, from the same one request', async () => {
    const catalogue = await client().catalogue();
    expect(catalogue.currency).toBe('USD');
    expect(catalogue.orderables).toHaveLength(8);
    expect(await requestCount(ROUTES.config)).toBe(1);
  });

  it('a profile pointing at a missing catalogue path is a bad-response error', async () => {
    const c = client({ profile: resolveProfile({ orderablesPath: 'time_tracking.orderables' }) });
    const err = await apiError(() => c.catalogue());
    expect(err.kind).toBe('bad-response');
    expect(err.message).toContain('time_tracking.orderables');
  });

  it('a profile pointing at something that is not a list is a bad-response error', async () => {
    const c = client({ profile: resolveProfile({ orderablesPath: 'time_tracking.pay_period_type' }) });
    expect((await apiError(() => c.catalogue())).kind).toBe('bad-response');
  });
});

describe('createWorkerOrder', () => {
  it('creates exactly one order that matches what the simulator stored', async () => {
    const before = (await simState()).orders.length;
    const order = await client().createWorkerOrder('3002', { id: '32', p_id: '500002' });
    const after = (await simState()).orders;
    expect(after).toHaveLength(before + 1);
    expect(order).toEqual(after.at(-1));
    expect(order).toMatchObject({
      personnel_id: '500002',
      companies_personnel_orderables_id: '32',
      name: 'Event staff jacket',
      cost: '42.50',
      status: '0',
      response_message: null,
      reach_out_email: worker('3002').summary.email,
    });
    expect(order.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await requestCount(ROUTES.createWorkerOrder)).toBe(1);
  });

  it('the discovery and catalogue flow: an orderable from /config for a listed worker', async () => {
    const [orderable] = (await client().catalogue()).orderables.filter((o) => o.cost === undefined);
    const target = (await client().workers()).find((w) => w.id === '3010')!;
    const order = await client().createWorkerOrder(target.id, { id: orderable!.id, p_id: target.personnel_id! });
    expect(order).toMatchObject({ personnel_id: '500010', name: 'Replacement name badge', cost: '0.00' });
    expect((await simState()).orders.filter((o) => o.id === order.id)).toHaveLength(1);
  });

  it('two orders get two different ids', async () => {
    const a = await client().createWorkerOrder('3003', { id: '31', p_id: '500003' });
    const b = await client().createWorkerOrder('3003', { id: '31', p_id: '500003' });
    expect(a.id).not.toBe(b.id);
  });

  it("a p_id that is not the worker's personnel id is WRK-900 and stores nothing", async () => {
    const before = (await simState()).orders.length;
    const err = await apiError(() => client().createWorkerOrder('3002', { id: '31', p_id: '500001' }));
    expect(err).toMatchObject({ kind: 'invalid-request', code: 'WRK-900', status: 400 });
    const unknownItem = await apiError(() => client().createWorkerOrder('3002', { id: '99', p_id: '500002' }));
    expect(unknownItem).toMatchObject({ kind: 'invalid-request', code: 'WRK-900', status: 400 });
    expect((await simState()).orders).toHaveLength(before);
    expect(await requestCount(ROUTES.createWorkerOrder)).toBe(2);
  });

  it('an unknown worker is WRK-100 and stores nothing', async () => {
    const before = (await simState()).orders.length;
    const err = await apiError(() => client().createWorkerOrder('9999', { id: '31', p_id: '500001' }));
    expect(err).toMatchObject({ kind: 'not-found', code: 'WRK-100', status: 404 });
    expect((await simState()).orders).toHaveLength(before);
  });

  it('the read-only key may not order (403, permission) and stores nothing', async () => {
    const before = (await simState()).orders.length;
    const err = await apiError(() =>
      client({ apiKey: RO_KEY }).createWorkerOrder('3001', { id: '31', p_id: '500001' }),
    );
    expect(err).toMatchObject({ kind: 'permission', status: 403 });
    expect((await simState()).orders).toHaveLength(before);
  });

  it('a body missing an id is refused locally and never sent', async () => {
    const bad = [{ id: '', p_id: '500001' }, { id: '31', p_id: '  ' }, { id: 31, p_id: '500001' }, { id: '31' }];
    for (const body of bad) {
      const err = await apiError(() => client().createWorkerOrder('3001', body as { id: string; p_id: string }));
      expect(err).toMatchObject({ code: 'LOCAL-VALIDATION', notSent: true });
    }
    expect(await apiError(() => client().createWorkerOrder('', { id: '31', p_id: '500001' }))).toMatchObject({
      code: 'LOCAL-VALIDATION',
    });
    expect(await totalRequests()).toBe(0);
  });
});
