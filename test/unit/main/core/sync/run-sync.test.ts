import { afterEach, describe, expect, it } from 'vitest';
import type { SyncBatch, SyncProgress } from '../../../../../preload/contract.js';
import type { WorkforceClient } from '../../../../../main/core/api/client.js';
import { abortableSleep } from '../../../../../main/core/api/http.js';
import { DEFAULT_PROFILE, resolveProfile } from '../../../../../main/core/api/profile.js';
import { planSync, type DiscoveryList } from '../../../../../main/core/sync/plan.js';
import { RateGate } from '../../../../../main/core/sync/rate-gate.js';
import { runSync, type RunOptions } from '../../../../../main/core/sync/run-sync.js';
import {
  clientFor,
  deadUrl,
  deferred,
  resetSimulator,
  setFaults,
  sleep,
  totalRequests,
  useSimulator,
  waitFor,
  watchedFetch,
} from '../core-kit.js';

const sim = useSimulator({ events: 24, workers: 12 });
afterEach(async () => resetSimulator(sim()));

const NO_DISCOVERY = new Set<DiscoveryList>(['events', 'workers', 'clients']);
/** The simulator's pinned today (core-kit). */
const TODAY = '2026-11-22';

function eventIds(n: number): string[] {
  return sim()
    .state.data.events.slice(0, n)
    .map((e) => e.summary.id);
}

/** runSync with a renderer that stores every batch at once; any option can be replaced. */
function start(o: Partial<RunOptions> & { client: WorkforceClient; items: RunOptions['items'] }) {
  const batches: SyncBatch[] = [];
  const progress: SyncProgress[] = [];
  const controller = new AbortController();
  const result = runSync({
    syncId: 'sync-1',
    gate: new RateGate(4),
    signal: controller.signal,
    deliver: async (b) => void batches.push(b),
    onProgress: (p) => progress.push(p),
    sleep: abortableSleep,
    ...o,
  });
  return { result, batches, progress, controller };
}

