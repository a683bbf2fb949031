// The order of a sync plan, by property: any clock, any set of followed events and crew, any
// history of fetches. Orders first; the classes in their order; within a class nothing farther
// in time before something nearer; nothing fetched twice before all that matters more.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRIORITY,
  isFresh,
  placeOf,
  rankOf,
  readInChain,
  RECHECK_TODAY_MS,
  type EventWindow,
  type OrderContext,
} from '../../../../../main/core/sync/plan-order.js';
import { plannedKeys, windowAround } from './priority-kit.js';

const BASE = Date.UTC(2026, 10, 28, 0, 0, 0);
/** Shift-time text of a wall-clock moment (the plan compares wall clocks, never zones). */
const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

const REST_KEYS = ['events', 'workers', 'clients', 'orderables', 'hr-contacts', 'tasks'];

const world = fc
  .record({
    nowOffset: fc.integer({ min: 0, max: 60 * 24 }),
    events: fc.array(
      fc.record({
        startHours: fc.option(fc.integer({ min: -24 * 20, max: 24 * 30 }), { nil: undefined }),
        lengthHours: fc.integer({ min: 1, max: 72 }),
      }),
      { maxLength: 25 },
    ),
    crew: fc.integer({ min: 0, max: 6 }),
    orders: fc.integer({ min: 0, max: 4 }),
    // Minutes before now each set was last fetched (undefined: never).
    fetched: fc.array(fc.option(fc.integer({ min: 0, max: 600 }), { nil: undefined }), {
      minLength: 80,
      maxLength: 80,
    }),
    freshMinutes: fc.option(fc.integer({ min: 0, max: 600 }), { nil: undefined }),
    recheck: fc.boolean(),
  })
  .map((w) => {
    const now = BASE + w.nowOffset * 60_000;
    const windows = new Map<string, EventWindow>();
    const keys: string[] = [...REST_KEYS];
    w.events.forEach((e, i) => {
      const id = String(i + 1);
      keys.push(`event-shifts:${id}`, `event-admins:${id}`);
      if (e.startHours !== undefined) windows.set(id, windowAround(now, e.startHours, e.lengthHours, wall));
    });
    for (let i = 0; i < w.crew; i++) keys.push(`worker-tags:w${i}`, `worker-hours:w${i}`);
    for (let i = 0; i < w.orders; i++) keys.push(`order-status:o${i}`);
    const fetchedAt = new Map<string, string>();
    keys.forEach((key, i) => {
      const minutes = w.fetched[i % w.fetched.length];
      if (minutes !== undefined) fetchedAt.set(key, new Date(now - minutes * 60_000).toISOString());
    });
    const ctx: OrderContext = {
      now: wall(now),
      windows,
      fetchedAt,
      freshSince: w.freshMinutes === undefined ? undefined : new Date(now - w.freshMinutes * 60_000).toISOString(),
      recheckTodayBefore: w.recheck ? new Date(now - RECHECK_TODAY_MS).toISOString() : undefined,
    };
    return { keys, ctx };
  });

const ALWAYS_FIRST = new Set(['orders', 'today-shifts', 'today-admins', 'crew-hours']);

/** Checks a property of the planned order over any world. */
function forAnyWorld(check: (planned: string[], ctx: OrderContext, keys: string[]) => void): void {
  fc.assert(fc.property(world, ({ keys, ctx }) => check(plannedKeys(keys, ctx), ctx, keys)));
}

