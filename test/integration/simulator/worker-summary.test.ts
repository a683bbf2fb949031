import { describe, expect, it } from 'vitest';
import { PUNCH_STRING_FIELDS, workerTimeTrackingSummarySchema } from '../../../main/core/api/time-tracking-schema.js';
import type { SimulatorState } from '../../../main/simulator/store.js';
import { call, errorCode, useSimulator } from './harness.js';

const sim = useSimulator();
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

type Hours = Record<
  'total_hours' | 'total_minutes' | 'hours' | 'minutes' | 'ot_hours' | 'ot_minutes' | 'dt_hours' | 'dt_minutes',
  number
>;
type Reason = { daily: boolean; weekly: boolean };
type Stats = Hours & {
  ot_reason: Reason;
  dt_reason: Reason;
  days_worked: number;
  total_punches: number;
  wages: { hours: number; minutes: number }[];
};
type Day = {
  punches: string[];
  stats: Hours & { punches: string[]; ot_reason: Reason; dt_reason: Reason };
  worked: boolean;
};
type RawWeek = {
  start_of_week: string;
  end_of_week: string;
  week: Record<string, unknown> & {
    keyArray: string[];
    punches: { id: string }[];
    week_stats: Stats;
    days_worked: number;
  };
};
type RawSummary = {
  weeks: RawWeek[];
  pay_period_stats: Stats & { pending_punches: number };
  start_basic: string;
  end_basic: string;
};

const minutes = (h: Hours) => ({
  total: h.total_hours * 60 + h.total_minutes,
  regular: h.hours * 60 + h.minutes,
  ot: h.ot_hours * 60 + h.ot_minutes,
  dt: h.dt_hours * 60 + h.dt_minutes,
});

async function workerUuids(): Promise<string[]> {
  return (await call<SimulatorState>(sim(), '/__simulator/state')).body.workers.map((w) => w.uuid);
}