describe('runSync', () => {
  it('fetches every planned set and delivers each one as a complete, stamped batch', async () => {
    const s = sim();
    const [eventId] = eventIds(1);
    const worker = s.state.data.workers[3]!;
    const items = planSync({
      followedEventIds: [eventId!],
      crewWorkerIds: [worker.summary.id],
      missingDiscovery: new Set(),
      today: TODAY,
    });
    const { result, batches } = start({ client: clientFor(s.url), items });
    const { summary, missingDiscovery } = await result;

    // Nine planned, then the client list and the followed event's client, named by the event list.
    expect(summary).toMatchObject({ syncId: 'sync-1', outcome: 'complete', planned: 11, done: 11, failures: [] });
    expect(missingDiscovery).toEqual([]);
    expect(batches.map((b) => b.kind).sort()).toEqual(
      [
        'event-admins',
        'event-shifts',
        'events',
        'hr-contacts',
        'orderables',
        'tasks',
        'worker-hours',
        'worker-tags',
        'workers',
        'clients',
        'client-workers',
      ].sort(),
    );
    const preferences = batches.find((b) => b.kind === 'client-workers');
    expect(preferences?.kind === 'client-workers' && preferences.clientId).toBe(
      s.state.event(eventId!)!.summary.client_id,
    );
    const shifts = batches.find((b) => b.kind === 'event-shifts');
    expect(shifts?.kind === 'event-shifts' && shifts.shifts.map((x) => x.id)).toEqual(
      s.state.event(eventId!)!.shifts.map((x) => x.id),
    );
    expect(new Set(batches.map((b) => b.batchId)).size).toBe(batches.length);
    for (const b of batches) expect(Date.parse(b.asOf)).not.toBeNaN();
    // Main normalises: every row the renderer is sent is a stored row, none an API row.
    const rows = batches.flatMap((b) => Object.values(b).filter(Array.isArray).flat() as object[]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.flatMap((row) => Object.keys(row).filter((k) => k.includes('_')))).toEqual([]);
    expect(shifts?.kind === 'event-shifts' && shifts.shifts[0]).toMatchObject({
      eventId,
      customName: expect.any(String),
      overnight: expect.any(Boolean),
    });
  });

  it('never has more requests in flight than the concurrency setting', async () => {
    const s = sim();
    await setFaults(s, { latencyMs: 15 });
    const watched = watchedFetch();
    const items = planSync({
      followedEventIds: eventIds(8),
      crewWorkerIds: [],
      missingDiscovery: NO_DISCOVERY,
      today: TODAY,
    });
    const { result } = start({ client: clientFor(s.url, { fetch: watched.fetch }), items, gate: new RateGate(3) });
    const { summary } = await result;
    expect(summary.outcome).toBe('complete');
    expect(watched.urls).toHaveLength(19);
    // Bounded, and actually parallel.
    expect(watched.maxInFlight()).toBe(3);
  });

  it('a 429 slows the whole run: every worker waits out Retry-After and concurrency is halved', async () => {
    const s = sim();
    await setFaults(s, { latencyMs: 15 });
    const gate = new RateGate(4);
    const runnerSleeps: number[] = [];
    const starts: { at: number; inFlight: number; after429: boolean }[] = [];
    let at429: number | undefined;
    const watched = watchedFetch();
    const client = clientFor(s.url, {
      fetch: async (input, init) => {
        const answer = watched.fetch(input, init);
        starts.push({ at: Date.now(), inFlight: watched.inFlight(), after429: at429 !== undefined });
        const res = await answer;
        if (res.status !== 429) return res;
        at429 = Date.now();
        // The simulator asks for 1 s; 0.2 s keeps the test short and changes nothing else.
        const headers = new Headers(res.headers);
        headers.set('retry-after', '0.2');
        return new Response(await res.text(), { status: 429, headers });
      },
    });
    const items = planSync({
      followedEventIds: eventIds(12),
      crewWorkerIds: [],
      missingDiscovery: NO_DISCOVERY,
      today: TODAY,
    });
    const done = start({
      client,
      items,
      gate,
      sleep: (ms, signal) => {
        runnerSleeps.push(ms);
        return abortableSleep(ms, signal);
      },
    });
    // The 429 comes while the run is in full swing.
    await waitFor(() => starts.length >= 6, 'the run to be under way');
    await setFaults(s, { latencyMs: 15, rateLimitNext: 1 });
    const { summary } = await done.result;

    expect(summary.outcome).toBe('complete');
    expect(summary.done).toBe(items.length);
    expect(at429).toBeDefined();
    // The other workers waited out the pause too, not just the request that got the 429.
    expect(runnerSleeps.some((ms) => ms > 100 && ms <= 200)).toBe(true);
    const later = starts.filter((x) => x.after429);
    expect(later.length).toBeGreaterThan(4);
    for (const x of later) expect(x.at).toBeGreaterThanOrEqual(at429! + 199);
    // From the 429 on, never more in flight than the halved limit.
    expect(gate.limit).toBe(2);
    expect(Math.max(...later.map((x) => x.inFlight))).toBeLessThanOrEqual(2);
  });

  it('a Retry-After pause holds the event-list pager too: no page is asked for before it ends', async () => {
    const s = sim();
    await setFaults(s, { latencyMs: 15 });
    const pageStarts: number[] = [];
    let at429: number | undefined;
    const client = clientFor(s.url, {
      // Two events a page: the 24 events take 12 pages, so the pager is mid-list when the 429 comes.
      profile: resolveProfile({ pageSize: { discoveryPage: 2 } }),
      fetch: async (input, init) => {
        const url = new URL(String(input));
        if (url.pathname.endsWith('/events') && url.searchParams.has('page')) pageStarts.push(Date.now());
        if (url.pathname.endsWith('/shifts') && at429 === undefined) {
          // Answered once the pager is on its second page, so the pause falls mid-list.
          await waitFor(() => pageStarts.length >= 2, 'the pager to be under way');
          at429 = Date.now();
          const body = JSON.stringify({ code: 'API-429', error: 'Too many requests' });
          return new Response(body, { status: 429, headers: { 'retry-after': '0.5' } });
        }
        return fetch(input, init);
      },
    });
    const items = planSync({
      followedEventIds: eventIds(1),
      crewWorkerIds: [],
      missingDiscovery: new Set<DiscoveryList>(['workers']),
      today: TODAY,
    });
    const { summary } = await start({ client, items, gate: new RateGate(4) }).result;

    expect(summary.outcome).toBe('complete');
    expect(at429).toBeDefined();
    expect(pageStarts.length).toBe(12);
    // The pager was under way before the 429 and went on after the pause, never during it.
    expect(pageStarts.some((at) => at < at429!)).toBe(true);
    expect(pageStarts.some((at) => at >= at429! + 490)).toBe(true);
    expect(pageStarts.filter((at) => at > at429! && at < at429! + 490)).toEqual([]);
  });

  /** A sync of `events` followed events to a window that stores nothing until told. */
  function toStalledWindow(events: number, options: Partial<RunOptions>) {
    const s = sim();
    const items = planSync({
      followedEventIds: eventIds(events),
      crewWorkerIds: [],
      missingDiscovery: NO_DISCOVERY,
      today: TODAY,
    });
    const pending: (() => void)[] = [];
    const deliver = () => new Promise<void>((resolve) => pending.push(resolve));
    const { result } = start({ client: clientFor(s.url), items, deliver, ...options });
    return { s, items, pending, result };
  }

  it('keeps fetching while the renderer stores, but holds no more than 32 unstored sets', async () => {
    const { s, items, pending, result } = toStalledWindow(20, { gate: new RateGate(2), maxPending: 32 });
    expect(items).toHaveLength(43);
    let finished = false;
    void result.then(() => (finished = true));

    await waitFor(() => pending.length >= 32, '32 batches handed to the renderer');
    // Fixed wait, on purpose: showing that fetching stopped needs time in which it could go on.
    await sleep(150);
    // Fetching went on while nothing was stored, up to the limit (plus what was already in flight).
    expect(pending.length).toBeLessThanOrEqual(33);
    expect(totalRequests(s)).toBeLessThanOrEqual(33);
    expect(finished).toBe(false);

    // The renderer catches up: the rest is fetched and the run completes.
    const release = setInterval(() => pending.splice(0).forEach((stored) => stored()), 5);
    const { summary } = await result;
    clearInterval(release);
    expect(summary).toMatchObject({ outcome: 'complete', done: 43, planned: 43 });
  });

  it('fetches ahead of a slow window well past one message (32 sets) before it waits', async () => {
    const { s, items, pending, result } = toStalledWindow(24, { gate: new RateGate(4) });
    expect(items).toHaveLength(51);

    // Nothing stored yet, and every set is already fetched: the window's next messages are ready.
    await waitFor(() => pending.length === 51, 'all 51 sets handed to the renderer');
    expect(totalRequests(s)).toBe(51);
    pending.forEach((stored) => stored());
    expect((await result).summary).toMatchObject({ outcome: 'complete', done: 51 });
  });

  it('reports progress at most every 100 ms, starting at once and ending with the totals', async () => {
    const s = sim();
    await setFaults(s, { latencyMs: 10 });
    const items = planSync({
      followedEventIds: eventIds(12),
      crewWorkerIds: [],
      missingDiscovery: NO_DISCOVERY,
      today: TODAY,
    });
    const started = Date.now();
    const { result, progress } = start({ client: clientFor(s.url), items, gate: new RateGate(2) });
    expect(progress[0]).toEqual({ syncId: 'sync-1', planned: 27, done: 0, failed: 0, current: undefined });
    await result;
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThan(100);
    expect(progress.length).toBeLessThanOrEqual(Math.ceil(elapsed / 100) + 2);
    expect(progress.at(-1)).toEqual({ syncId: 'sync-1', planned: 27, done: 27, failed: 0, current: undefined });
    expect(
      progress.some((p) => p.current?.startsWith('Shifts of event') || p.current?.startsWith('Admins of event')),
    ).toBe(true);
  });

  it('an ATH-100 stops the run at once and asks for the key', async () => {
    const s = sim();
    const items = planSync({
      followedEventIds: eventIds(3),
      crewWorkerIds: ['1'],
      missingDiscovery: NO_DISCOVERY,
      today: TODAY,
    });
    let delivered = 0;
    const { result } = start({
      client: clientFor(s.url),
      items,
      gate: new RateGate(1),
      deliver: async () => {
        // The office replaces the key after the third set.
        if (++delivered === 3) s.rotateKey('a-new-key-from-the-office');
      },
    });
    const { summary } = await result;
    expect(delivered).toBe(3);
    expect(summary.outcome).toBe('auth-required');
    expect(summary.done).toBe(3);
    expect(summary.failures).toHaveLength(1);
    expect(summary.failures[0]?.code).toBe('ATH-100');
    // Nothing more was asked with a key the server rejects.
    expect(totalRequests(s)).toBe(4);
  });

  it('a 404 on a followed event or crew worker marks it "not found" and counts a failure', async () => {
    const s = sim();
    const [real] = eventIds(1);
    const items = planSync({
      followedEventIds: ['987654', real!],
      crewWorkerIds: ['no-such-worker'],
      missingDiscovery: NO_DISCOVERY,
      today: TODAY,
    });
    const { result, batches } = start({ client: clientFor(s.url), items });
    const { summary } = await result;

    const notFound = batches.filter((b) => b.kind === 'not-found');
    expect(notFound.map((b) => b.kind === 'not-found' && b.set)).toEqual(
      expect.arrayContaining([
        { type: 'event', id: '987654' },
        { type: 'worker', id: 'no-such-worker' },
      ]),
    );
    expect(notFound.every((b) => b.kind === 'not-found' && !(b.set.id === real))).toBe(true);
    // The missing event never gets an (empty) replacement set that would wipe its cached rows.
    expect(
      batches.some((b) => (b.kind === 'event-shifts' || b.kind === 'event-admins') && b.eventId === '987654'),
    ).toBe(false);
    expect(batches.some((b) => b.kind === 'event-shifts' && b.eventId === real)).toBe(true);
    expect(summary.outcome).toBe('partial');
    // Four sets, the tasks, and the worker's hours: no UUID without the worker list, so nothing to ask.
    expect(summary.done).toBe(6);
    expect(summary.failures.map((f) => f.code).sort()).toEqual(['EVT-100', 'EVT-100', 'WRK-100']);
    expect(summary.failures.map((f) => f.item)).toContain('Tags of worker no-such-worker');
  });

  it('a 404 on a discovery list is remembered, not counted as a failure', async () => {
    const s = sim();
    const profile = { ...DEFAULT_PROFILE, paths: { ...DEFAULT_PROFILE.paths, events: '/no-event-list-here' } };
    const items = planSync({
      followedEventIds: eventIds(1),
      crewWorkerIds: [],
      missingDiscovery: new Set(),
      today: TODAY,
    });
    const { result, batches } = start({ client: clientFor(s.url, { profile }), items });
    const { summary, missingDiscovery } = await result;
    expect(missingDiscovery).toEqual(['events']);
    // Without the event list no event names its client: no client preferences are asked.
    expect(summary).toMatchObject({ outcome: 'complete', planned: 8, done: 8, failures: [] });
    expect(batches.some((b) => b.kind === 'client-workers')).toBe(false);
    expect(batches.some((b) => b.kind === 'events' || b.kind === 'not-found')).toBe(false);
  });

  it('asks the worker preferences of each client of a followed event once, after the event list, in the same run', async () => {
    const s = sim();
    const followed = eventIds(6);
    const clientsOf = [...new Set(followed.map((id) => s.state.event(id)!.summary.client_id))].sort();
    expect(clientsOf.length).toBeGreaterThan(1);
    const items = planSync({
      followedEventIds: followed,
      crewWorkerIds: [],
      missingDiscovery: new Set(['workers', 'clients'] as const),
      today: TODAY,
    });
    const { result, batches, progress } = start({ client: clientFor(s.url), items, gate: new RateGate(3) });
    const { summary } = await result;
    const planned = items.length + clientsOf.length;
    expect(summary).toMatchObject({ outcome: 'complete', planned, done: planned, failures: [] });
    expect(progress.at(-1)).toMatchObject({ planned, done: planned });
    const sets = batches.filter((b) => b.kind === 'client-workers');
    expect(sets.map((b) => b.kind === 'client-workers' && b.clientId).sort()).toEqual(clientsOf);
    // Every company worker once per client, in stored form.
    for (const b of sets) {
      if (b.kind !== 'client-workers') continue;
      expect(b.workers).toHaveLength(s.state.data.workers.length);
      expect(b.workers.every((w) => w.clientId === b.clientId)).toBe(true);
    }
    expect(batches.findIndex((b) => b.kind === 'events')).toBeLessThan(
      batches.findIndex((b) => b.kind === 'client-workers'),
    );
  });

  it('a 404 on the HR contacts counts a failure and delivers no set, so the stored contacts stay', async () => {
    const s = sim();
    const profile = { ...DEFAULT_PROFILE, paths: { ...DEFAULT_PROFILE.paths, hrContacts: '/no-hr-here' } };
    const items = planSync({ followedEventIds: [], crewWorkerIds: [], missingDiscovery: NO_DISCOVERY, today: TODAY });
    const { result, batches } = start({ client: clientFor(s.url, { profile }), items });
    const { summary } = await result;
    expect(summary.outcome).toBe('partial');
    expect(summary.failures).toEqual([expect.objectContaining({ item: 'HR contacts' })]);
    expect(batches.map((b) => b.kind).sort()).toEqual(['orderables', 'tasks']);
  });

  it("a 404 on a crew worker's hours delivers no set and marks no one, so the stored hours stay", async () => {
    const s = sim();
    const worker = s.state.data.workers[4]!.summary.id;
    const profile = { ...DEFAULT_PROFILE, paths: { ...DEFAULT_PROFILE.paths, workerSummary: '/no-hours-here' } };
    const items = planSync({
      followedEventIds: [],
      crewWorkerIds: [worker],
      missingDiscovery: new Set(),
      today: TODAY,
    });
    const { result, batches } = start({ client: clientFor(s.url, { profile }), items });
    const { summary } = await result;
    expect(summary.outcome).toBe('partial');
    expect(summary.failures).toEqual([expect.objectContaining({ item: `Hours of worker ${worker}` })]);
    expect(batches.map((b) => b.kind).sort()).toEqual([
      'clients',
      'events',
      'hr-contacts',
      'orderables',
      'tasks',
      'worker-tags',
      'workers',
    ]);
  });

  it('a run where every item fails is "failed" and delivers nothing', async () => {
    const s = sim();
    await setFaults(s, { failNext: 10_000 });
    const items = planSync({
      followedEventIds: eventIds(1),
      crewWorkerIds: [],
      missingDiscovery: NO_DISCOVERY,
      today: TODAY,
    });
    const { result, batches } = start({ client: clientFor(s.url), items });
    const { summary } = await result;
    expect(summary.outcome).toBe('failed');
    expect(summary.done).toBe(0);
    expect(summary.failures.map((f) => f.code)).toEqual(['API-500', 'API-500', 'API-500', 'API-500', 'API-500']);
    expect(batches).toHaveLength(0);
  });

  it('a run that cannot reach the server at all is "offline"', async () => {
    const items = planSync({
      followedEventIds: ['1'],
      crewWorkerIds: [],
      missingDiscovery: NO_DISCOVERY,
      today: TODAY,
    });
    const { result, batches } = start({ client: clientFor(await deadUrl()), items });
    const { summary } = await result;
    expect(summary.outcome).toBe('offline');
    expect(summary.failures.every((f) => f.code === 'NETWORK')).toBe(true);
    expect(batches).toHaveLength(0);
  });

  it('a 500 on some items only makes the run "partial"', async () => {
    const s = sim();
    const items = planSync({
      followedEventIds: eventIds(2),
      crewWorkerIds: [],
      missingDiscovery: NO_DISCOVERY,
      today: TODAY,
    });
    // Concurrency 1: the first item uses up every retry on a 500.
    await setFaults(s, { failNext: 4 });
    const { result } = start({ client: clientFor(s.url, { retry: { retries: 3 } }), items, gate: new RateGate(1) });
    const { summary } = await result;
    expect(summary.outcome).toBe('partial');
    expect(summary.done).toBe(6);
    expect(summary.failures).toEqual([expect.objectContaining({ item: 'Orderable items', code: 'API-500' })]);
  });

  it('a cancelled run stops fetching and says "cancelled"', async () => {
    const s = sim();
    await setFaults(s, { latencyMs: 20 });
    const items = planSync({
      followedEventIds: eventIds(10),
      crewWorkerIds: [],
      missingDiscovery: NO_DISCOVERY,
      today: TODAY,
    });
    const watched = watchedFetch();
    const run = start({ client: clientFor(s.url, { fetch: watched.fetch }), items, gate: new RateGate(2) });
    await waitFor(() => run.batches.length >= 2, 'two sets stored');
    run.controller.abort();
    const askedBeforeCancel = watched.urls.length;
    const { summary } = await run.result;
    expect(summary.outcome).toBe('cancelled');
    expect(summary.done).toBeLessThan(items.length);
    // Nothing new was asked after the cancel (the result waits for every worker to stop).
    expect(watched.urls).toHaveLength(askedBeforeCancel);
    expect(askedBeforeCancel).toBeLessThan(items.length);
  });

  it('a cancel ends the run even while the window never stores what it was sent', async () => {
    const s = sim();
    const items = planSync({
      followedEventIds: eventIds(3),
      crewWorkerIds: [],
      missingDiscovery: NO_DISCOVERY,
      today: TODAY,
    });
    const handedOver = deferred();
    const run = start({
      client: clientFor(s.url),
      items,
      gate: new RateGate(2),
      deliver: () => {
        handedOver.resolve();
        return new Promise<void>(() => undefined);
      },
    });
    await handedOver.promise;
    run.controller.abort();
    // A run that kept waiting for the window would time this test out.
    expect((await run.result).summary.outcome).toBe('cancelled');
  });
});
