// Worker orders in real Chromium and real IndexedDB, sent by the app's own outbox through the
// real main core to the simulator: placed offline, kept across a restart, sent once online.
// Until the Orders screen lands, orders are placed through the same outbox modules injected
// into the page (harness/outbox-page.ts), on the app's own database.
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseName } from '../../renderer/src/shared/db/database-name';
import type { StoredOrder } from '../../renderer/src/shared/db/rows';
import type { NewOrder } from '../../renderer/src/shared/db/rows';
import { readStore } from './harness/indexeddb';
import { injectOutbox } from './harness/inject-outbox';
import type { LaunchedApp } from './harness/launch-app';
import { useApp } from './support/demo-app';

const POSTS = 'POST /workers/:id/orders';

let app: LaunchedApp;
let dbName: string;

async function connect(): Promise<void> {
  const firstSync = app.nextEvent('sync:finished');
  await app.invoke('connection:connect', { environment: 'custom', baseUrl: app.baseUrl, apiKey: app.apiKey });
  await firstSync;
  dbName = databaseName('custom', app.baseUrl);
}

function orders(): NewOrder[] {
  const { workers, orderables } = app.simulator!.store.snapshot();
  return [0, 1, 2].map((i) => ({
    workerId: workers[i]!.id,
    personnelId: workers[i]!.personnel_id!,
    orderableId: orderables[i]!.id,
    orderableName: orderables[i]!.name ?? '',
    cost: '',
  }));
}

/** The stored outbox in creation order (the store itself is keyed by local id). */
const outbox = async () =>
  (await readStore<StoredOrder>(app.page, dbName, 'outbox')).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
const serverOrders = () => app.simulator!.store.snapshot().orders;
const posts = () => app.simulator!.store.snapshot().counters.requests[POSTS] ?? 0;

describe('worker orders', () => {
  const apps = useApp();
  beforeEach(async () => {
    app = await apps.launch();
  });

  it('placed offline, still queued after a restart, each delivered exactly once when back online', async () => {
    await connect();
    await app.setOnline(false);
    await injectOutbox(app.page);
    const placed = orders();
    const ids = await app.page.evaluate(([name, list]) => window.__outboxTest.place(name, list), [
      dbName,
      placed,
    ] as const);

    const offline = await outbox();
    expect(offline.map((o) => [o.localId, o.state])).toEqual(ids.map((id) => [id, 'queued']));
    // Main answered "offline" for the oldest order; the others waited behind it, never sent.
    // No request left, so no attempt is counted: attempts are requests, not offline checks.
    expect(offline[0]!.errorReason).toEqual({ code: 'offline' });
    expect(offline.map((o) => o.attempts)).toEqual([0, 0, 0]);
    expect(posts()).toBe(0);

    await app.restart();
    // The app's own start-up drain checked again, the three at once, still offline, and kept every order.
    await expect
      .poll(async () => (await outbox()).map((o) => [o.state, o.attempts, o.errorReason]), { timeout: 10_000 })
      .toEqual(Array(3).fill(['queued', 0, { code: 'offline' }]));
    expect(serverOrders()).toEqual([]);

    await app.setOnline(true);
    await expect
      .poll(async () => (await outbox()).map((o) => o.state), { timeout: 10_000 })
      .toEqual(['delivered', 'delivered', 'delivered']);

    const server = serverOrders();
    expect(server).toHaveLength(3);
    expect(posts()).toBe(3);
    const stored = await outbox();
    for (const [i, order] of placed.entries()) {
      const row = stored.find((o) => o.localId === ids[i])!;
      const onServer = server.filter(
        (s) => s.personnel_id === order.personnelId && s.companies_personnel_orderables_id === order.orderableId,
      );
      expect(onServer).toHaveLength(1);
      expect(row.attempts).toBe(1);
      expect(row).toMatchObject({ state: 'delivered', serverOrderId: onServer[0]!.id, serverStatus: '0' });
    }
  });
});
