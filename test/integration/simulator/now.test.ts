// Demo data that could be true: whatever the time, nothing the simulator serves is dated after
// it. The case: at 5:15 AM a worker showed 10:06 h today, hours on later days, audit
// entries later today and a client order placed this afternoon.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type SimulatorHandle } from '../../../main/simulator/server.js';
import type { ClientOrder } from '../../../main/simulator/types.js';
import { call, simOptions } from './harness.js';

const TODAY = '2026-11-20'; // a Friday: most work patterns put someone to work today
let clock = new Date(2026, 10, 20, 5, 15);
let sim: SimulatorHandle;

beforeAll(async () => {
  sim = await startSimulator(simOptions({ today: TODAY, clock: () => clock }));
});
afterAll(() => sim.close());

type DayEntry = { stats: { total_hours: number; total_minutes: number }; punches: string[] };
type Summary = { weeks: { week: Record<string, unknown> & { keyArray: string[] } }[] };

/** Minutes worked per day of the pay period holding TODAY, for every worker. */
async function workedByDay(): Promise<Map<string, number>[]> {
  return Promise.all(
    sim.store.data.workers.map(async ({ summary: { uuid } }) => {
      const raw = (await call<Summary>(sim, `/time-tracking/worker-summary?uuid=${uuid}&date=${TODAY}`)).body;
      const days = new Map<string, number>();
      for (const { week } of raw.weeks) {
        for (const key of week.keyArray) {
          const { stats } = week[key] as DayEntry;
          days.set(key, stats.total_hours * 60 + stats.total_minutes);
        }
      }
      return days;
    }),
  );
}

const at = (hours: number, minutes: number) => new Date(2026, 10, 20, hours, minutes);

describe('nothing is dated after now', () => {
  it('hours: today at most the time since midnight, none on later days; more as the day goes on', async () => {
    clock = at(5, 15);
    const early = await workedByDay();
    for (const days of early) {
      expect(days.get(TODAY)).toBeLessThanOrEqual(5 * 60 + 15);
      for (const [day, worked] of days) if (day > TODAY) expect(worked, day).toBe(0);
    }
    // Earlier days of the period still carry their hours.
    expect(early.some((days) => (days.get('2026-11-19') ?? 0) > 0)).toBe(true);

    clock = at(23, 59);
    const late = await workedByDay();
    expect(late.filter((days) => (days.get(TODAY) ?? 0) > 0).length).toBeGreaterThan(0);
    for (const days of late) for (const [day, worked] of days) if (day > TODAY) expect(worked, day).toBe(0);
  });

  it('the audit log: no entry after now; later entries of the day appear when their time comes', async () => {
    clock = at(5, 15);
    const early = await auditStamps();
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((stamp) => stamp <= `${TODAY}T05:15:00Z`)).toBe(true);
    clock = at(23, 59);
    const late = await auditStamps();
    expect(late.length).toBeGreaterThan(early.length);
    expect(late.filter((stamp) => stamp > `${TODAY}T05:15:00Z`).length).toBe(late.length - early.length);
  });

  it('client orders: none placed after now; upcoming soonest first, then past latest first', async () => {
    clock = at(5, 15);
    const now = `${TODAY} 05:15:00`;
    for (const id of sim.store.data.clients.map((c) => c.summary.id)) {
      const { orders, total } = (await call<{ orders: ClientOrder[]; total: number }>(
        sim,
        `/clients/${id}/orders?items_per_page=100`,
      )).body;
      expect(orders).toHaveLength(total);
      expect(orders.filter((o) => o.order_created > now)).toEqual([]);
      const firstPast = orders.findIndex((o) => o.time_end < now);
      const upcoming = orders.slice(0, firstPast);
      const past = orders.slice(firstPast);
      expect(upcoming.length, `client ${id} has upcoming orders`).toBeGreaterThan(0);
      expect(past.length, `client ${id} has past orders`).toBeGreaterThan(0);
      expect(past.every((o) => o.time_end < now)).toBe(true);
      const starts = (list: ClientOrder[]) => list.map((o) => o.time_start);
      expect(starts(upcoming)).toEqual(starts(upcoming).sort());
      expect(starts(past)).toEqual(starts(past).sort().reverse());
    }
  });

  it("with today pinned, the clock's time of day falls on that day", async () => {
    const pinned = await startSimulator(
      simOptions({ today: '2026-11-22', clock: () => new Date(2030, 0, 5, 5, 15) }),
    );
    try {
      expect(pinned.store.now()).toBe(Date.UTC(2026, 10, 22, 5, 15) / 60_000);
    } finally {
      await pinned.close();
    }
  });
});

/** Every audit entry's time, walking the cursor pages. */
async function auditStamps(): Promise<string[]> {
  const stamps: string[] = [];
  for (let cursor: string | null = ''; cursor !== null; ) {
    const suffix: string = cursor ? `&cursor=${cursor}` : '';
    const body = (
      await call<{ entries: { accessed_at: string }[]; next_cursor: string | null }>(
        sim,
        `/ats-dashboard/audit-log?limit=100${suffix}`,
      )
    ).body;
    stamps.push(...body.entries.map((e) => e.accessed_at));
    cursor = body.next_cursor;
  }
  return stamps;
}
