/**
 * `npm run bench:venue [-- --baseline <rev>]`: a venue's network after an outage, for this tree
 * and the previous release side by side (issue 34). Each build gets a fresh profile that follows
 * 300 events (12,000 shifts) and a crew of 50, with 600 tasks, synced at full speed; then the
 * network goes (the simulator answers nothing, the base URL the app probes included), 10 orders
 * are queued, and the network returns at 300 ms a request, gone again for 5 s of every 20 s.
 *
 * Read from the simulator's traffic log (venue-figures.ts), from the network's return: when
 * every order was placed, when today's events (running or starting within 24 hours) were
 * fresh, when everything was, each beside its bound (its requests x 300 ms / concurrency,
 * stretched over the drops that fall in it, plus the storage floor for the last), and the sets
 * read a second time before every set that matters more was fresh.
 */
import type { EventShift } from '../../main/core/api/schemas.js';
import type { EventWindow } from '../../main/core/sync/plan-order.js';
import { toShiftTime } from '../../preload/contract.js';
import type { SyncBatch } from '../../preload/contract.js';
import { databaseName } from '../../renderer/src/shared/db/database-name.js';
import { injectOutbox } from '../e2e/harness/inject-outbox.js';
import { launchApp, type LaunchedApp } from '../e2e/harness/launch-app.js';
import { baselineBuild, currentBuild, type Build } from './baseline-build.js';
import { comparisonJson, comparisonTable, round, type Figure } from './compare.js';
import { ordersFor, type CatalogueState } from './followed-orders.js';
import { startSimulatorProcess, type SimulatorProcess } from './simulator-process.js';
import { storageFloorMs, writesOf } from './storage-floor.js';
import { setsOfFullSync, venueFigures, type Answered, type VenueFigures } from './venue-figures.js';

const EVENTS = 300;
const SHIFTS_PER_EVENT = 40;
const WORKERS = 1000;
const CREW = 50;
const TASKS = 600;
const ORDERS = 10;
const LATENCY_MS = 300;
const DROP_EVERY_MS = 20_000;
const DROP_FOR_MS = 5_000;
const CONCURRENCY = 6;
/** How long each build is given to make everything fresh; what it has not reached by then reads NaN. */
const GIVE_UP_MS = Number(process.env['VENUE_GIVE_UP_MS'] ?? 5 * 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function traffic(sim: SimulatorProcess, since: number): Promise<Answered[]> {
  return (await sim.get<{ log: Answered[] }>(`/__simulator/traffic?since=${since}`)).log;
}

/** Each event's first shift start and last shift end, asked of the simulator directly. */
async function eventWindows(sim: SimulatorProcess, eventIds: string[]): Promise<Map<string, EventWindow>> {
  const windows = new Map<string, EventWindow>();
  for (const id of eventIds) {
    const answer = await sim.get<EventShift[] | { data?: EventShift[] }>(`/events/${id}/shifts`);
    const shifts = Array.isArray(answer) ? answer : (answer.data ?? []);
    const starts = shifts
      .map((s) => s.start_time ?? '')
      .filter(Boolean)
      .sort();
    const ends = shifts
      .map((s) => s.end_time ?? '')
      .filter(Boolean)
      .sort();
    if (starts.length > 0) windows.set(id, { start: starts[0]!, end: ends.at(-1)! });
  }
  return windows;
}

async function until(what: string, ok: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await sleep(250);
  }
}

interface Measured extends Omit<VenueFigures, 'missing'> {
  storageFloorMs: number;
  allBoundMs: number;
}

async function followAll(app: LaunchedApp, sim: SimulatorProcess, eventIds: string[], crew: string[]) {
  const firstSync = app.nextEvent('sync:finished');
  await app.invoke('connection:connect', { environment: 'custom', baseUrl: sim.url, apiKey: sim.apiKey });
  await firstSync;
  await app.core.sync.idle();
  await app.invoke('settings:update', { syncConcurrency: CONCURRENCY });
  const full = app.nextEvent('sync:finished');
  await app.invoke('settings:update', { followedEventIds: eventIds, crewWorkerIds: crew });
  const summary = await full;
  if (summary.outcome !== 'complete') throw new Error(`the full sync ended ${summary.outcome}`);
  await app.core.sync.idle();
}

