/**
 * `npm run bench:outbox [-- --baseline <rev>]`: the worker-order outbox in real IndexedDB in
 * Chromium, with the app running (main core in this process, the simulator in its own at
 * 25 ms latency), for this tree and the previous release built from git (baseline-build.ts),
 * each round a fresh app of each build, in interleaved rounds. Per round:
 * 1. Placing: 1,000 orders placed one by one while offline, as in the field; each is timed
 *    until it is stored (a scratch database of the same origin, so none is ever sent).
 * 2. Draining: 200 orders queued offline in the connection's database; back online, the
 *    app's own outbox sends them one at a time through the bridge, gateway and HTTP. The wall
 *    runs from main's "drain" to the last outcome stored. First 200 with none followed yet,
 *    then 200 more while those first 200, now placed, are followed (coming back online starts
 *    a sync, which reads the progress of 25 of them while the drain runs).
 * 3. The floors under both (outbox-floors.ts), in the same round. Duplicates are counted from
 *    the simulator's own list of orders.
 */
import { databaseName } from '../../renderer/src/shared/db/database-name.js';
import type { StoredOrder } from '../../renderer/src/shared/db/rows.js';
import { readStore } from '../e2e/harness/indexeddb.js';
import { injectOutbox } from '../e2e/harness/inject-outbox.js';
import { launchApp, type LaunchedApp } from '../e2e/harness/launch-app.js';
import type { NewOrder } from '../../renderer/src/shared/db/rows.js';
import { baselineBuild, currentBuild, type Build } from './baseline-build.js';
import { comparisonJson, comparisonTable, interleave, medians, percentile, round, type Figure } from './compare.js';
import { expectFollowed, FOLLOWED_ORDERS, ordersFor } from './followed-orders.js';
import { barePostMs, bridgePostMs, strictCommitMs } from './outbox-floors.js';
import { startSimulatorProcess, type SimulatorProcess } from './simulator-process.js';

const PLACED = 1_000;
const DRAINED = 200;
const LATENCY_MS = 25;
const ROUNDS = 3;
const SCRATCH_DB = 'fieldsup-bench-placing';

const POSTS = 'POST /workers/:id/orders';
const PROGRESS_READS = 'GET /workers/:id/orders/:order_id';

interface ServerState {
  workers: { id: string; personnel_id?: string }[];
  orderables: { id: string; name?: string }[];
  orders: { personnel_id?: string; companies_personnel_orderables_id?: string }[];
  counters: { requests: Record<string, number> };
}

/** Orders the server holds beyond the first of each (worker, orderable) pair. */
function duplicatesOn(state: ServerState): number {
  const seen = new Map<string, number>();
  for (const o of state.orders) {
    const pair = `${o.personnel_id}/${o.companies_personnel_orderables_id}`;
    seen.set(pair, (seen.get(pair) ?? 0) + 1);
  }
  return [...seen.values()].reduce((sum, n) => sum + n - 1, 0);
}

/**
 * Queues `list` offline in the connection's database, comes back online and waits until the
 * app's own outbox has sent them all: the wall from main's "drain" to the last outcome stored.
 */
async function drain(app: LaunchedApp, sim: SimulatorProcess, dbName: string, list: NewOrder[]) {
  const before = (await sim.get<ServerState>('/__simulator/state')).counters.requests;
  const postsBefore = before[POSTS] ?? 0;
  const readsBefore = before[PROGRESS_READS] ?? 0;
  await app.setOnline(false);
  await app.page.evaluate(([name, orders]) => window.__outboxTest.place(name, orders), [dbName, list] as const);
  // Back online, main asks the app to drain; the app's own outbox sends the orders.
  const drainAsked = app.nextEvent('outbox:drain');
  const online = app.setOnline(true);
  await drainAsked;
  const askedAt = Date.now();
  await online;
  // Watched from the server's side: reading the page's database meanwhile would slow the drain.
  const deadline = Date.now() + 120_000;
  const sent = async () =>
    ((await sim.get<ServerState>('/__simulator/state')).counters.requests[POSTS] ?? 0) - postsBefore;
  while ((await sent()) < list.length && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250));
  let stored: StoredOrder[];
  do {
    await new Promise((resolve) => setTimeout(resolve, 50));
    stored = await readStore<StoredOrder>(app.page, dbName, 'outbox');
  } while (stored.some((o) => o.state === 'queued' || o.state === 'sending') && Date.now() < deadline);
  const these = new Set(list.map((o) => `${o.workerId}/${o.orderableId}`));
  const delivered = stored.filter(
    (o) =>
      o.kind === 'worker-order' &&
      these.has(`${o.workerId}/${o.orderableId}`) &&
      o.state === 'delivered' &&
      o.serverOrderId !== undefined,
  );
  const server = await sim.get<ServerState>('/__simulator/state');
  return {
    drained: delivered.length,
    wallMs: Math.max(...delivered.map((o) => Date.parse(o.updatedAt!))) - askedAt,
    posts: (server.counters.requests[POSTS] ?? 0) - postsBefore,
    progressReads: (server.counters.requests[PROGRESS_READS] ?? 0) - readsBefore,
    duplicates: duplicatesOn(server),
  };
}

interface OutboxRound {
  enqueueP50Ms: number;
  enqueueP95Ms: number;
  drainWallMs: number;
  baselineDrainWallMs: number;
  perOrderMs: number;
  postFloorMs: number;
  bridgePostMs: number;
  commitP50Ms: number;
  commitP95Ms: number;
  /** The measure: the drain against drained x bare POST. */
  ratioToFloor: number;
  /** Against drained x (a send through the bridge + one strict commit): one durable step between POSTs. */
  ratioToAppFloor: number;
  drained: number;
  posts: number;
  progressReads: number;
  duplicates: number;
}

