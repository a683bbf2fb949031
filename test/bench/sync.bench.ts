/**
 * `npm run bench:sync [-- --baseline <rev>] [--growth]`: the full sync pipeline (main core →
 * simulator over HTTP → batches → real IndexedDB in Chromium) at 300 events x 40 shifts,
 * 1,000 workers listed of whom a crew of 50 is followed (tags and hours each), 600 tasks, 25 ms
 * latency, for this tree and the previous release built from git (baseline-build.ts), in
 * interleaved rounds. The simulator runs in its own process, as a real server would.
 *
 * Each round is a fresh profile's first sync at concurrency 6, then a re-sync of unchanged
 * data. In the same round: the storage floor (the same rows in the same messages put straight
 * into IndexedDB, storage-floor.ts), the server's share (the simulator process's CPU time), the
 * main core's CPU time and the window's main-thread task time; every process's CPU time over
 * the machine's cores is the CPU floor (on 2 cores the sync cannot beat it). The first sync of each build
 * (its own profile, before the rounds) also compiles the hot paths and is printed as "cold".
 * Then, for this tree only: a sync under CPU profilers, whose main-core time is split by step
 * (profile-buckets.ts), and a sync after the office changed 1% of shifts.
 * `--growth` measures again at twice the data (600 events) and prints the growth per figure;
 * `--rounds <n>` takes n interleaved rounds per build (2 by default: each costs a full sync twice);
 * `--baseline-orders` has the baseline follow placed orders too (a release that can, 577d3f76 and
 * later), so both builds read the same sets; `--profiles <dir>` writes the profiled sync's CPU
 * profiles there (main.cpuprofile, window.cpuprofile) for DevTools.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import inspector from 'node:inspector/promises';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import type { CDPSession } from 'playwright-core';
import type { EventShift } from '../../main/core/api/schemas.js';
import type { SyncBatch } from '../../preload/contract.js';
import { databaseName } from '../../renderer/src/shared/db/database-name.js';
import { aggregateShifts } from '../../renderer/src/shared/db/fill.js';
import { diffSet } from '../../renderer/src/shared/db/diff-set.js';
import { recordChanges } from '../../renderer/src/shared/db/shift-changes.js';
import { findBrowser } from '../e2e/harness/find-browser.js';
import { readStore } from '../e2e/harness/indexeddb.js';
import { launchApp, type LaunchedApp } from '../e2e/harness/launch-app.js';
import { baselineBuild, currentBuild, ROOT, type Build } from './baseline-build.js';
import { comparisonJson, comparisonTable, growth, interleave, medians, round, type Figure } from './compare.js';
import { chromiumCpuMs, processCpuMs, type ChromiumRole } from './process-cpu.js';
import {
  bucketsOf,
  byAskingFile,
  MAIN_CORE_RULES,
  rendererFile,
  topUnnamed,
  WINDOW_RULES,
  withSources,
  type CpuProfile,
} from './profile-buckets.js';
import { FOLLOWED_ORDERS, ordersFor, placeFollowedOrders, type CatalogueState } from './followed-orders.js';
import { startSimulatorProcess, type SimulatorProcess } from './simulator-process.js';
import { rowCount, storageFloorMs, writesOf } from './storage-floor.js';

const EVENTS = 300;
const SHIFTS_PER_EVENT = 40;
const WORKERS = 1000;
/** A supervisor's crew: their hours are one summary each, so a crew of 1,000 is not realistic. */
const CREW = 50;
const TASKS = 600;
const LATENCY_MS = 25;
const CONCURRENCY = 6;
const roundsAt = process.argv.indexOf('--rounds');
const ROUNDS = roundsAt >= 0 ? Number(process.argv[roundsAt + 1]) : 2;
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--rounds needs a whole number of rounds (1 or more)');
const BASELINE_ORDERS = process.argv.includes('--baseline-orders');
const profilesAt = process.argv.indexOf('--profiles');
const PROFILES_DIR = profilesAt >= 0 ? process.argv[profilesAt + 1] : undefined;

