/**
 * `npm run bench:outbox`: the worker-order outbox in real IndexedDB in Chromium, with the app
 * running (main core in this process, the simulator in its own at 25 ms latency).
 * 1. Placing: 1,000 orders placed one by one while offline, as in the field; each is timed
 *    until it is stored (a scratch database of the same origin, so none is ever sent).
 * 2. Draining: 200 orders queued offline in the connection's database; back online, the
 *    app's own outbox sends them one at a time through the bridge, gateway and HTTP. The wall
 *    runs from main's "drain" to the last outcome stored; the bound is 200 x 25 ms.
 *    Duplicates are counted from the simulator's own list of orders. The floor under each
 *    order, a bare POST to the same route that the simulator refuses, is measured in the same run.
 * The drain runs twice in the same process: first 200 orders with none followed yet (the
 * baseline), then 200 more while those first 200, now placed, are followed (coming back online
 * starts a sync, which reads the progress of 25 of them while the drain runs).
 */
import type { Page } from 'playwright-core';
import { databaseName } from '../../renderer/src/shared/db/database-name.js';
import type { StoredOrder } from '../../renderer/src/shared/db/rows.js';
import { readStore } from '../e2e/harness/indexeddb.js';
import { injectOutbox } from '../e2e/harness/inject-outbox.js';
import { launchApp, type LaunchedApp } from '../e2e/harness/launch-app.js';
import type { NewOrder } from '../../renderer/src/shared/outbox/new-order.js';
import { report } from './bench-table.js';
import { expectFollowed, FOLLOWED_ORDERS, ordersFor } from './followed-orders.js';
import { startSimulatorProcess, type SimulatorProcess } from './simulator-process.js';

const PLACED = 1_000;
const DRAINED = 200;
const LATENCY_MS = 25;
const SCRATCH_DB = 'fieldsup-bench-placing';

const POSTS = 'POST /workers/:id/orders';
const PROGRESS_READS = 'GET /workers/:id/orders/:order_id';

interface ServerState {
  workers: { id: string; personnel_id?: string }[];
  orderables: { id: string; name?: string }[];
  orders: { personnel_id?: string; companies_personnel_orderables_id?: string }[];
  counters: { requests: Record<string, number> };
}

/** Nearest-rank percentile. */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
};

/** Orders the server holds beyond the first of each (worker, orderable) pair. */
function duplicatesOn(state: ServerState): number {
  const seen = new Map<string, number>();
  for (const o of state.orders) {
    const pair = `${o.personnel_id}/${o.companies_personnel_orderables_id}`;
    seen.set(pair, (seen.get(pair) ?? 0) + 1);
  }
  return [...seen.values()].reduce((sum, n) => sum + n - 1, 0);
}

/** The simulator's round trip alone, from this process with Node's fetch: the floor under the bound. */
async function roundTripMs(request: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    await request();
    times.push(performance.now() - t0);
  }
  return percentile(times, 0.5);
}

/** The order route itself, with a body it refuses (400): the same latency and path, nothing stored. */
const refusedOrder = (sim: SimulatorProcess, workerId: string) => () =>
  fetch(`${sim.url}/workers/${workerId}/orders`, {
    method: 'POST',
    headers: { 'X-API-KEY': sim.apiKey, 'Content-Type': 'application/json' },
    body: '{}',
  }).then((res) => res.text());

/** One call through the harness's IPC pipe (Playwright bindings), without network: its share per order. */
function ipcRoundTripMs(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await window.workforce.connectivity();
      times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b)[15]!;
  });
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
  const drainAsked = app.nextEvent('orders:drain');
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
    server,
  };
}

async function main() {
  const sim = await startSimulatorProcess({ 'latency-ms': LATENCY_MS });
  const app = await launchApp({ baseUrl: sim.url, apiKey: sim.apiKey });
  try {
    const firstSync = app.nextEvent('sync:finished');
    await app.invoke('connection:connect', { environment: 'custom', baseUrl: sim.url, apiKey: sim.apiKey });
    await firstSync;
    const dbName = databaseName('custom', sim.url);
    const catalogue = await sim.get<ServerState>('/__simulator/state');
    const first = ordersFor(catalogue, DRAINED);
    const toDrain = ordersFor(catalogue, DRAINED, DRAINED);
    await injectOutbox(app.page);

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
    const { drained, posts, progressReads, server } = followed;
    const drainWallMs = followed.wallMs;
    const duplicates = duplicatesOn(server);
    const floorMs = await roundTripMs(() => sim.get('/config'));
    const postFloorMs = await roundTripMs(refusedOrder(sim, toDrain[0]!.workerId));
    const ipcMs = await ipcRoundTripMs(app.page);
    const drainBoundMs = drained * LATENCY_MS;
    const ratioToBound = drainWallMs / drainBoundMs;
    const r = (n: number, d = 0) => Number(n.toFixed(d));
    report(
      'outbox',
      [
        ['orders placed one by one (offline)', placing.length],
        ['place p50 ms', r(percentile(placing, 0.5), 2)],
        ['place p95 ms', r(percentile(placing, 0.95), 2), '<= 15'],
        ['place max ms', r(Math.max(...placing), 2)],
        ['orders drained (delivered, server id)', drained, `= ${DRAINED}`],
        ['order requests the server saw', posts, `= ${DRAINED}`],
        ['placed orders followed meanwhile', FOLLOWED_ORDERS],
        ['  their progress read while draining', progressReads],
        ['drain wall ms (drain asked → last stored)', drainWallMs],
        ['drain bound ms (drained x 25 ms)', drainBoundMs],
        ['ratio to bound', r(ratioToBound, 3), '<= 1.15'],
        ['baseline: the same drain with no order followed, ms', baseline.wallMs],
        ['ratio to the baseline (followed / not)', r(drainWallMs / baseline.wallMs, 3)],
        ['per order ms', r(drainWallMs / drained, 2)],
        ['  bare GET round trip to the simulator (p50)', r(floorMs, 2)],
        ['  bare POST round trip, refused body (p50): the floor', r(postFloorMs, 2)],
        ['  floor / 25 ms', r(postFloorMs / LATENCY_MS, 3)],
        ['  of which one harness IPC call (p50)', r(ipcMs, 2)],
        ['  the rest: one IndexedDB commit, page, slow tails', r(drainWallMs / drained - postFloorMs - ipcMs, 2)],
        ['ratio to the floor (drained x bare POST)', r(drainWallMs / (drained * postFloorMs), 3)],
        ['duplicates on the server', duplicates, '= 0'],
      ],
      {
        enqueueP50Ms: r(percentile(placing, 0.5), 2),
        enqueueP95Ms: r(percentile(placing, 0.95), 2),
        drained,
        followedOrders: FOLLOWED_ORDERS,
        progressReads,
        drainWallMs,
        baselineDrainWallMs: baseline.wallMs,
        ratioToBaseline: r(drainWallMs / baseline.wallMs, 3),
        drainBoundMs,
        ratioToBound: r(ratioToBound, 3),
        postFloorMs: r(postFloorMs, 2),
        ratioToFloor: r(drainWallMs / (drained * postFloorMs), 3),
        duplicates,
      },
    );
  } finally {
    await app.close();
    await sim.close();
  }
}

await main();