/** One round of `build`: a fresh simulator and app, placing, both drains, and the floors. */
async function measureRound(build: Build): Promise<OutboxRound> {
  const sim = await startSimulatorProcess({ 'latency-ms': LATENCY_MS });
  const app = await launchApp({ baseUrl: sim.url, apiKey: sim.apiKey, buildRoot: build.root });
  try {
    const firstSync = app.nextEvent('sync:finished');
    await app.invoke('connection:connect', { environment: 'custom', baseUrl: sim.url, apiKey: sim.apiKey });
    await firstSync;
    const dbName = databaseName('custom', sim.url);
    const catalogue = await sim.get<ServerState>('/__simulator/state');
    const first = ordersFor(catalogue, DRAINED);
    const toDrain = ordersFor(catalogue, DRAINED, DRAINED);
    await injectOutbox(app.page, build.root);

    await app.setOnline(false);
    const placing = await app.page.evaluate(([name, list]) => window.__outboxTest.timePlacing(name, list), [
      SCRATCH_DB,
      Array.from({ length: PLACED }, (_, i) => toDrain[i % DRAINED]!),
    ] as const);

    // The baseline: the first 200 drained with no order followed yet.
    const baseline = await drain(app, sim, dbName, first);
    // Those 200 are now placed and followed; the next 200 drain beside them.
    await expectFollowed(app, FOLLOWED_ORDERS);
    const followed = await drain(app, sim, dbName, toDrain);
    const postFloorMs = await barePostMs(sim, toDrain[0]!);
    const bridgeMs = await bridgePostMs(app.page, toDrain[0]!);
    const commit = await strictCommitMs(app.page);
    return {
      enqueueP50Ms: percentile(placing, 0.5),
      enqueueP95Ms: percentile(placing, 0.95),
      drainWallMs: followed.wallMs,
      baselineDrainWallMs: baseline.wallMs,
      perOrderMs: followed.wallMs / followed.drained,
      postFloorMs,
      bridgePostMs: bridgeMs,
      commitP50Ms: commit.p50,
      commitP95Ms: commit.p95,
      ratioToFloor: followed.wallMs / (followed.drained * postFloorMs),
      ratioToAppFloor: followed.wallMs / (followed.drained * (bridgeMs + commit.p50)),
      drained: followed.drained,
      posts: followed.posts,
      progressReads: followed.progressReads,
      duplicates: followed.duplicates,
    };
  } finally {
    await app.close();
    await sim.close();
  }
}

function figuresOf(now: OutboxRound, before: OutboxRound | undefined): Figure[] {
  const f = (label: string, key: keyof OutboxRound, digits = 0, target?: string): Figure => ({
    label,
    key,
    now: now[key],
    before: before?.[key],
    digits,
    ...(target ? { target } : {}),
  });
  return [
    f(`place p50 ms (${PLACED} one by one, offline)`, 'enqueueP50Ms', 2),
    f('place p95 ms', 'enqueueP95Ms', 2, '<= 10'),
    f('  floor: one strict commit p95 ms', 'commitP95Ms', 2),
    f(`drain wall ms (${DRAINED} orders, ${FOLLOWED_ORDERS} followed)`, 'drainWallMs'),
    f('  the same drain with none followed, ms', 'baselineDrainWallMs'),
    f('  per order ms', 'perOrderMs', 2),
    f('  floor: bare POST ms (p50)', 'postFloorMs', 2),
    f('  a send through the bridge ms (p50)', 'bridgePostMs', 2),
    f('  one strict commit ms (p50)', 'commitP50Ms', 2),
    f('ratio to the floor (drained x bare POST)', 'ratioToFloor', 3, '<= 1.3'),
    f('ratio to bridge send + one commit per order', 'ratioToAppFloor', 3),
    f('orders drained (delivered, server id)', 'drained', 0, `= ${DRAINED}`),
    f('order requests the server saw', 'posts', 0, `= ${DRAINED}`),
    f('  followed orders whose progress was read meanwhile', 'progressReads'),
    f('duplicates on the server', 'duplicates', 0, '= 0'),
  ];
}

async function main() {
  const baseline = await baselineBuild();
  const builds = baseline ? [currentBuild, baseline] : [currentBuild];
  const rounds = await interleave(builds, ROUNDS, (build) => measureRound(build));
  const figures = new Map(builds.map((b) => [b, medians(rounds.get(b)!)]));
  const table = figuresOf(figures.get(currentBuild)!, baseline && figures.get(baseline));
  const lines = comparisonTable(`outbox (medians of ${ROUNDS} rounds)`, table, baseline?.label);
  for (const build of builds) {
    const per = rounds.get(build)!;
    lines.push(
      `  ratio to the floor per round (${build.label}): ${per.map((r) => round(r.ratioToFloor, 3)).join(' ')}`,
    );
    lines.push(`  place p95 ms per round (${build.label}): ${per.map((r) => round(r.enqueueP95Ms, 2)).join(' ')}`);
  }
  console.log(`\n${lines.join('\n')}`);
  console.log(
    JSON.stringify({
      bench: 'outbox',
      latencyMs: LATENCY_MS,
      rounds: ROUNDS,
      ...comparisonJson(table, baseline?.label),
    }),
  );
}

await main();