const totalRequests = async (sim: SimulatorProcess) =>
  Object.values((await sim.state()).counters.requests).reduce((a, b) => a + b, 0);

async function connect(app: LaunchedApp, sim: SimulatorProcess) {
  // The renderer asks for a first sync once it has opened the new connection's database.
  const firstSync = app.nextEvent('sync:finished');
  await app.invoke('connection:connect', { environment: 'custom', baseUrl: sim.url, apiKey: sim.apiKey });
  await firstSync;
  await app.core.sync.idle();
  await app.invoke('settings:update', { syncConcurrency: CONCURRENCY });
}

const metricSessions = new WeakMap<LaunchedApp, CDPSession>();

/** The window's main-thread task time so far (DevTools' Performance domain, one session per app), in ms. */
async function windowTaskMs(app: LaunchedApp): Promise<number> {
  let cdp = metricSessions.get(app);
  if (!cdp) {
    cdp = await app.page.context().newCDPSession(app.page);
    await cdp.send('Performance.enable');
    metricSessions.set(app, cdp);
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** CPU ms per Chromium role between two snapshots. */
function chromiumDelta(before: Map<ChromiumRole, number>, after: Map<ChromiumRole, number>) {
  const of = (role: ChromiumRole) => (after.get(role) ?? 0) - (before.get(role) ?? 0);
  return {
    rendererCpuMs: of('window (renderer)'),
    storageCpuMs: of('storage service (IndexedDB)'),
    browserCpuMs: of('browser'),
    otherChromiumCpuMs: of('other Chromium'),
  };
}

/** One sync, timed; with the batches it delivered and each process's CPU time in it. */
async function timedSync(app: LaunchedApp, sim: SimulatorProcess, start: () => Promise<unknown>) {
  await app.core.sync.idle();
  app.core.delivery.resetCount();
  const requestsBefore = await totalRequests(sim);
  const browserPath = await findBrowser();
  const windowBefore = await windowTaskMs(app);
  const [serverBefore, mainBefore, chromiumBefore] = [
    processCpuMs(sim.pid),
    process.cpuUsage(),
    chromiumCpuMs(browserPath),
  ];
  const since = performance.now();
  const finished = app.nextEvent('sync:finished');
  await start();
  const summary = await finished;
  const wallMs = performance.now() - since;
  const main = process.cpuUsage(mainBefore);
  const serverCpuMs = processCpuMs(sim.pid) - serverBefore;
  const chromium = chromiumDelta(chromiumBefore, chromiumCpuMs(browserPath));
  const windowMs = (await windowTaskMs(app)) - windowBefore;
  if (summary.outcome !== 'complete')
    throw new Error(`sync ended ${summary.outcome}: ${JSON.stringify(summary.failures.slice(0, 3))}`);
  const messages = app.events
    .filter((e) => e.event === 'sync:batches' && e.at >= since)
    .map((e) => (e.payload as { batches: SyncBatch[] }).batches);
  return {
    wallMs,
    requests: (await totalRequests(sim)) - requestsBefore,
    rowsWritten: app.core.delivery.rowsWritten,
    serverCpuMs,
    mainCpuMs: (main.user + main.system) / 1000,
    windowMs,
    ...chromium,
    messages,
  };
}

const follow = (eventIds: string[], workerIds: string[]) => ({ followedEventIds: eventIds, crewWorkerIds: workerIds });

async function watchLongTasks(app: LaunchedApp): Promise<() => Promise<number[]>> {
  await app.page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  return () => app.page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
}

interface Scale {
  sim: SimulatorProcess;
  instant: SimulatorProcess;
  eventIds: string[];
  workerIds: string[];
  /** Workers and orderables, for the placed orders this build follows while it syncs. */
  catalogue: CatalogueState;
  /** Orders placed so far: each round places distinct ones. */
  placed: number;
}

async function startScale(scale: number): Promise<Scale> {
  const flags = { events: EVENTS * scale, 'shifts-per-event': SHIFTS_PER_EVENT, workers: WORKERS, tasks: TASKS };
  const sim = await startSimulatorProcess({ ...flags, 'latency-ms': LATENCY_MS });
  const instant = await startSimulatorProcess({ ...flags, 'latency-ms': 0 });
  const state = await sim.state();
  return {
    sim,
    instant,
    eventIds: state.events.map((e) => e.id),
    workerIds: state.workers.slice(0, CREW).map((w) => w.id),
    catalogue: await sim.get<CatalogueState>('/__simulator/state'),
    placed: 0,
  };
}

const PROGRESS_READS = 'GET /workers/:id/orders/:order_id';

/**
 * This tree follows placed orders (each sync reads some of their statuses); a previous release
 * before that cannot, so only this tree's rounds carry them unless `--baseline-orders` says the
 * baseline can: the ratio then includes their cost.
 */
async function placeOrdersToFollow(build: Build, app: LaunchedApp, s: Scale): Promise<void> {
  if (build !== currentBuild && !BASELINE_ORDERS) return;
  const orders = ordersFor(s.catalogue, FOLLOWED_ORDERS, s.placed);
  s.placed += FOLLOWED_ORDERS;
  await placeFollowedOrders(app, databaseName('custom', s.sim.url), orders);
}

/** A fresh profile of `build`, connected to `sim` and synced once: its first sync's figures. */
async function firstSync(build: Build, s: Scale, sim: SimulatorProcess) {
  const app = await launchApp({ baseUrl: sim.url, apiKey: sim.apiKey, buildRoot: build.root });
  await connect(app, sim);
  const sync = await timedSync(app, sim, () => app.invoke('settings:update', follow(s.eventIds, s.workerIds)));
  return { app, sync };
}

interface SyncRound {
  wallMs: number;
  requests: number;
  rowsWritten: number;
  storageFloorMs: number;
  /** The window's main-thread share of the storage floor (serialising the rows, the calls). */
  storageFloorWindowMs: number;
  /** The same, each commit on disk before the next (the app's database asks this of every transaction). */
  strictStorageFloorMs: number;
  serverCpuMs: number;
  mainCpuMs: number;
  windowMs: number;
  rendererCpuMs: number;
  storageCpuMs: number;
  browserCpuMs: number;
  /** Chromium's GPU, network and utility processes. */
  otherChromiumCpuMs: number;
  resyncWallMs: number;
  resyncRowsWritten: number;
  /** Statuses of followed orders read by the measured sync. */
  progressReads: number;
  longTasksOver100ms: number;
  longestTaskMs: number;
}

async function measureRound(build: Build, s: Scale): Promise<SyncRound> {
  const app = await launchApp({ baseUrl: s.sim.url, apiKey: s.sim.apiKey, buildRoot: build.root });
  try {
    await connect(app, s.sim);
    await placeOrdersToFollow(build, app, s);
    const readsBefore = (await s.sim.state()).counters.requests[PROGRESS_READS] ?? 0;
    const longTasks = await watchLongTasks(app);
    const full = await timedSync(app, s.sim, () => app.invoke('settings:update', follow(s.eventIds, s.workerIds)));
    const progressReads = ((await s.sim.state()).counters.requests[PROGRESS_READS] ?? 0) - readsBefore;
    const tasks = await longTasks();
    const resync = await timedSync(app, s.sim, () => app.invoke('sync:now'));
    const dbName = databaseName('custom', s.sim.url);
    let floorWindowBefore = 0;
    const floor = await storageFloorMs(app.page, dbName, writesOf(full.messages), 'relaxed', async () => {
      floorWindowBefore = await windowTaskMs(app);
    });
    const floorWindowMs = (await windowTaskMs(app)) - floorWindowBefore;
    const strictFloor = await storageFloorMs(app.page, dbName, writesOf(full.messages), 'strict');
    return {
      wallMs: full.wallMs,
      requests: full.requests,
      rowsWritten: full.rowsWritten,
      storageFloorMs: floor,
      storageFloorWindowMs: floorWindowMs,
      strictStorageFloorMs: strictFloor,
      serverCpuMs: full.serverCpuMs,
      mainCpuMs: full.mainCpuMs,
      windowMs: full.windowMs,
      rendererCpuMs: full.rendererCpuMs,
      storageCpuMs: full.storageCpuMs,
      browserCpuMs: full.browserCpuMs,
      otherChromiumCpuMs: full.otherChromiumCpuMs,
      resyncWallMs: resync.wallMs,
      resyncRowsWritten: resync.rowsWritten,
      progressReads,
      longTasksOver100ms: tasks.filter((d) => d > 100).length,
      longestTaskMs: Math.max(0, ...tasks),
    };
  } finally {
    await app.close();
  }
}

/** Milliseconds `fn` takes over every item, best of three (the steps are pure: no noise but the machine's). */
function timeSteps<T>(items: readonly T[], fn: (item: T) => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    for (const item of items) fn(item);
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

/**
 * Maps a position in the page's bundle to its source file, from the bundle's source map
 * (`electron-vite build --sourcemap`, as `npm run bench:sync` builds); undefined without maps.
 */
function bundleSources(): ((url: string, line: number, column: number) => string | undefined) | undefined {
  const consumers = new Map<string, SourceMapConsumer | undefined>();
  const assets = path.join(ROOT, 'out/renderer/assets');
  if (!readdirSync(assets).some((f) => f.endsWith('.js.map'))) return undefined;
  return (url, line, column) => {
    if (!url.startsWith('http')) return undefined;
    const file = path.join(ROOT, 'out/renderer', new URL(url).pathname);
    if (!consumers.has(file)) {
      const map = `${file}.map`;
      consumers.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : undefined);
    }
    const source = consumers.get(file)?.originalPositionFor({ line: line + 1, column }).source;
    return source ? path.resolve(path.dirname(file), source) : undefined;
  };
}

/** This tree's sync under CPU profilers: the main core's time by step, the window's pure steps replayed. */
async function profiledSync(s: Scale) {
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  const app = await launchApp({ baseUrl: s.sim.url, apiKey: s.sim.apiKey });
  await connect(app, s.sim);
  const page = await app.page.context().newCDPSession(app.page);
  await page.send('Profiler.enable');
  await page.send('Profiler.setSamplingInterval', { interval: 500 });
  await Promise.all([session.post('Profiler.start'), page.send('Profiler.start')]);
  const sync = await timedSync(app, s.sim, () => app.invoke('settings:update', follow(s.eventIds, s.workerIds)));
  const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
  const { profile: windowProfile } = await page.send('Profiler.stop');
  session.disconnect();
  await page.detach();
  if (PROFILES_DIR) {
    writeFileSync(path.join(PROFILES_DIR, 'main.cpuprofile'), JSON.stringify(profile));
    writeFileSync(path.join(PROFILES_DIR, 'window.cpuprofile'), JSON.stringify(windowProfile));
  }

  // The window's pure steps on the same sets, in this process's V8 (the page's bundle is minified).
  const shiftSets = sync.messages
    .flat()
    .filter((b) => b.kind === 'event-shifts')
    .map((b) => b.shifts);
  const steps: [string, number][] = [
    ['diff (first sync: nothing cached)', timeSteps(shiftSets, (rows) => diffSet([], rows, (r) => r.id))],
    [
      'diff (re-sync: all unchanged)',
      timeSteps(shiftSets, (rows) =>
        diffSet(
          rows,
          rows.map((r) => ({ ...r })),
          (r) => r.id,
        ),
      ),
    ],
    ['aggregate (event totals)', timeSteps(shiftSets, (rows) => aggregateShifts(rows))],
    [
      'record changes (every shift changed)',
      timeSteps(shiftSets, (rows) =>
        recordChanges(
          rows,
          rows.map((r) => ({ ...r, filled: (r.filled ?? 0) + 1 })),
          {
            eventId: rows[0]?.eventId ?? '',
            asOf: 'now',
            recordedAt: 'now',
          },
        ),
      ),
    ],
  ];
  const sources = bundleSources();
  const mappedWindow = sources && withSources(windowProfile, sources);
  return {
    windowOther: mappedWindow ? topUnnamed(mappedWindow, WINDOW_RULES, 6) : [],
    windowAskers: mappedWindow ? byAskingFile(mappedWindow, rendererFile, 8) : [],
    mainOther: topUnnamed(profile, MAIN_CORE_RULES, 6),
    app,
    sync,
    mainSteps: bucketsOf(profile, MAIN_CORE_RULES),
    windowProfileSteps: mappedWindow && bucketsOf(mappedWindow, WINDOW_RULES),
    windowSteps: steps,
  };
}

/** The office changes 1% of shifts; the sync after it must write exactly those. */
async function officeChange(app: LaunchedApp, s: Scale) {
  const officeChanges = () => readStore(app.page, databaseName('custom', s.sim.url), 'shiftChanges');
  const before = (await officeChanges()).length;
  const allShifts: { eventId: string; shift: EventShift }[] = [];
  for (const eventId of s.eventIds) {
    for (const shift of await s.sim.get<EventShift[]>(`/events/${eventId}/shifts`)) allShifts.push({ eventId, shift });
  }
  const changedRows = Math.round(allShifts.length / 100);
  for (let i = 0; i < changedRows; i++) {
    const { eventId, shift } = allShifts[Math.floor((i * allShifts.length) / changedRows)]!;
    await s.sim.patchShift(eventId, shift.id, { filled: (shift.filled ?? 0) + 1 });
  }
  const change = await timedSync(app, s.sim, () => app.invoke('sync:now'));
  return {
    shifts: allShifts.length,
    changedRows,
    changeRowsWritten: change.rowsWritten,
    changeWallMs: change.wallMs,
    officeChangesBefore: before,
    officeChangesRecorded: (await officeChanges()).length - before,
  };
}

function figuresOf(
  now: SyncRound & { coldWallMs: number; atOnceMs: number },
  before?: SyncRound & { coldWallMs: number; atOnceMs: number },
): Figure[] {
  const bound = (r: SyncRound) => (r.requests * LATENCY_MS) / CONCURRENCY;
  const target = (r: SyncRound) => r.wallMs / (bound(r) + r.storageFloorMs);
  const larger = (r: SyncRound) => r.wallMs / Math.max(bound(r), r.storageFloorMs);
  // Every process of the run shares this machine's cores: the sync cannot end before all their
  // work is done, however well it overlaps its network and its storage.
  const cores = availableParallelism();
  const cpuFloor = (r: SyncRound) =>
    (r.serverCpuMs + r.mainCpuMs + r.rendererCpuMs + r.storageCpuMs + r.browserCpuMs + r.otherChromiumCpuMs) / cores;
  const largest = (r: SyncRound) => r.wallMs / Math.max(bound(r), r.storageFloorMs, cpuFloor(r));
  const computed = (label: string, key: string, of: (r: SyncRound) => number, t?: string, digits = 0): Figure => ({
    label,
    key,
    now: of(now),
    before: before && of(before),
    digits,
    target: t,
  });
  const f = (label: string, key: keyof typeof now, t?: string, digits = 0): Figure => ({
    label,
    key,
    now: now[key],
    before: before?.[key],
    digits,
    target: t,
  });
  return [
    f('requests', 'requests'),
    f(
      `statuses read of ${FOLLOWED_ORDERS} followed orders${BASELINE_ORDERS ? '' : ' (this tree only)'}`,
      'progressReads',
    ),
    f('rows written', 'rowsWritten'),
    f(`wall ms (concurrency ${CONCURRENCY}, median of ${ROUNDS})`, 'wallMs'),
    {
      label: 'network bound ms (requests x 25 ms / 6)',
      key: 'networkBoundMs',
      now: bound(now),
      before: before && bound(before),
    },
    f('storage floor ms (same rows, same messages, raw IndexedDB)', 'storageFloorMs'),
    f('  the same, each commit on disk first (strict durability)', 'strictStorageFloorMs'),
    {
      label: 'ratio to (network bound + storage floor)',
      key: 'ratioToFloor',
      now: target(now),
      before: before && target(before),
      digits: 2,
      target: '<= 1.3',
    },
    computed('ratio to the larger of network bound and storage floor', 'ratioToLargerFloor', larger, '<= 1.2', 2),
    computed(`CPU floor ms (every process's CPU / ${cores} cores)`, 'cpuFloorMs', cpuFloor),
    computed('ratio to the largest of the three floors', 'ratioToCpuFloor', largest, '<= 1.2', 2),
    f('server CPU ms (simulator process)', 'serverCpuMs'),
    f('main core CPU ms (this process)', 'mainCpuMs'),
    f('window main-thread task ms', 'windowMs'),
    f('  of which the storage floor needs (same rows, raw puts)', 'storageFloorWindowMs'),
    f('window (renderer process) CPU ms', 'rendererCpuMs'),
    f('IndexedDB storage service CPU ms', 'storageCpuMs'),
    f('browser process CPU ms', 'browserCpuMs'),
    f('other Chromium processes CPU ms (GPU, network, utility)', 'otherChromiumCpuMs'),
    f('same sync, server answering at once, ms', 'atOnceMs'),
    f('cold first sync wall ms', 'coldWallMs'),
    f('re-sync wall ms', 'resyncWallMs'),
    f('re-sync rows written', 'resyncRowsWritten', '= 0'),
    f('long tasks > 100 ms in the window', 'longTasksOver100ms', '= 0'),
    f('longest task ms in the window', 'longestTaskMs'),
  ];
}

async function measureScale(builds: Build[], scale: number) {
  const s = await startScale(scale);
  try {
    const cold = new Map<Build, number>();
    const atOnce = new Map<Build, number>();
    for (const build of builds) {
      const first = await firstSync(build, s, s.sim);
      cold.set(build, first.sync.wallMs);
      await first.app.close();
      const instant = await firstSync(build, s, s.instant);
      atOnce.set(build, instant.sync.wallMs);
      await instant.app.close();
    }
    const rounds = await interleave(builds, ROUNDS, (build) => measureRound(build, s));
    const figures = new Map(
      builds.map((b) => [b, { ...medians(rounds.get(b)!), coldWallMs: cold.get(b)!, atOnceMs: atOnce.get(b)! }]),
    );
    const profiled = await profiledSync(s);
    const rows = rowCount(writesOf(profiled.sync.messages));
    const change = await officeChange(profiled.app, s);
    await profiled.app.close();
    return { figures, rounds, profiled, rows, change };
  } finally {
    await s.sim.close();
    await s.instant.close();
  }
}

async function main() {
  const baseline = await baselineBuild();
  const builds = baseline ? [currentBuild, baseline] : [currentBuild];
  const scales = process.argv.includes('--growth') ? [1, 2] : [1];
  const byScale = new Map<number, Map<Build, Record<string, number>>>();
  for (const scale of scales) {
    const { figures, rounds, profiled, rows, change } = await measureScale(builds, scale);
    const table = figuresOf(figures.get(currentBuild)!, baseline && figures.get(baseline));
    byScale.set(
      scale,
      new Map(builds.map((b) => [b, Object.fromEntries(figuresOf(figures.get(b)!).map((f) => [f.key, f.now]))])),
    );
    const lines = comparisonTable(`sync at ${EVENTS * scale} events, ${change.shifts} shifts`, table, baseline?.label);
    for (const build of builds)
      lines.push(
        `  wall ms per round (${build.label}): ${rounds
          .get(build)!
          .map((r) => Math.round(r.wallMs))
          .join(' ')}`,
      );
    lines.push(
      `  where this tree's main core spent a profiled sync (${round(profiled.sync.wallMs)} ms wall, ${rows} data rows):`,
    );
    for (const [bucket, ms] of profiled.mainSteps)
      lines.push(`    ${bucket.padEnd(36)} ${String(round(ms)).padStart(7)} ms`);
    lines.push(`      other: ${profiled.mainOther.map(([f, ms]) => `${f} ${round(ms)} ms`).join('; ')}`);
    lines.push(
      profiled.windowProfileSteps
        ? "  where the window's main thread spent it (CPU profile, by source file):"
        : "  (no source map in out/renderer: build with `electron-vite build --sourcemap` for the window's split)",
    );
    for (const [bucket, ms] of profiled.windowProfileSteps ?? [])
      lines.push(`    ${bucket.padEnd(36)} ${String(round(ms)).padStart(7)} ms`);
    if (profiled.windowOther.length > 0)
      lines.push(`      other: ${profiled.windowOther.map(([f, ms]) => `${f} ${round(ms)} ms`).join('; ')}`);
    if (profiled.windowAskers.length > 0) {
      lines.push("  the window's time by the app file that asked for it (library and native calls to their caller):");
      for (const [file, ms] of profiled.windowAskers)
        lines.push(`    ${file.padEnd(48)} ${String(round(ms)).padStart(7)} ms`);
    }
    lines.push("  the window's pure steps on the same shift sets (replayed here, best of 3):");
    for (const [step, ms] of profiled.windowSteps)
      lines.push(`    ${step.padEnd(36)} ${String(round(ms, 1)).padStart(7)} ms`);
    lines.push(
      `  1% office change: ${change.changedRows} shifts changed, ${change.changeRowsWritten} rows written (= ${change.changedRows}), ` +
        `${change.officeChangesRecorded} office changes recorded (= ${change.changedRows}), ${change.officeChangesBefore} before (= 0)`,
    );
    console.log(`\n${lines.join('\n')}`);
    console.log(
      JSON.stringify({
        bench: 'sync',
        scale,
        concurrency: CONCURRENCY,
        latencyMs: LATENCY_MS,
        rounds: ROUNDS,
        ...comparisonJson(table, baseline?.label),
        mainSteps: Object.fromEntries(profiled.mainSteps.map(([b, ms]) => [b, round(ms)])),
        windowProfileSteps: Object.fromEntries((profiled.windowProfileSteps ?? []).map(([b, ms]) => [b, round(ms)])),
        windowAskers: Object.fromEntries(profiled.windowAskers.map(([f, ms]) => [f, round(ms)])),
        windowSteps: Object.fromEntries(profiled.windowSteps.map(([b, ms]) => [b, round(ms, 1)])),
        ...change,
      }),
    );
  }
  if (scales.length === 2) {
    const json: Record<string, unknown> = { bench: 'sync-growth' };
    console.log('\nsync growth at twice the data (target each <= 2.2x)');
    for (const build of builds) {
      const g = growth(byScale.get(1)!.get(build)!, byScale.get(2)!.get(build)!);
      json[build.label] = g;
      console.log(
        `  ${build.label.padEnd(8)} ${Object.entries(g)
          .map(([k, v]) => `${k} ${v ?? '-'}x`)
          .join('  ')}`,
      );
    }
    console.log(JSON.stringify(json));
  }
}

await main();