async function venueRun(build: Build): Promise<Measured> {
  const sim = await startSimulatorProcess({
    events: EVENTS,
    'shifts-per-event': SHIFTS_PER_EVENT,
    workers: WORKERS,
    tasks: TASKS,
    'latency-ms': 0,
  });
  try {
    const state = await sim.state();
    const eventIds = state.events.map((e) => e.id);
    const crew = state.workers.slice(0, CREW).map((w) => w.id);
    const catalogue = await sim.get<CatalogueState>('/__simulator/state');
    // The app's own probe period: the harness's 60 s is three drop cycles, so a release that
    // probes only at that period met the network down at every probe and never came back.
    const app = await launchApp({ baseUrl: sim.url, apiKey: sim.apiKey, buildRoot: build.root, probeEveryMs: 30_000 });
    try {
      const fullFrom = Date.now();
      await followAll(app, sim, eventIds, crew);
      const sets = setsOfFullSync(await traffic(sim, fullFrom));
      const windows = await eventWindows(sim, eventIds);

      // The network goes; the app finds out on its next request, as it would at the venue.
      await sim.faults({ offlineForMs: 3_600_000 });
      void app.invoke('sync:now').catch(() => undefined);
      await until('the app to see the network gone', () => app.core.connectivity.get().state === 'offline', 60_000);
      const dbName = databaseName('custom', sim.url);
      await injectOutbox(app.page, build.root);
      await app.page.evaluate(([name, orders]) => window.__outboxTest.place(name, orders), [
        dbName,
        ordersFor(catalogue, ORDERS),
      ] as const);
      await sleep(3_000);

      // The network returns, slow and flaky.
      const since = Date.now();
      const sincePerf = performance.now();
      const now = toShiftTime(new Date(since));
      await sim.faults({ latencyMs: LATENCY_MS, dropEveryMs: DROP_EVERY_MS, dropForMs: DROP_FOR_MS });
      const drops = { everyMs: DROP_EVERY_MS, forMs: DROP_FOR_MS };
      const run = { since, sets, orders: ORDERS, windows, now, latencyMs: LATENCY_MS, concurrency: CONCURRENCY, drops };
      let figures = venueFigures({ ...run, log: [] });
      const deadline = Date.now() + GIVE_UP_MS;
      while (Date.now() < deadline) {
        figures = venueFigures({ ...run, log: await traffic(sim, since) });
        if (figures.missing.length === 0 && Number.isFinite(figures.ordersPlacedMs)) break;
        await sleep(1_000);
      }
      if (figures.missing.length > 0)
        console.error(
          `${build.label}: ${figures.missing.length} sets still not fresh after ${GIVE_UP_MS / 1000} s, e.g. ${figures.missing.slice(0, 3).join(', ')}`,
        );
      await sim.faults({});
      await app.core.sync.idle();
      const messages = app.events
        .filter((e) => e.event === 'sync:batches' && e.at >= sincePerf)
        .map((e) => (e.payload as { batches: SyncBatch[] }).batches);
      const floor = await storageFloorMs(app.page, dbName, writesOf(messages), 'relaxed');
      return { ...figures, storageFloorMs: floor, allBoundMs: figures.allNetworkBoundMs + floor };
    } finally {
      await app.close();
    }
  } finally {
    await sim.close();
  }
}

function figuresOf(now: Measured, before?: Measured): Figure[] {
  const f = (key: keyof Measured, label: string, target?: string): Figure => ({
    key,
    label,
    now: now[key],
    ...(before ? { before: before[key] } : {}),
    ...(target ? { target } : {}),
  });
  return [
    f('noticedMs', 'network noticed: first API answer, ms after the return'),
    f('ordersPlacedMs', `all ${ORDERS} orders placed, ms`, '<= 1.3x bound, before the first read'),
    f('ordersBoundMs', `  bound (${ORDERS} x ${LATENCY_MS} ms / ${CONCURRENCY}, across the drops)`),
    f('firstReadMs', 'first sync read answered, ms'),
    f('todayFreshMs', "today's events fresh, ms", '<= 1.5x bound'),
    f('todayBoundMs', '  bound (orders, then their requests, across the drops)'),
    f('todaySets', "  today's sets (shifts and admins)"),
    f('allFreshMs', 'everything fresh, ms', '<= 1.3x bound'),
    f('allBoundMs', '  bound (all requests across the drops + storage floor)'),
    f('storageFloorMs', '    of which storage floor'),
    f('requests', 'requests answered until everything was fresh'),
    f('refetched', 'sets read a second time'),
    f('refetchedEarly', '  before all that matter more were fresh', '= 0'),
  ];
}

async function main() {
  const baseline = await baselineBuild();
  const builds = baseline ? [currentBuild, baseline] : [currentBuild];
  const measured = new Map<Build, Measured>();
  for (const build of builds) {
    console.error(`venue run: ${build.label}`);
    measured.set(build, await venueRun(build));
  }
  const now = measured.get(currentBuild)!;
  const before = baseline && measured.get(baseline);
  const table = figuresOf(now, before);
  const lines = comparisonTable(
    `venue: ${EVENTS} events, ${ORDERS} queued orders, ${LATENCY_MS} ms a request, down ${DROP_FOR_MS / 1000} s of every ${DROP_EVERY_MS / 1000} s`,
    table,
    baseline?.label,
  );
  const ratio = (a: number, b: number) => `${round(a / b, 2)}x`;
  lines.push(
    `  now: orders ${ratio(now.ordersPlacedMs, now.ordersBoundMs)} their bound, today ${ratio(now.todayFreshMs, now.todayBoundMs)}, ` +
      `everything ${ratio(now.allFreshMs, now.allBoundMs)}; orders placed ${now.ordersPlacedMs <= now.firstReadMs ? 'before' : 'after'} the first read`,
  );
  console.log(`\n${lines.join('\n')}`);
  console.log(
    JSON.stringify({
      bench: 'venue',
      latencyMs: LATENCY_MS,
      concurrency: CONCURRENCY,
      ...comparisonJson(table, baseline?.label),
    }),
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
