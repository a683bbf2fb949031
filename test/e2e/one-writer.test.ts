// One profile, one writer: two tabs of the app on one origin (one IndexedDB, one main core)
// hold the same 20 queued orders; the network comes back and both outboxes drain. The
// cross-window lock (navigator.locks) lets one pass run at a time, so the server receives
// every order exactly once.
import { describe, expect, it } from 'vitest';
import { databaseName } from '../../renderer/src/shared/db/database-name';
import type { StoredOrder } from '../../renderer/src/shared/db/rows';
import type { NewOrder } from '../../renderer/src/shared/db/rows';
import { readStore } from './harness/indexeddb';
import { injectOutbox } from './harness/inject-outbox';
import { useApp } from './support/demo-app';

const POSTS = 'POST /workers/:id/orders';
const COUNT = 20;

describe('two tabs on one profile', () => {
  const apps = useApp();

  it('both online with 20 queued orders: the server receives each order once', { timeout: 90_000 }, async () => {
    const app = await apps.launch();
    const firstSync = app.nextEvent('sync:finished');
    await app.invoke('connection:connect', { environment: 'custom', baseUrl: app.baseUrl, apiKey: app.apiKey });
    await firstSync;
    const dbName = databaseName('custom', app.baseUrl);

    await app.setOnline(false);
    const { workers, orderables } = app.simulator!.store.snapshot();
    const placed: NewOrder[] = Array.from({ length: COUNT }, (_, i) => ({
      workerId: workers[i % workers.length]!.id,
      personnelId: workers[i % workers.length]!.personnel_id!,
      orderableId: orderables[i % orderables.length]!.id,
      orderableName: orderables[i % orderables.length]!.name ?? '',
      cost: '',
    }));
    await injectOutbox(app.page);
    const ids = await app.page.evaluate(([name, list]) => window.__outboxTest.place(name, list), [
      dbName,
      placed,
    ] as const);
    expect(ids).toHaveLength(COUNT);

    const posts = () => app.simulator!.store.snapshot().counters.requests[POSTS] ?? 0;
    expect(posts()).toBe(0);

    // Back online, each order takes the server a while: the first tab is mid-queue, an order
    // `sending`, when the second tab opens on the same queue and starts its own pass (which
    // first puts back what a crash left `sending`, so only the lock keeps it off the first's).
    app.simulator!.store.faults.set({ latencyMs: 150 });
    await app.setOnline(true);
    await expect.poll(posts, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
    const second = await app.openTab();
    await second.getByRole('navigation', { name: 'Sections' }).waitFor();
    const states = async () => (await readStore<StoredOrder>(second, dbName, 'outbox')).map((o) => o.state);
    expect((await states()).filter((s) => s === 'delivered').length).toBeLessThan(COUNT);
    const unsettled = async () => (await states()).filter((s) => s === 'queued' || s === 'sending').length;
    await expect.poll(unsettled, { timeout: 30_000 }).toBe(0);
    app.simulator!.store.faults.set({});
    // A further drain from either tab finds nothing to send.
    await app.page.evaluate(([name]) => window.__outboxTest.place(name, []), [dbName] as const);

    expect(posts()).toBe(COUNT);
    expect(await states()).toEqual(Array(COUNT).fill('delivered'));
    const onServer = app.simulator!.store.snapshot().orders;
    expect(onServer).toHaveLength(COUNT);
    const stored = await readStore<StoredOrder>(app.page, dbName, 'outbox');
    expect(new Set(stored.map((o) => o.serverOrderId)).size).toBe(COUNT);
    expect(stored.every((o) => o.attempts === 1)).toBe(true);
  });
});