async function summary(uuid: string, date = '2026-11-20') {
  const answer = await call<RawSummary>(sim(), `/time-tracking/worker-summary?uuid=${uuid}&date=${date}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('GET /time-tracking/worker-summary', () => {
  it('answers the raw tree: two Monday-to-Sunday weeks of the pay period holding the date', async () => {
    const [uuid] = await workerUuids();
    const raw = await summary(uuid ?? '', '2026-11-25');
    expect(() => workerTimeTrackingSummarySchema.parse(raw)).not.toThrow();
    expect(raw.start_basic).toBe('2026-11-16');
    expect(raw.end_basic).toBe('2026-11-29');
    expect(raw.weeks.map((w) => [w.start_of_week, w.end_of_week])).toEqual([
      ['2026-11-16', '2026-11-22'],
      ['2026-11-23', '2026-11-29'],
    ]);
    const week = raw.weeks[0]?.week;
    if (!week) throw new Error('no week');
    const dayKeys = Object.keys(week).filter((k) => DAY_KEY.test(k));
    expect(week.keyArray).toEqual(dayKeys.sort());
    expect(week.keyArray).toHaveLength(7);
    expect(Object.keys(week.extraData as object)).toEqual(week.keyArray);
    expect(week).toHaveProperty('week_stats');
    expect(typeof week.days_worked).toBe('number');
    const punch = week.punches[0] as Record<string, unknown> | undefined;
    for (const field of PUNCH_STRING_FIELDS) expect(typeof punch?.[field], field).toBe('string');
    expect(punch?.rules).toEqual(expect.any(Array));
    expect(Object.keys(punch?.brokenDown as object)[0]).toMatch(DAY_KEY);
  });

  it('adds up: days into weeks, weeks into the pay period, regular + overtime + double time = total', async () => {
    for (const uuid of (await workerUuids()).slice(0, 10)) {
      const raw = await summary(uuid);
      const period = { total: 0, regular: 0, ot: 0, dt: 0, punches: 0, days: 0 };
      for (const { week } of raw.weeks) {
        const sum = { total: 0, regular: 0, ot: 0, dt: 0, punches: 0, days: 0 };
        for (const key of week.keyArray) {
          const day = week[key] as Day;
          const m = minutes(day.stats);
          expect(m.regular + m.ot + m.dt).toBe(m.total);
          expect(day.stats.minutes).toBeLessThan(60);
          expect(day.worked).toBe(m.total > 0);
          for (const id of day.punches) expect(week.punches.map((p) => p.id)).toContain(id);
          sum.total += m.total;
          sum.regular += m.regular;
          sum.ot += m.ot;
          sum.dt += m.dt;
          sum.punches += day.punches.length;
          sum.days += day.worked ? 1 : 0;
        }
        const ws = week.week_stats;
        expect(minutes(ws)).toEqual({ total: sum.total, regular: sum.regular, ot: sum.ot, dt: sum.dt });
        expect([ws.total_punches, ws.days_worked, week.days_worked, week.punches.length]).toEqual([
          sum.punches,
          sum.days,
          sum.days,
          sum.punches,
        ]);
        expect(sum.regular).toBeLessThanOrEqual(40 * 60);
        expect(ws.wages.reduce((all, w) => all + w.hours * 60 + w.minutes, 0)).toBe(sum.total);
        for (const k of ['total', 'regular', 'ot', 'dt', 'punches', 'days'] as const) period[k] += sum[k];
      }
      const ps = raw.pay_period_stats;
      expect(minutes(ps)).toEqual({ total: period.total, regular: period.regular, ot: period.ot, dt: period.dt });
      expect(ps.total_punches).toBe(period.punches);
      expect(ps).toHaveProperty('pending_reimbursements');
      expect(raw.weeks[0]?.week.week_stats).not.toHaveProperty('pending_punches');
    }
  });

  it('some workers earn daily overtime, weekly overtime and double time; some earn none', async () => {
    const kinds = { daily: 0, weekly: 0, dt: 0, none: 0 };
    for (const uuid of await workerUuids()) {
      const stats = (await summary(uuid)).pay_period_stats;
      if (stats.ot_reason.daily) kinds.daily++;
      if (stats.ot_reason.weekly) kinds.weekly++;
      if (stats.dt_reason.daily && stats.dt_hours + stats.dt_minutes > 0) kinds.dt++;
      if (stats.ot_hours + stats.ot_minutes + stats.dt_hours + stats.dt_minutes === 0) kinds.none++;
    }
    expect(kinds.daily).toBeGreaterThan(0);
    expect(kinds.weekly).toBeGreaterThan(0);
    expect(kinds.dt).toBeGreaterThan(0);
    expect(kinds.none).toBeGreaterThan(0);
  });

  it('answers the same for every date of a pay period, and differently for another period', async () => {
    const [uuid] = await workerUuids();
    const a = await summary(uuid ?? '', '2026-11-16');
    expect(await summary(uuid ?? '', '2026-11-29')).toEqual(a);
    const next = await summary(uuid ?? '', '2026-11-30');
    expect(next.start_basic).toBe('2026-11-30');
    expect(next.weeks).not.toEqual(a.weeks);
  });

  it.each([
    ['no query', ''],
    ['no date', '?uuid=ABCDEFGHIJ'],
    ['no uuid', '?date=2026-11-20'],
    ['a 9-character uuid', '?uuid=ABCDEFGHI&date=2026-11-20'],
    ['an 11-character uuid', '?uuid=ABCDEFGHIJK&date=2026-11-20'],
    ['a uuid with a dash', '?uuid=ABCDE-GHIJ&date=2026-11-20'],
    ['a date in another format', '?uuid=ABCDEFGHIJ&date=11/20/2026'],
    ['a date that does not exist', '?uuid=ABCDEFGHIJ&date=2026-02-30'],
  ])('400 WRK-900 for %s', async (_what, query) => {
    const answer = await call(sim(), `/time-tracking/worker-summary${query}`);
    expect([answer.status, errorCode(answer)]).toEqual([400, 'WRK-900']);
  });

  it('404 WRK-100 for a well-formed uuid no worker has', async () => {
    const answer = await call(sim(), '/time-tracking/worker-summary?uuid=zzzzzzzzzz&date=2026-11-20');
    expect([answer.status, errorCode(answer)]).toEqual([404, 'WRK-100']);
  });
});
