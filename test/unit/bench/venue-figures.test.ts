// bench:venue's figures from a traffic log written by hand: what a set is, when it is fresh
// (all its pages), what today's are, the bounds, and a set read a second time while one that
// matters more was still missing.
import { describe, expect, it } from 'vitest';
import { acrossDrops, boundMs, planKeyOf, setOf, setsOfFullSync, venueFigures, type Answered } from '../../bench/venue-figures.js';

const get = (at: number, path: string, status = 200): Answered => ({ at, method: 'GET', path, status });
const post = (at: number, path: string): Answered => ({ at, method: 'POST', path, status: 201 });

// Event 1 runs now (today), event 2 in a month.
const windows = new Map([
  ['1', { start: '2026-11-28 10:00:00', end: '2026-11-28 22:00:00' }],
  ['2', { start: '2026-12-28 10:00:00', end: '2026-12-28 22:00:00' }],
]);
const full = [
  get(0, '/events?page=1&items_per_page=100'),
  get(1, '/events?page=2&items_per_page=100'),
  get(2, '/events/1/shifts'),
  get(3, '/events/1/admins'),
  get(4, '/events/2/shifts'),
  get(5, '/events/2/admins'),
  get(6, '/time-tracking/worker-summary?uuid=ab&date=2026-11-28'),
];
const run = (log: Answered[]) =>
  venueFigures({
    since: 1_000,
    log,
    sets: setsOfFullSync(full),
    orders: 2,
    windows,
    now: '2026-11-28 16:00:00',
    latencyMs: 300,
    concurrency: 6,
  });

describe('bench:venue figures', () => {
  it('names a set by its path and query without paging, and as the sync plan names it', () => {
    expect(setOf(get(0, '/events?page=2&items_per_page=100'))).toEqual({ set: '/events', page: 'page=2' });
    expect(setOf(get(0, '/time-tracking/worker-summary?uuid=ab&date=d')).set).toBe(
      '/time-tracking/worker-summary?date=d&uuid=ab',
    );
    expect(planKeyOf('/events/1/shifts')).toBe('event-shifts:1');
    expect(planKeyOf('/workers/3/orders/70001')).toBe('order-status:70001');
    expect(planKeyOf('/time-tracking/worker-summary?date=d&uuid=ab')).toBe('worker-hours:ab');
    expect(setsOfFullSync(full).get('/events')).toBe(2);
  });

  it('orders, then today, then everything: each from the return, each beside its bound', () => {
    const f = run([
      post(1_400, '/workers/3001/orders'),
      post(1_700, '/workers/3002/orders'),
      get(2_000, '/events/1/shifts', 304),
      get(2_100, '/events/1/admins'),
      get(2_300, '/time-tracking/worker-summary?uuid=ab&date=2026-11-28'),
      get(2_500, '/events?page=1&items_per_page=100'),
      get(2_600, '/events?page=2&items_per_page=100'),
      get(2_900, '/events/2/shifts'),
      get(3_000, '/events/2/admins'),
    ]);
    expect(f.missing).toEqual([]);
    expect(f).toMatchObject({ noticedMs: 400, ordersPlacedMs: 700, firstReadMs: 1_000, todayFreshMs: 1_100 });
    expect(f).toMatchObject({ allFreshMs: 2_000, todaySets: 2, requests: 9, refetched: 0, refetchedEarly: 0 });
    expect(f.ordersBoundMs).toBe(boundMs(2, 300, 6));
    expect(f.todayBoundMs).toBe(300 + 300);
    expect(f.allNetworkBoundMs).toBe(boundMs(2 + 7, 300, 6));
  });

  it("counts the network's down time in the bounds: the service it must give, stretched over the drops", () => {
    const drops = { everyMs: 20_000, forMs: 5_000 };
    expect(acrossDrops(600, drops)).toBe(600);
    expect(acrossDrops(15_000, drops)).toBe(15_000);
    // 15 s of service, 5 s down, then the last 3 s.
    expect(acrossDrops(18_000, drops)).toBe(23_000);
    expect(acrossDrops(45_000, drops)).toBe(55_000);
    expect(acrossDrops(18_000, undefined)).toBe(18_000);
    const f = venueFigures({
      since: 0,
      log: [],
      sets: new Map([['/tasks', 300]]),
      orders: 0,
      windows,
      now: '2026-11-28 16:00:00',
      latencyMs: 300,
      concurrency: 6,
      drops,
    });
    // 300 pages at 6 at a time: 15 s of service, the network's first up-time exactly.
    expect(f.allNetworkBoundMs).toBe(15_000);
  });

  it('a list is fresh only with all its pages; a page retried is not a second read, a whole set again is', () => {
    const f = run([
      post(1_100, '/workers/3001/orders'),
      post(1_200, '/workers/3002/orders'),
      get(1_300, '/events?page=1&items_per_page=100'),
      get(1_400, '/events/1/shifts'),
      get(1_500, '/events/1/admins'),
      // Today's shifts again while event 2 and the list's second page are still missing: too early.
      get(1_600, '/events/1/shifts'),
      get(1_700, '/events?page=1&items_per_page=100'),
    ]);
    expect(f.missing.sort()).toEqual(
      [
        '/events',
        '/events/2/admins',
        '/events/2/shifts',
        '/time-tracking/worker-summary?date=2026-11-28&uuid=ab',
      ].sort(),
    );
    expect(f.allFreshMs).toBeNaN();
    // The list's page 1 read twice is a retry of an unfinished set, not a second read.
    expect(f.refetched).toBe(1);
    // Event 1's shifts are today's: only the orders matter more, and they were placed.
    expect(f.refetchedEarly).toBe(0);

    const early = run([
      get(1_100, '/events/2/shifts'),
      get(1_200, '/events/2/shifts'),
      post(1_300, '/workers/3001/orders'),
      post(1_400, '/workers/3002/orders'),
    ]);
    // Next month's shifts read twice while today's were never read: too early.
    expect(early.refetchedEarly).toBe(1);
    expect(early.todayFreshMs).toBeNaN();
  });

  it('an order not placed by the end of the log is NaN, not a number', () => {
    expect(run([post(1_100, '/workers/3001/orders')]).ordersPlacedMs).toBeNaN();
  });
});