describe('orderPlan', () => {
  it('orders first, then each class in its order, and a set never before one that matters more', () => {
    forAnyWorld((planned, ctx, keys) => {
      expect([...planned].sort()).toEqual([...keys].sort());
      const ranks = planned.map((k) => rankOf(k, ctx));
      for (let i = 1; i < ranks.length; i++) expect(ranks[i]).toBeGreaterThanOrEqual(ranks[i - 1]!);
      const firstOther = planned.findIndex((k) => !k.startsWith('order-status:'));
      const lastOrder = planned.findLastIndex((k) => k.startsWith('order-status:'));
      if (firstOther >= 0) expect(lastOrder).toBeLessThan(firstOther);
    });
  });

  it('within a class (and freshness), nothing farther from now comes before something nearer', () => {
    forAnyWorld((planned, ctx) => {
      for (let i = 0; i < planned.length; i++) {
        for (let j = i + 1; j < planned.length; j++) {
          const a = planned[i]!;
          const b = planned[j]!;
          if (rankOf(a, ctx) !== rankOf(b, ctx)) continue;
          expect(placeOf(a, ctx).distance).toBeLessThanOrEqual(placeOf(b, ctx).distance);
        }
      }
    });
  });

  it('an event running or starting within 24 hours comes before any event starting later, and past events last', () => {
    forAnyWorld((planned, ctx) => {
      const priorityAt = planned.map((k) => placeOf(k, ctx).priority);
      const lastToday = priorityAt.findLastIndex((p) => p === 'today-shifts' || p === 'today-admins');
      const firstLater = priorityAt.findIndex((p) => p === 'near' || p === 'later' || p === 'past');
      if (lastToday >= 0 && firstLater >= 0) expect(lastToday).toBeLessThan(firstLater);
      const firstPast = priorityAt.findIndex((p) => p === 'past');
      if (firstPast >= 0) {
        // Only sets fetched already in this chain of cut syncs may follow a past event.
        for (const k of planned.slice(firstPast)) {
          if (placeOf(k, ctx).priority !== 'past') expect(isFresh(k, ctx)).toBe(true);
        }
      }
    });
  });

  it('a set fetched by a cut sync waits until every set that matters more has been fetched once', () => {
    forAnyWorld((planned, ctx) => {
      planned.forEach((key, i) => {
        const { priority } = placeOf(key, ctx);
        if (!isFresh(key, ctx) || ALWAYS_FIRST.has(priority)) return;
        // Everything after a fresh set that is not fresh matters less (a lower class).
        for (const later of planned.slice(i + 1)) {
          if (isFresh(later, ctx)) continue;
          const laterClass = PRIORITY.indexOf(placeOf(later, ctx).priority);
          expect(laterClass).toBeGreaterThan(PRIORITY.indexOf(priority));
        }
      });
    });
  });

  it("a run after a cut resumes: every set the chain has not fetched, and of the rest only orders and today's grown old", () => {
    fc.assert(
      fc.property(world, ({ keys, ctx }) => {
        const read = readInChain(
          keys.map((key) => ({ key })),
          ctx,
        ).map((item) => item.key);
        expect(read).toEqual(plannedKeys(read, ctx));
        for (const key of keys) {
          if (!isFresh(key, ctx)) expect(read).toContain(key);
        }
        for (const key of read) {
          if (!isFresh(key, ctx)) continue;
          const { priority } = placeOf(key, ctx);
          if (priority === 'orders') continue;
          // Read again in a chain only when it is one of today's and the chain fetched it long ago.
          expect(ALWAYS_FIRST.has(priority)).toBe(true);
          expect(ctx.fetchedAt.get(key)! < ctx.recheckTodayBefore!).toBe(true);
        }
      }),
    );
  });

  it("a run after a cut reads first what the cut one never fetched, not today's sets it fetched seconds before", () => {
    const now = '2026-11-28 09:00:00';
    const windows = new Map<string, EventWindow>([
      ['today', { start: '2026-11-28 16:00:00', end: '2026-11-28 23:00:00' }],
      ['friday', { start: '2026-12-04 10:00:00', end: '2026-12-04 18:00:00' }],
      ['spring', { start: '2027-04-01 10:00:00', end: '2027-04-01 18:00:00' }],
    ]);
    const cutAt = '2026-11-28T09:00:00.000Z';
    const justNow = '2026-11-28T09:00:20.000Z';
    const keys = [
      'tasks',
      'event-shifts:spring',
      'event-shifts:friday',
      'event-shifts:today',
      'event-admins:today',
      'order-status:a',
    ];
    const fetchedBy = (at: string) =>
      new Map(
        ['event-shifts:today', 'event-admins:today', 'event-shifts:friday', 'order-status:a'].map((k) => [k, at]),
      );
    const chain = (fetchedAt: Map<string, string>, recheckTodayBefore: string): OrderContext => ({
      now,
      windows,
      fetchedAt,
      freshSince: cutAt,
      recheckTodayBefore,
    });
    const read = (ctx: OrderContext) =>
      readInChain(
        keys.map((key) => ({ key })),
        ctx,
      ).map((item) => item.key);
    // The cut run fetched today's event and Friday's shifts 20 s ago: the next reads the rest.
    expect(read(chain(fetchedBy(justNow), '2026-11-28T08:55:20.000Z'))).toEqual([
      'order-status:a',
      'tasks',
      'event-shifts:spring',
    ]);
    // A chain long enough for today's sets to grow old reads them again first.
    expect(read(chain(fetchedBy(cutAt), '2026-11-28T09:00:10.000Z'))).toEqual([
      'order-status:a',
      'event-shifts:today',
      'event-admins:today',
      'tasks',
      'event-shifts:spring',
    ]);
  });

  it('places sets as the issue lists them: an event at 4 PM today before tasks, tasks before last week', () => {
    const now = '2026-11-28 09:00:00';
    const windows = new Map<string, EventWindow>([
      ['today', { start: '2026-11-28 16:00:00', end: '2026-11-28 23:00:00' }],
      ['running', { start: '2026-11-28 07:00:00', end: '2026-11-28 12:00:00' }],
      ['friday', { start: '2026-12-04 10:00:00', end: '2026-12-04 18:00:00' }],
      ['spring', { start: '2027-04-01 10:00:00', end: '2027-04-01 18:00:00' }],
      ['last-week', { start: '2026-11-20 10:00:00', end: '2026-11-20 18:00:00' }],
    ]);
    const keys = [
      'tasks',
      'events',
      'event-shifts:last-week',
      'event-admins:spring',
      'event-shifts:spring',
      'worker-hours:7',
      'worker-tags:7',
      'event-admins:today',
      'event-shifts:friday',
      'event-shifts:today',
      'event-admins:running',
      'event-shifts:running',
      'order-status:a',
    ];
    const ctx: OrderContext = {
      now,
      windows,
      fetchedAt: new Map([['tasks', '2026-11-28T08:00:00.000Z']]),
      freshSince: undefined,
    };
    expect(plannedKeys(keys, ctx)).toEqual([
      'order-status:a',
      'event-shifts:running',
      'event-shifts:today',
      'event-admins:running',
      'event-admins:today',
      'worker-hours:7',
      'event-shifts:friday',
      // The rest: never fetched before fetched an hour ago.
      'events',
      'worker-tags:7',
      'tasks',
      'event-shifts:spring',
      'event-admins:spring',
      'event-shifts:last-week',
    ]);
  });
});
