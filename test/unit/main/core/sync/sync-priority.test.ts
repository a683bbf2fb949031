// A sync's order against the real simulator: the queued orders go out before any read; an
// event that starts today is read before the lists and the events of next month, whatever the
// order they were followed in; a cut sync keeps what it fetched and the next one reads only
// what the cut one had not fetched.
import { beforeAll, describe, expect, it } from 'vitest';
import { toShiftTime } from '../../../../../preload/contract.js';
import { setFaults, useSimulator, waitFor } from '../core-kit.js';
import { batchKey, windowAround } from './priority-kit.js';
import { useSyncServices } from './sync-services.js';

const sim = useSimulator({ events: 6, workers: 4 });
const startService = useSyncServices(sim);

/** When an event runs, hours from now: the same clock for the simulator's shifts and main's hints. */
const windowIn = (startHours: number, lengthHours: number) =>
  windowAround(Date.now(), startHours, lengthHours, (ms) => toShiftTime(new Date(ms)));

/** Hours from now each event's shifts start, and how long they run. */
const TIMES = {
  nextMonth: [24 * 30, 8],
  lastWeek: [-24 * 7, 8],
  today: [3, 7],
  tomorrowNight: [20, 8],
  inThreeDays: [72, 8],
};

// The simulator's events dated around this test's clock, every shift of an event alike.
beforeAll(() => {
  Object.values(TIMES).forEach(([offset, length], i) => {
    const { start, end } = windowIn(offset!, length!);
    for (const shift of sim().state.data.events[i]!.shifts) {
      shift.start_time = start;
      shift.end_time = end;
    }
  });
});

/** The sets of the events running within 24 hours, in the order they are read. */
const todays = (ids: { today: string; tomorrowNight: string }) => [
  `event-shifts:${ids.today}`,
  `event-shifts:${ids.tomorrowNight}`,
  `event-admins:${ids.today}`,
  `event-admins:${ids.tomorrowNight}`,
];

function setup() {
  const ids = sim().state.data.events.map((e) => e.summary.id);
  const [nextMonth, lastWeek, today, tomorrowNight, inThreeDays] = ids as [string, string, string, string, string];
  const reads: string[] = [];
  const drains: number[] = [];
  const started = startService({
    // Followed in an order that has nothing to do with time.
    followed: () => ({ followedEventIds: [nextMonth, lastWeek, today, tomorrowNight, inThreeDays], crewWorkerIds: [] }),
    concurrency: () => 1,
    outboxFirst: async () => {
      drains.push(started.watched.urls.length);
      reads.push('orders sent');
    },
  });
  // What the window's database tells main before its first sync (sync:hints).
  const named = { nextMonth, lastWeek, today, tomorrowNight, inThreeDays };
  started.service.memory.seedWindows(
    Object.entries(TIMES).map(([name, [offset, length]]) => ({
      eventId: named[name as keyof typeof named],
      ...windowIn(offset!, length!),
    })),
  );
  return { ...started, reads, drains, ids: { nextMonth, lastWeek, today, tomorrowNight, inThreeDays } };
}

describe('the order a sync reads in', () => {
  it('orders before any read, then the events of the next 24 hours, then nearest first, past events last', async () => {
    const { service, batches, drains, ids } = setup();
    const summary = await service.request('sync now');
    expect(summary.outcome).toBe('complete');
    // The orders were sent before the sync's first request.
    expect(drains).toEqual([0]);
    expect(batches.map(batchKey)).toEqual([
      ...todays(ids),
      `event-shifts:${ids.inThreeDays}`,
      `event-admins:${ids.inThreeDays}`,
      'clients',
      'events',
      // The event list names each followed event's client: their preferences come next.
      ...batches.filter((b) => b.kind === 'client-workers').map(batchKey),
      'hr-contacts',
      'orderables',
      'tasks',
      'workers',
      `event-shifts:${ids.nextMonth}`,
      `event-admins:${ids.nextMonth}`,
      `event-shifts:${ids.lastWeek}`,
      `event-admins:${ids.lastWeek}`,
    ]);
  });

  it('a cut sync keeps what it fetched, each set with its own asOf, and the next begins with what it had not fetched', async () => {
    await setFaults(sim(), { latencyMs: 30 });
    const { service, batches, ids } = setup();
    const first = service.request('sync now');
    await waitFor(() => batches.length >= 8, 'eight sets');
    service.cancel();
    expect((await first).outcome).toBe('cancelled');
    const kept = batches.map(batchKey);
    const keptAsOf = batches.map((b) => b.asOf);
    // Every set fetched before the cut was delivered, each stamped when it was read.
    expect(kept.slice(0, 6)).toEqual([
      ...todays(ids),
      `event-shifts:${ids.inThreeDays}`,
      `event-admins:${ids.inThreeDays}`,
    ]);
    expect(new Set(keptAsOf).size).toBe(keptAsOf.length);

    await setFaults(sim(), { latencyMs: 0 });
    const second = await service.request('sync now');
    expect(second.outcome).toBe('complete');
    const after = batches.slice(kept.length).map(batchKey);
    // It resumes: only the sets the cut sync had not reached, today's fetched seconds before
    // included, are not read a second time in the chain.
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((k) => kept.includes(k))).toEqual([]);
    expect(after.at(-1)).toBe(`event-admins:${ids.lastWeek}`);

    // A complete run ends the chain: the next one reads in the plain order again.
    const third = batches.length;
    await service.request('interval');
    expect(batches.slice(third).map(batchKey).slice(4, 6)).toEqual([
      `event-shifts:${ids.inThreeDays}`,
      `event-admins:${ids.inThreeDays}`,
    ]);
  });
});
